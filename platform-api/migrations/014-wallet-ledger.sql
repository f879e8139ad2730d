-- Double-entry wallet ledger, seamless-wallet API, launch sessions and bet records (ADR 0002).
-- Money is integer minor units (1/100) in bigint columns. Real money is in the merchant's currency;
-- fun chips (free play, fun mode) are the currency 'FUN' and never meet real money in a transaction.

-- One account per (merchant, kind, member, vendor, currency). HOUSE is the merchant's own side (one per
-- currency, the only kind allowed below zero); MEMBER_MAIN the member's main wallet; MEMBER_VENDOR a
-- vendor wallet in transfer mode; VENDOR_FUN the member's fun chips (currency FUN, every vendor's fun mode).
-- `balance` changes only in postTransaction (wallet/ledger-repository.ts), together with the entries.
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('HOUSE', 'MEMBER_MAIN', 'MEMBER_VENDOR', 'VENDOR_FUN')),
  -- No cascade: deleting a member must not silently drop money (and break the zero sum).
  member_id integer REFERENCES members (id),
  vendor text,
  currency text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  allow_negative boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (allow_negative = (kind = 'HOUSE')),
  CHECK (balance >= 0 OR allow_negative),
  CHECK ((member_id IS NULL) = (kind = 'HOUSE')),
  CHECK ((vendor IS NOT NULL) = (kind = 'MEMBER_VENDOR'))
);
CREATE UNIQUE INDEX ledger_accounts_owner_idx
  ON ledger_accounts (merchant_id, kind, coalesce(member_id, 0), coalesce(vendor, ''), currency);
CREATE INDEX ledger_accounts_member_idx ON ledger_accounts (member_id);

-- A posting. `idempotency_key` is unique per merchant (funding:<member>, transfer:<member>:<requestId>,
-- seamless:<vendor>:<transactionId> …); `request_hash` is the sha256 of the canonical request, so the
-- same key with another request is IDEMPOTENCY_CONFLICT and the same request is answered `balances`
-- (the touched accounts' balances right after the posting, {"<account id>": balance}).
CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('FUNDING', 'BET', 'WIN', 'ROLLBACK', 'TRANSFER_IN', 'TRANSFER_OUT')),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  member_id integer REFERENCES members (id),
  vendor text,
  -- Round id, vendor transaction id or transfer request id.
  reference text,
  balances jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, idempotency_key)
);
CREATE INDEX ledger_transactions_member_idx ON ledger_transactions (member_id, created_at);

-- The legs of a posting: signed amounts summing to zero per transaction (checked at commit below),
-- with the account's balance right after the leg (account statements need no window sums).
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES ledger_accounts (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  UNIQUE (transaction_id, account_id)
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);

-- At commit: every transaction that got entries has at least two, they sum to zero and share one currency.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  legs integer;
  currencies integer;
BEGIN
  SELECT coalesce(sum(e.amount), 0), count(*), count(DISTINCT a.currency) INTO total, legs, currencies
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
  WHERE e.transaction_id = NEW.transaction_id;
  IF legs > 0 AND (total <> 0 OR legs < 2 OR currencies <> 1) THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %, % legs, % currencies)',
      NEW.transaction_id, total, legs, currencies USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- Entries are written once: a correction is a new transaction.
CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();

-- The HMAC-SHA256 key a vendor signs seamless-wallet requests with, per merchant and vendor code;
-- generated on first use (the first instance to insert wins), never in the repository.
CREATE TABLE vendor_secrets (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  vendor text NOT NULL,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, vendor)
);

-- A game launched for a member at a vendor. The vendor gets an opaque reference (`memberRef`, 32 random
-- bytes base64url) and sends it with every seamless call; only its sha256 is kept. A debit needs it live
-- (not expired, not revoked); credit, rollback and balance accept it after expiry.
CREATE TABLE launch_sessions (
  id bigserial PRIMARY KEY,
  ref_hash text NOT NULL UNIQUE,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  vendor text NOT NULL,
  game_code text NOT NULL,
  -- Fun mode: play chips (VENDOR_FUN, currency FUN); always true for trial members.
  fun boolean NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX launch_sessions_member_idx ON launch_sessions (member_id, created_at);

-- Every seamless-wallet call that changed money (or a rollback's tombstone), unique per merchant, vendor
-- and the vendor's transaction id. A replay (same id, same request_hash) answers `result`; another
-- payload is IDEMPOTENCY_CONFLICT. `tombstone`: a rollback named this id before any debit did, so a late
-- debit with it is refused (TRANSACTION_ROLLED_BACK). `rolled_back_by`: the rollback that reversed a debit.
CREATE TABLE seamless_transactions (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  vendor text NOT NULL,
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('DEBIT', 'CREDIT', 'ROLLBACK')),
  request_hash text,
  member_id integer REFERENCES members (id),
  round_id text,
  account_id bigint REFERENCES ledger_accounts (id),
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  result jsonb,
  tombstone boolean NOT NULL DEFAULT false,
  rolled_back_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, vendor, transaction_id),
  CHECK (tombstone = (request_hash IS NULL))
);

-- One row per round (vendor round id): stake = live debits, payout = credits. OPEN after a debit,
-- SETTLED by the first credit, ROLLED_BACK when its debits were all rolled back. Reports, the winners
-- board and the recent list read it.
CREATE TABLE bet_records (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id),
  vendor text NOT NULL,
  game_code text NOT NULL,
  round_id text NOT NULL,
  currency text NOT NULL,
  stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SETTLED', 'ROLLED_BACK')),
  fun boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (merchant_id, vendor, round_id)
);
CREATE INDEX bet_records_member_idx ON bet_records (member_id, created_at DESC);
CREATE INDEX bet_records_settled_idx ON bet_records (merchant_id, settled_at DESC) WHERE status = 'SETTLED';
