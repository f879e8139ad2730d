-- The bets module records the game of a round as it was at the bet (SPEC §3 betting record: game,
-- category): its display name and category, so the betting record, the winners board and the reports
-- filter and show them from bet_records alone (the catalogue and vendor cards belong to the games module
-- and may change later). Rounds recorded before this file get them from today's catalogue.
ALTER TABLE bet_records ADD COLUMN game_name text NOT NULL DEFAULT '';
ALTER TABLE bet_records ADD COLUMN game_category text NOT NULL DEFAULT '';

UPDATE bet_records b SET
  game_name = coalesce(
    (SELECT g.display_name FROM games g WHERE g.vendor = b.vendor AND g.game_code = b.game_code),
    (SELECT v.display_name FROM vendors v WHERE v.merchant_id = b.merchant_id AND v.code = b.vendor ORDER BY v.sort LIMIT 1),
    b.game_code),
  game_category = coalesce(
    (SELECT g.game_type FROM games g WHERE g.vendor = b.vendor AND g.game_code = b.game_code),
    (SELECT v.game_category FROM vendors v WHERE v.merchant_id = b.merchant_id AND v.code = b.vendor ORDER BY v.sort LIMIT 1),
    '');

CREATE INDEX bet_records_category_settled_idx ON bet_records (merchant_id, game_category, settled_at DESC)
  WHERE status = 'SETTLED';
