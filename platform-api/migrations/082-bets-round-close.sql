-- Issue 30 (ADR 0018): a round is closed explicitly (the seamless wallet's round-close, a resettlement or a void):
-- after that it takes no debit and no credit. `resettled_at` is when its payout was last corrected.
ALTER TABLE bet_records ADD COLUMN closed_at timestamptz;
ALTER TABLE bet_records ADD COLUMN resettled_at timestamptz;
