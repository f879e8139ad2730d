-- The rewards module (issue 14): the reward centre and the bonuses claimed rewards open.
-- A reward is granted once per (member, source, source_key) by the module that earned it (a promotion's
-- approved application, a VIP level, a mission's period, a qualified invitee). Claiming it posts one BONUS
-- (house → main, key `reward:<id>`) and inserts its bonus in the same transaction; the row lock on the reward
-- makes a second claim see CLAIMED. A bonus asks for `turnover_required` of settled real-money stake since
-- `created_at` before a withdrawal (withdrawals module's turnover check, through the rewards module's hook).
CREATE TABLE rewards (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('PROMOTION', 'VIP', 'MISSION', 'REFERRAL')),
  source_key text NOT NULL,
  title text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  turnover_multiple numeric(8, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CLAIMED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  claimed_at timestamptz,
  CHECK ((status = 'CLAIMED') = (claimed_at IS NOT NULL)),
  UNIQUE (member_id, source, source_key)
);
CREATE INDEX rewards_member_idx ON rewards (member_id, created_at DESC, id DESC);
CREATE INDEX rewards_pending_idx ON rewards (member_id) WHERE status = 'PENDING';

CREATE TABLE bonuses (
  id serial PRIMARY KEY,
  reward_id integer NOT NULL UNIQUE REFERENCES rewards (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  turnover_required bigint NOT NULL CHECK (turnover_required >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set the first time a read sees the turnover reached (it is never un-reached: stake only grows).
  completed_at timestamptz
);
CREATE INDEX bonuses_member_idx ON bonuses (member_id, created_at DESC, id DESC);
CREATE INDEX bonuses_active_idx ON bonuses (member_id) WHERE completed_at IS NULL;
