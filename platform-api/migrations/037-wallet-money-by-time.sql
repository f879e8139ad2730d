-- A team's deposits and withdrawals in a range (ADR 0008 team overview) start from the range's money postings.
CREATE INDEX ledger_transactions_money_idx ON ledger_transactions (merchant_id, created_at)
  WHERE kind IN ('DEPOSIT', 'WITHDRAW_PAY');
