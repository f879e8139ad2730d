-- Session hand-over (SPEC §4: the app picks a session up from the URL). A player's app or agent hands a player
-- to the site with a short-lived, single-use code instead of a session token: the site exchanges the code once
-- (POST /wps/session/handover/exchange) for a session of its own. Only the sha256 of the code is kept.
CREATE TABLE session_handovers (
  id bigserial PRIMARY KEY,
  code_hash text NOT NULL UNIQUE,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The session handed over: the new session ends when it ends, and a logout of it voids the code.
  session_id integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  -- A social sign-in's landing moves its session to the browser: the exchange revokes the source session.
  moves_session boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX session_handovers_expires_idx ON session_handovers (expires_at);
