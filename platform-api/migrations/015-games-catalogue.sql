-- The lobby's read side: keyword search and paging indexes on the game catalogue, favourites and
-- launches (recent games). Notices and member messages: 018-content-notices.sql.

-- Keyword search is a case-insensitive substring of the display name (lower(display_name) LIKE
-- '%…%'), served by a trigram GIN index. pg_trgm ships with PostgreSQL's contrib and with PGlite
-- (the worker loads it: src/plugins/external/db/pglite-worker-source.ts). It goes into public so
-- that every schema of a database shares one copy (the tests use a schema per file); when it is
-- already installed elsewhere, IF NOT EXISTS keeps that copy and the index names its schema.
-- The index is on the display name, not on the generated `name` column (display name + vendor +
-- code): a search for "pg" or "rng" must not match whole vendors or categories through their codes.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
  WHERE e.extname = 'pg_trgm';
  EXECUTE format(
    'CREATE INDEX games_display_name_trgm_idx ON games USING gin (lower(display_name) %I.gin_trgm_ops)',
    ext_schema);
END
$$;

-- Paging in list order (hot first, then the vendor's order of its games, then id). A game is listed
-- for a merchant when the merchant has an enabled vendor card for its vendor and category:
-- card_key names that card ('PG/RNG'), and the list query filters on the merchant's enabled keys
-- (a hashed = ANY, see catalogue-repository.ts). Carried in the indexes, the filter runs on an
-- index-only scan that is already in list order, so a deep page of the whole catalogue skips
-- index entries instead of sorting 10,000 rows.
ALTER TABLE games ADD COLUMN card_key text GENERATED ALWAYS AS (vendor || '/' || game_type) STORED;
CREATE INDEX games_type_page_idx ON games (game_type, is_hot DESC, sort, id) INCLUDE (card_key);
CREATE INDEX games_vendor_page_idx ON games (vendor, is_hot DESC, sort, id) INCLUDE (card_key);
CREATE INDEX games_page_idx ON games (is_hot DESC, sort, id) INCLUDE (card_key);

-- Games per vendor card, kept by statement triggers on games (the rows each statement added or
-- removed, counted per card_key): the list's total without a keyword is then a sum over the
-- merchant's enabled cards instead of a count over 10,000 rows.
CREATE TABLE game_card_counts (
  card_key text PRIMARY KEY,
  games integer NOT NULL
);
INSERT INTO game_card_counts (card_key, games) SELECT card_key, count(*) FROM games GROUP BY card_key;

CREATE FUNCTION game_card_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO game_card_counts (card_key, games)
    SELECT card_key, count(*) FROM added_games GROUP BY card_key
  ON CONFLICT (card_key) DO UPDATE SET games = game_card_counts.games + EXCLUDED.games;
  RETURN NULL;
END
$$;
CREATE FUNCTION game_card_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_card_counts c SET games = c.games - r.n
  FROM (SELECT card_key, count(*) AS n FROM removed_games GROUP BY card_key) r
  WHERE c.card_key = r.card_key;
  RETURN NULL;
END
$$;
CREATE FUNCTION game_card_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_card_counts c SET games = c.games - r.n
  FROM (SELECT card_key, count(*) AS n FROM removed_games GROUP BY card_key) r
  WHERE c.card_key = r.card_key;
  INSERT INTO game_card_counts (card_key, games)
    SELECT card_key, count(*) FROM added_games GROUP BY card_key
  ON CONFLICT (card_key) DO UPDATE SET games = game_card_counts.games + EXCLUDED.games;
  RETURN NULL;
END
$$;
CREATE FUNCTION game_card_counts_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM game_card_counts;
  RETURN NULL;
END
$$;
CREATE TRIGGER games_counts_insert AFTER INSERT ON games REFERENCING NEW TABLE AS added_games
  FOR EACH STATEMENT EXECUTE FUNCTION game_card_counts_added();
CREATE TRIGGER games_counts_delete AFTER DELETE ON games REFERENCING OLD TABLE AS removed_games
  FOR EACH STATEMENT EXECUTE FUNCTION game_card_counts_removed();
CREATE TRIGGER games_counts_update AFTER UPDATE ON games
  REFERENCING OLD TABLE AS removed_games NEW TABLE AS added_games
  FOR EACH STATEMENT EXECUTE FUNCTION game_card_counts_moved();
CREATE TRIGGER games_counts_truncate AFTER TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION game_card_counts_cleared();

-- A member's favourite games (SPEC §3 Favourite request: nodeId = games.id, vendor, gameType as
-- stored in the catalogue). Adding one twice keeps the first row. Listed newest first by id (a
-- clock can repeat within a millisecond, the sequence cannot).
CREATE TABLE member_favorites (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  vendor text NOT NULL,
  game_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, game_id)
);
CREATE INDEX member_favorites_newest_idx ON member_favorites (member_id, id DESC);

-- The games a member launched: one row per (member, game), stamped at every launch
-- (launch-repository.ts recordLaunch), so "recent" is the newest rows and distinct by construction.
-- seq orders them: a clock can repeat within a millisecond (PGlite's does), a sequence cannot.
CREATE SEQUENCE game_launch_seq;
CREATE TABLE game_launches (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  launched_at timestamptz NOT NULL DEFAULT now(),
  seq bigint NOT NULL DEFAULT nextval('game_launch_seq'),
  launches integer NOT NULL DEFAULT 1,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_launches_recent_idx ON game_launches (member_id, seq DESC);
