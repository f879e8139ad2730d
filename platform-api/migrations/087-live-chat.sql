-- Issue 30: chat per live table (module demo-live): one-time chat links and the last messages of each table.
CREATE TABLE live_chat_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  table_code text NOT NULL REFERENCES live_tables (code),
  merchant_id bigint NOT NULL,
  member_id bigint NOT NULL,
  nickname text NOT NULL,
  -- The chat page's session (sha256) once the one-time token was exchanged.
  session_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  session_expires_at timestamptz
);

CREATE TABLE live_chat_messages (
  id bigserial PRIMARY KEY,
  table_code text NOT NULL REFERENCES live_tables (code),
  -- NULL: the dealer.
  merchant_id bigint,
  member_id bigint,
  sender text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_chat_messages_table ON live_chat_messages (table_code, id DESC);
