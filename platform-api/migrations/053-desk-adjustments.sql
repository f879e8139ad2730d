-- Balance adjustments through the money desk (issue 25): an operator's signed change of a member's main wallet with a
-- reason. Up to the merchant's four-eyes threshold it is applied at once; above it it waits (PENDING) for a second
-- operator's approval and is listed in the desk's inbox as kind `adjustment`. The posting's idempotency key is
-- `adjustment:<id>`; `request_id` makes a retried request answer the stored row.
CREATE TABLE desk_adjustments (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount <> 0),
  currency text NOT NULL,
  reason text NOT NULL,
  request_id text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPLIED', 'REJECTED')),
  requested_by integer,
  requested_name text NOT NULL,
  decided_by integer,
  decided_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (merchant_id, request_id)
);
CREATE INDEX desk_adjustments_pending_idx ON desk_adjustments (merchant_id, status, id);

ALTER TABLE desk_claims DROP CONSTRAINT desk_claims_kind_check;
ALTER TABLE desk_claims ADD CONSTRAINT desk_claims_kind_check
  CHECK (kind IN ('deposit', 'withdrawal', 'dispute', 'promotion', 'redemption', 'kyc', 'adjustment'));
