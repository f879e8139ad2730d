-- Issue 11 (ADR 0006): the operator resolves a DISPUTED withdrawal (the player said it did not arrive).
-- RECEIVED: the bank shows it was delivered (no money moves). RETURNED: the payout came back to the
-- merchant's bank account and is credited to the player's wallet (clearing → main, `withdraw-return:<id>`).
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('PENDING', 'PAID', 'REJECTED', 'RECEIVED', 'DISPUTED', 'RETURNED'));
ALTER TABLE withdrawals ADD COLUMN resolved_at timestamptz;
CREATE INDEX withdrawals_disputed_idx ON withdrawals (merchant_id, id) WHERE status = 'DISPUTED';
