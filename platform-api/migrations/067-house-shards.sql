-- The merchant's HOUSE account in shards (ADR 0002, amended by ADR 0015): one HOUSE row per (merchant, currency,
-- shard), a member's postings taking the shard `member id mod 16`. Every seamless debit and credit, deposit, bet
-- and win has the house on its other side and holds that row's lock until it commits: with one row per currency
-- the whole merchant's money path ran one transaction at a time. The house's balance is the sum of its shards;
-- only HOUSE rows have a shard other than 0.
ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts
  ADD CONSTRAINT ledger_accounts_shard_check CHECK (shard = 0 OR (kind = 'HOUSE' AND shard BETWEEN 1 AND 63));
DROP INDEX ledger_accounts_owner_idx;
CREATE UNIQUE INDEX ledger_accounts_owner_idx
  ON ledger_accounts (merchant_id, kind, coalesce(member_id, 0), coalesce(vendor, ''), currency, shard);
