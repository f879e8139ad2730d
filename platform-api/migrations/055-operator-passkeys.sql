-- Operators' passkeys (WebAuthn), an alternative second factor to the authenticator code once TOTP is enrolled
-- (ADR 0011). The credential id is base64url (unique across operators), the public key is the COSE key in
-- base64url; `counter` is the authenticator's signature counter (a lower or equal one is a cloned key).
CREATE TABLE operator_passkeys (
  id serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX operator_passkeys_operator_idx ON operator_passkeys (operator_id);

-- The WebAuthn challenge a session waits for (registration: an open session; sign-in: a pending one), good once
-- and for two minutes.
ALTER TABLE operator_sessions ADD COLUMN webauthn_challenge text;
ALTER TABLE operator_sessions ADD COLUMN webauthn_challenge_until timestamptz;
