-- The back office's dashboard (issue 25) sums a merchant's money postings of a range (deposits, paid withdrawals,
-- bonuses, points converted to money, agent payouts; wallet/ledger-daily-repository.ts) and counts the members who
-- joined in it (members/member-stats-repository.ts). Without these it would scan every posting of the merchant
-- (bets and wins are most of them) and every member. The partial index's kinds are exactly the query's.
CREATE INDEX ledger_transactions_dashboard_idx ON ledger_transactions (merchant_id, created_at)
  WHERE kind IN ('DEPOSIT', 'WITHDRAW_PAY', 'BONUS', 'POINTS_CONVERT', 'AGENT_PAYOUT');
CREATE INDEX members_merchant_created_idx ON members (merchant_id, created_at);
