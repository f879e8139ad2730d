-- The referral module (issue 14): invite friends. Each real member's referral code (made on first use), the
-- link from a friend who registered with it to the member, and the merchant's programme (PUT /ops/referral).
-- A friend qualifies when the deposits credited to them within qualify_days of registering add up to at least
-- min_deposit; the job referral.qualify then sets qualified_at and grants the referrer `reward` in the reward
-- centre (rewards module, source REFERRAL, key invitee:<id>) in one transaction, under the link's row lock.

-- No row: the programme is off for the merchant (codes and links still work, nothing is granted).
CREATE TABLE referral_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  reward bigint NOT NULL CHECK (reward >= 0),
  turnover_multiple numeric(6, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
  min_deposit bigint NOT NULL CHECK (min_deposit > 0),
  qualify_days integer NOT NULL CHECK (qualify_days BETWEEN 1 AND 365),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Codes are stored upper case; the register form's code is compared upper-cased (any case works).
CREATE TABLE referral_codes (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9]{4,20}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);

-- One referrer per friend, for good; nobody refers themselves.
CREATE TABLE referral_links (
  invitee_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  referrer_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  linked_at timestamptz NOT NULL DEFAULT now(),
  qualified_at timestamptz,
  -- What the friend's credited deposits in the window added up to when they qualified, and the reward granted.
  deposited bigint,
  reward bigint CHECK (reward > 0),
  CHECK (referrer_id <> invitee_id),
  CHECK ((qualified_at IS NULL) = (deposited IS NULL) AND (qualified_at IS NULL) = (reward IS NULL))
);
CREATE INDEX referral_links_referrer_idx ON referral_links (referrer_id, linked_at DESC, invitee_id DESC);
CREATE INDEX referral_links_pending_idx ON referral_links (merchant_id, linked_at) WHERE qualified_at IS NULL;
