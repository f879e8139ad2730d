-- A merchant's vendor cards (one per vendor and category) and the shared game catalogue.
CREATE TABLE vendors (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  code text NOT NULL,
  display_name text NOT NULL,
  game_category text NOT NULL CHECK (game_category IN ('ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP')),
  is_game text NOT NULL CHECK (is_game IN ('GAME', 'LOBBY', 'VASSALAGE')),
  node_id integer NOT NULL,
  game_code text,
  game_type text NOT NULL,
  icon_url text NOT NULL DEFAULT '',
  large_icon_url text NOT NULL DEFAULT '',
  is_hot smallint NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  UNIQUE (merchant_id, code, game_category)
);
CREATE INDEX vendors_menu_idx ON vendors (merchant_id, game_category, sort);

-- game_type is the category the game is listed under (RNG, FISH, LIVE, PVP …).
CREATE TABLE games (
  id serial PRIMARY KEY,
  vendor text NOT NULL,
  game_code text NOT NULL,
  game_type text NOT NULL,
  display_name text NOT NULL,
  -- Normalised search text; a later migration adds a trigram index on it.
  name text GENERATED ALWAYS AS (lower(display_name || ' ' || vendor || ' ' || game_code)) STORED,
  is_hot smallint NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vendor, game_code)
);
CREATE INDEX games_vendor_sort_idx ON games (vendor, sort);
CREATE INDEX games_display_name_idx ON games (lower(display_name));
