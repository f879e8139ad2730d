-- Money settings from the console (issue 29): a deposit method's fee — basis points of the amount (100 = 1 %) plus a
-- fixed part, capped at fee_max (NULL: no cap) — and each deposit's fee, fixed when it is made. The provider or the
-- bank takes the whole amount; at credit the wallet gets amount - fee and the house keeps the fee (one ledger
-- transaction). A deposit that fails, expires or is rejected moves no money.
ALTER TABLE deposit_methods
  ADD COLUMN fee_bps integer NOT NULL DEFAULT 0 CHECK (fee_bps BETWEEN 0 AND 2000),
  ADD COLUMN fee_fixed bigint NOT NULL DEFAULT 0 CHECK (fee_fixed >= 0),
  ADD COLUMN fee_max bigint CHECK (fee_max > 0);
ALTER TABLE deposits ADD COLUMN fee bigint NOT NULL DEFAULT 0;
ALTER TABLE deposits ADD CONSTRAINT deposits_fee_below_amount CHECK (fee >= 0 AND fee < amount);
