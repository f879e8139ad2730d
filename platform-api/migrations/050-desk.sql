-- The money desk (issue 25, ADR 0011): one approval inbox over the review queues of several modules, claims on its
-- items, and the withdrawals' review (hold, escalate, coded rejections, four-eyes approval).

-- Who works on an inbox item. One claim per item (the primary key): of two concurrent claims exactly one is stored.
-- A claim lapses at expires_at (30 minutes after it was taken); a lapsed row counts as no claim and is replaced by
-- the next claim. The username is kept as the claim was taken, so the inbox names the holder without reading the
-- operators module's tables.
CREATE TABLE desk_claims (
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'dispute', 'promotion', 'redemption', 'kyc')),
  item_id integer NOT NULL,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  operator_username text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (kind, item_id)
);
CREATE INDEX desk_claims_merchant_idx ON desk_claims (merchant_id);

-- The review of a PENDING withdrawal: HELD or ESCALATED with a coded reason (a label of the pending state, not a
-- money state); a rejection's code; the first of two approvals above the merchant's four-eyes threshold.
ALTER TABLE withdrawals
  ADD COLUMN review_state text CHECK (review_state IN ('HELD', 'ESCALATED')),
  ADD COLUMN review_code text,
  ADD COLUMN review_note text,
  ADD COLUMN reject_code text,
  ADD COLUMN first_approved_by integer,
  ADD COLUMN first_approved_name text,
  ADD COLUMN first_approved_at timestamptz,
  ADD CONSTRAINT withdrawals_first_approval_check CHECK ((first_approved_by IS NULL) = (first_approved_at IS NULL));

-- Above this amount (minor units) a withdrawal needs two different operators' approvals; NULL: the currency's default.
ALTER TABLE withdrawal_settings ADD COLUMN four_eyes_threshold bigint CHECK (four_eyes_threshold > 0);
