-- Per-operator API tokens for automation (ADR 0011): the CLI and scripts act as a named operator, with scopes that
-- are a subset of the operator's permissions, an expiry, and revocation. Only the token's sha256 is kept; the
-- token is shown once, when it is made.
CREATE TABLE operator_tokens (
  id serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  scopes text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX operator_tokens_operator_idx ON operator_tokens (operator_id);
