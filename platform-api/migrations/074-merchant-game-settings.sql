-- Games from the console (issue 29): a brand's settings of one catalogue game — the name its players see, an uploaded
-- icon, hot, its order within its vendor's row, hidden. NULL keeps the shared catalogue's value (games.display_name,
-- is_hot, sort; the generated tile). The lobby's reads join this table once on its primary key (merchant, game), so a
-- brand without settings pays one index probe per listed row. A search matches the catalogue's names through
-- games_display_name_trgm_idx (migration 015) and a brand's own names through the primary key's merchant prefix (a
-- brand renames tens of games, not thousands).
CREATE TABLE game_icons (
  id uuid PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_icons_merchant_idx ON game_icons (merchant_id);

CREATE TABLE merchant_game_settings (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  display_name text CHECK (display_name IS NULL OR length(btrim(display_name)) BETWEEN 1 AND 64),
  icon_id uuid REFERENCES game_icons (id) ON DELETE SET NULL,
  hot boolean,
  sort integer CHECK (sort IS NULL OR sort BETWEEN 0 AND 100000),
  hidden boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, game_id)
);
CREATE INDEX merchant_game_settings_game_idx ON merchant_game_settings (game_id);
CREATE INDEX merchant_game_settings_icon_idx ON merchant_game_settings (icon_id) WHERE icon_id IS NOT NULL;

