-- Withdrawals (ADR 0006, issue 11): the merchant's withdrawal rules, members' bank accounts and fund
-- passwords, the withdrawals themselves and the players' proof images.

-- One row per merchant that changed the defaults (the module uses its defaults for a merchant without
-- one). Amounts in minor units; `turnover_multiple`: the stake a member must have played since its last
-- credited deposit, as a multiple of that deposit; `auto_received_minutes`: how long a PAID withdrawal
-- waits for the player's confirmation before it counts as received (SPEC §4).
CREATE TABLE withdrawal_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL,
  daily_count integer NOT NULL CHECK (daily_count >= 0),
  turnover_multiple numeric(6, 2) NOT NULL CHECK (turnover_multiple >= 0),
  auto_received_minutes integer NOT NULL CHECK (auto_received_minutes > 0),
  max_bank_accounts integer NOT NULL CHECK (max_bank_accounts > 0),
  CHECK (max_amount >= min_amount)
);

-- A member's bank accounts for withdrawals. `payee_name` equals the member's registered payee name.
CREATE TABLE bank_accounts (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  payee_name text NOT NULL,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The same number once among a member's live accounts; deleted ones stay for the withdrawals naming them.
CREATE UNIQUE INDEX bank_accounts_number_idx ON bank_accounts (member_id, account_number) WHERE deleted_at IS NULL;

-- The fund password (argon2 like login passwords), set once; wrong tries are counted and lock
-- withdrawals for a while.
CREATE TABLE fund_passwords (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  failed_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- PENDING (held) → PAID | REJECTED; PAID → RECEIVED (`forced` when the job did it) | DISPUTED. Each
-- move is an `UPDATE … WHERE status = <from>` in the transaction that posts the ledger.
CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bank_account_id integer NOT NULL REFERENCES bank_accounts (id),
  bank_name text NOT NULL,
  account_number text NOT NULL,
  payee_name text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'PAID', 'REJECTED', 'RECEIVED', 'DISPUTED')),
  forced boolean NOT NULL DEFAULT false,
  reason text,
  request_id text NOT NULL,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  confirmed_at timestamptz,
  UNIQUE (member_id, request_id)
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, id DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (merchant_id, status, id);
CREATE INDEX withdrawals_paid_idx ON withdrawals (decided_at) WHERE status = 'PAID';

-- The player's proof image with its confirmation (jpeg/png by content, at most 5,242,880 bytes).
CREATE TABLE withdrawal_proofs (
  withdrawal_id integer PRIMARY KEY REFERENCES withdrawals (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  size integer NOT NULL,
  filename text
);
