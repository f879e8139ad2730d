-- The demo game vendor (ADR 0002, platform-api src/plugins/demo-vendor/): its two games in the shared
-- catalogue, its vendor card, and the vendor's own tables (one-time launch tokens, game sessions).
-- Launch sessions (the `memberRef` the seamless-wallet API knows) and bet records are migration 014's.

-- DEMO_SLOT (3×3, 5 lines, RTP 96%) and DEMO_DICE (over/under 1–100, RTP 98%), both listed under RNG so
-- the DEMO lobby card shows both. Hot: the home carousel offers them.
INSERT INTO games (vendor, game_code, game_type, display_name, is_hot, sort) VALUES
  ('DEMO', 'DEMO_SLOT', 'RNG', 'Demo Lucky Slot', 1, 1),
  ('DEMO', 'DEMO_DICE', 'RNG', 'Demo Dice', 1, 2)
ON CONFLICT (vendor, game_code) DO NOTHING;

-- The DEMO vendor card for merchants seeded before this migration (a new seed adds it from
-- src/seed/data/vendors.ts): last in the menu, like the seed puts it.
INSERT INTO vendors (merchant_id, code, display_name, game_category, is_game, node_id, game_code, game_type,
  icon_url, large_icon_url, is_hot, sort, enabled)
SELECT m.id, 'DEMO', 'Demo Games', 'RNG', 'LOBBY',
  (SELECT coalesce(max(node_id), 1000) + 1 FROM vendors WHERE merchant_id = m.id), NULL, 'RNG',
  '/assets/icon/DEMO.svg', '/assets/icon/DEMO.svg?size=large', 1,
  (SELECT coalesce(max(sort), 0) + 1 FROM vendors WHERE merchant_id = m.id), true
FROM merchants m
ON CONFLICT (merchant_id, code, game_category) DO NOTHING;

-- A game URL's one-time token (the vendor's side of a launch): /wps/game/launchGame asks the demo vendor
-- for a URL, the vendor stores the launch here and answers /vendor/demo/play/<game code>?token=…; opening
-- it within 2 minutes exchanges the token (once: used_at) for a game session. Only the token's sha256 is
-- kept. `member_ref` is the launch session's reference the vendor sends to the seamless-wallet API (it
-- moves no money without the vendor's signature). `game_id` is the catalogue game (NULL for a vendor card
-- that starts a game directly, e.g. sports); `engine` the demo game it is played with.
CREATE TABLE launch_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  vendor text NOT NULL,
  game_code text NOT NULL,
  game_id integer REFERENCES games (id) ON DELETE CASCADE,
  title text NOT NULL,
  engine text NOT NULL CHECK (engine IN ('SLOT', 'DICE')),
  fun boolean NOT NULL,
  currency text NOT NULL,
  member_ref text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX launch_tokens_expiry_idx ON launch_tokens (expires_at);

-- A game page's session at the demo vendor: the page carries the id (32 random bytes, base64url; only
-- its sha256 is stored) in the `x-demo-session` header of its calls; it lives as long as the launch
-- session it plays on.
CREATE TABLE demo_vendor_sessions (
  id bigserial PRIMARY KEY,
  session_hash text NOT NULL UNIQUE,
  launch_token_id bigint NOT NULL UNIQUE REFERENCES launch_tokens (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX demo_vendor_sessions_expiry_idx ON demo_vendor_sessions (expires_at);
