-- Money in and out (ADR 0006). Two account kinds: MEMBER_HELD (a member's money in withdrawals awaiting the
-- operator) and CLEARING (the merchant's side of a payment channel — a provider or the bank — one per
-- merchant, channel (in `vendor`) and currency, allowed below zero like HOUSE: its balance is what the
-- channel owes or is owed). Six posting kinds for deposits, withdrawals, transfers to the upline and the
-- operator's audited adjustments. The table checks are recreated with names, so later changes can name them.
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint WHERE conrelid = 'ledger_accounts'::regclass AND contype = 'c' LOOP
    EXECUTE format('ALTER TABLE ledger_accounts DROP CONSTRAINT %I', c.conname);
  END LOOP;
  FOR c IN SELECT conname FROM pg_constraint WHERE conrelid = 'ledger_transactions'::regclass AND contype = 'c' LOOP
    EXECUTE format('ALTER TABLE ledger_transactions DROP CONSTRAINT %I', c.conname);
  END LOOP;
END $$;

ALTER TABLE ledger_accounts
  ADD CONSTRAINT ledger_accounts_kind_check
    CHECK (kind IN ('HOUSE', 'MEMBER_MAIN', 'MEMBER_VENDOR', 'VENDOR_FUN', 'MEMBER_HELD', 'CLEARING')),
  ADD CONSTRAINT ledger_accounts_negative_check CHECK (allow_negative = (kind IN ('HOUSE', 'CLEARING'))),
  ADD CONSTRAINT ledger_accounts_balance_check CHECK (balance >= 0 OR allow_negative),
  ADD CONSTRAINT ledger_accounts_member_check CHECK ((member_id IS NULL) = (kind IN ('HOUSE', 'CLEARING'))),
  ADD CONSTRAINT ledger_accounts_vendor_check CHECK ((vendor IS NOT NULL) = (kind IN ('MEMBER_VENDOR', 'CLEARING')));

ALTER TABLE ledger_transactions
  ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
    'FUNDING', 'BET', 'WIN', 'ROLLBACK', 'TRANSFER_IN', 'TRANSFER_OUT',
    'DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAY', 'WITHDRAW_REFUND', 'TRANSFER_UPLINE', 'ADJUSTMENT'));

-- The account record (transactionHistory) pages a member's postings newest first by kind and date.
CREATE INDEX ledger_transactions_member_kind_idx ON ledger_transactions (member_id, kind, created_at DESC);
