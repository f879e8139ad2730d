-- The demo payment service provider (ADR 0006): its payment sessions. It is "external": it knows the
-- merchant by code and the deposit by the reference the platform gave, nothing else of the platform.
CREATE TABLE demo_psp_sessions (
  id text PRIMARY KEY,
  merchant_code text NOT NULL,
  merchant_name text NOT NULL,
  reference text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  return_url text NOT NULL,
  callback_url text NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'PAID', 'DECLINED', 'EXPIRED')),
  -- The provider's transaction id, set when the session ends; the callback carries it.
  txn_id text UNIQUE,
  card_last4 text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  -- The callback's delivery (each attempt is signed afresh, with a new timestamp).
  callback_attempts integer NOT NULL DEFAULT 0,
  callback_delivered_at timestamptz,
  callback_last_error text,
  UNIQUE (merchant_code, reference)
);
CREATE INDEX demo_psp_sessions_open_idx ON demo_psp_sessions (expires_at) WHERE status = 'OPEN';
CREATE INDEX demo_psp_sessions_undelivered_idx ON demo_psp_sessions (completed_at)
  WHERE status <> 'OPEN' AND callback_delivered_at IS NULL;
