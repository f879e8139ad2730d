-- Money settings from the console (issue 29): a brand's withdrawal fee — basis points of the amount (100 = 1 %) plus a
-- fixed part, capped at fee_max (NULL: no cap) — and each withdrawal's fee, fixed when it is asked for. The member's
-- wallet holds the whole amount; at payout the bank gets amount - fee and the house keeps the fee (one ledger
-- transaction); a rejected withdrawal gives the whole amount back, and so does a payout that came back.
ALTER TABLE withdrawal_settings
  ADD COLUMN fee_bps integer NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 2000),
  ADD COLUMN fee_fixed bigint NOT NULL DEFAULT 0 CHECK (fee_fixed >= 0),
  ADD COLUMN fee_max bigint CHECK (fee_max > 0);
ALTER TABLE withdrawals ADD COLUMN fee bigint NOT NULL DEFAULT 0;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_fee_below_amount CHECK (fee >= 0 AND fee < amount);
