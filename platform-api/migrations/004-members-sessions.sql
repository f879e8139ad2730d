-- Members (demo accounts for now) and session tokens (stored as sha256 hashes only).
CREATE TABLE members (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  username text NOT NULL,
  password_hash text NOT NULL,
  -- 0 player; 1, 2, 41, 42 agent; 4 trial (SPEC §4).
  type smallint NOT NULL DEFAULT 0,
  upline_id integer REFERENCES members (id),
  nickname text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_username_idx ON members (merchant_id, lower(username));
CREATE INDEX members_upline_idx ON members (upline_id);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_member_idx ON sessions (member_id);
