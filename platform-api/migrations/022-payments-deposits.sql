-- Deposits (ADR 0006, issue 11): the ways a merchant takes money in, and each member's deposits.

-- A merchant's deposit methods: an online gateway (a payment service provider's hosted page and signed
-- callback) or a bank transfer (the player pays the merchant's account and uploads the receipt; the
-- operator approves). Amounts in minor units. `channel` names the ledger CLEARING account the money
-- comes through (the provider's code, or BANK).
CREATE TABLE deposit_methods (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z][A-Z0-9_]{1,31}$'),
  kind text NOT NULL CHECK (kind IN ('GATEWAY', 'BANK_TRANSFER')),
  channel text NOT NULL,
  name text NOT NULL,
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL,
  presets bigint[] NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  bank_name text,
  bank_account_name text,
  bank_account_number text,
  UNIQUE (merchant_id, code),
  CHECK (max_amount >= min_amount),
  CHECK ((kind = 'BANK_TRANSFER') = (bank_account_number IS NOT NULL))
);

-- One row per deposit. PENDING → CREDITED | FAILED | REJECTED | EXPIRED, each move an
-- `UPDATE … WHERE status = 'PENDING'` in the transaction that posts the ledger (a deposit is credited
-- once). `request_id` is the member's client id of the submit: a double submit finds the first deposit.
CREATE TABLE deposits (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  method_id integer NOT NULL REFERENCES deposit_methods (id),
  method_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('GATEWAY', 'BANK_TRANSFER')),
  channel text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CREDITED', 'FAILED', 'REJECTED', 'EXPIRED')),
  request_id text NOT NULL,
  request_hash text NOT NULL,
  -- Gateway: the provider's payment session and page, then its transaction id (from the callback).
  provider_session text,
  pay_url text,
  provider_txn_id text,
  -- Bank transfer: the name on the paying account, as the player typed it.
  payer_name text,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  UNIQUE (member_id, request_id),
  CHECK ((status = 'PENDING') = (completed_at IS NULL))
);
CREATE INDEX deposits_member_idx ON deposits (member_id, id DESC);
CREATE INDEX deposits_pending_idx ON deposits (merchant_id, id) WHERE status = 'PENDING';
CREATE UNIQUE INDEX deposits_provider_txn_idx ON deposits (merchant_id, channel, provider_txn_id)
  WHERE provider_txn_id IS NOT NULL;

-- A bank transfer's receipt image (jpeg/png by content, at most 5,242,880 bytes), apart from the row
-- so listing deposits never reads the bytes.
CREATE TABLE deposit_receipts (
  deposit_id integer PRIMARY KEY REFERENCES deposits (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  size integer NOT NULL,
  filename text
);

-- Every payment-provider callback the platform accepted, by the provider's transaction id: a replay
-- (same payload) answers `result` again and changes nothing; another payload under the id is refused.
CREATE TABLE deposit_callbacks (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_txn_id text NOT NULL,
  request_hash text NOT NULL,
  deposit_id integer NOT NULL REFERENCES deposits (id) ON DELETE CASCADE,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider, provider_txn_id)
);
