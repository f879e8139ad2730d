-- The account record (ADR 0006 `records`, transactionHistory) pages one member account's entries newest
-- first within a date range. The time of a posting lives on ledger_transactions; each entry now carries it
-- too (`created_at`, the same value: both rows are written in one database transaction and default to its
-- now()), so the range is read from one index on ledger_entries instead of a join that walks every entry
-- the account ever had. Amounts and balances are not copied anywhere.
ALTER TABLE ledger_entries ADD COLUMN created_at timestamptz;

-- Entries are append-only (a trigger refuses updates); the backfill of the new column is the one exception.
ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_no_update;
UPDATE ledger_entries e SET created_at = t.created_at FROM ledger_transactions t WHERE t.id = e.transaction_id;
ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_no_update;

ALTER TABLE ledger_entries ALTER COLUMN created_at SET DEFAULT now();
ALTER TABLE ledger_entries ALTER COLUMN created_at SET NOT NULL;

CREATE INDEX ledger_entries_account_time_idx ON ledger_entries (account_id, created_at DESC, id DESC);
