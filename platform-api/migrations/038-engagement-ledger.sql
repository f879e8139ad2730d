-- Engagement money and points (issue 14). Posting kinds: BONUS (a claimed reward: the house → the member's
-- main wallet, with a turnover the withdrawal check enforces), and the points ledger's kinds. Points live in
-- the same double-entry ledger in their own currency PTS, so they keep every invariant of money (balanced
-- postings, one idempotency key per event, never below zero): MEMBER_POINTS is a member's points,
-- MEMBER_POINTS_HELD the points of redemptions waiting for the operator, the HOUSE account in PTS the issuer.
--   POINTS_EARN           house(PTS) → points         settled bets at the merchant's ratio
--   POINTS_REDEEM         points → points held        a redemption asked (In Process)
--   POINTS_REDEEM_PAY     points held → house(PTS)    approved
--   POINTS_REDEEM_REFUND  points held → points        rejected (the points come back)
--   POINTS_CONVERT        points → house(PTS), and house → main in money: one posting on each side, one
--                         database transaction
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts
  ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
    'HOUSE', 'MEMBER_MAIN', 'MEMBER_VENDOR', 'VENDOR_FUN', 'MEMBER_HELD', 'CLEARING',
    'MEMBER_POINTS', 'MEMBER_POINTS_HELD'));

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions
  ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
    'FUNDING', 'BET', 'WIN', 'ROLLBACK', 'TRANSFER_IN', 'TRANSFER_OUT',
    'DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAY', 'WITHDRAW_REFUND', 'TRANSFER_UPLINE', 'ADJUSTMENT',
    'TRANSFER_DOWNLINE', 'AGENT_PAYOUT',
    'BONUS', 'POINTS_EARN', 'POINTS_REDEEM', 'POINTS_REDEEM_PAY', 'POINTS_REDEEM_REFUND', 'POINTS_CONVERT'));
