-- Issue 30 (ADR 0018): a vendor round is shared by every member who bets in it (a live table's round, a PVP hand),
-- so the platform keeps one bet record per member of the round: the round id is unique per member, not per vendor.
-- Each member's stakes, payout, settlement, resettlement, void and close are their own.
ALTER TABLE bet_records DROP CONSTRAINT bet_records_merchant_id_vendor_round_id_key;
ALTER TABLE bet_records ADD CONSTRAINT bet_records_round_member_key UNIQUE (merchant_id, vendor, round_id, member_id);
