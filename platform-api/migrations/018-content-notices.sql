-- The content module's notices and the inbox module's member messages. Until this file they were
-- created by 015-catalogue.sql (now 015-games-catalogue.sql): a database migrated before already has them (IF NOT EXISTS keeps them),
-- a new one gets them here.

-- Notices of SPEC §3 (notice response): PLAYER = the notice bar, POPUP with its audience
-- (execution A everyone, B logged-in members, F anonymous visitors), PROMOTION with its type.
-- content is HTML sanitised when written (content module: notice-repository.ts create, infra/sanitize.ts).
-- A notice shows while now() is inside [starts_at, ends_at) (NULL: open-ended).
CREATE TABLE IF NOT EXISTS notices (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('PLAYER', 'POPUP', 'PROMOTION')),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  execution text CHECK (execution IN ('A', 'B', 'F')),
  promotion_type text,
  sort integer NOT NULL DEFAULT 0,
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'POPUP') = (execution IS NOT NULL)),
  CHECK ((kind = 'PROMOTION') = (promotion_type IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS notices_list_idx ON notices (merchant_id, kind, sort, id);

-- Internal messages to a member (SPEC §3: deposit credited, withdrawal approved …); the header
-- shows how many are unread.
CREATE TABLE IF NOT EXISTS member_messages (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX IF NOT EXISTS member_messages_unread_idx ON member_messages (member_id) WHERE read_at IS NULL;
