-- Operator accounts for the back office (ADR 0011): never members. An owner works platform-wide; every other role
-- works for the merchants in operator_merchants. Password: scrypt hash. TOTP: the secret AES-256-GCM encrypted under
-- the server's secrets key (it must be read to check a code), enrolled at the first sign-in. Recovery codes: sha256,
-- single use. Five failures in a row lock the account for 15 minutes.
CREATE TABLE operators (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'finance', 'risk', 'support', 'marketing', 'auditor')),
  totp_secret_enc text,
  totp_enrolled_at timestamptz,
  -- The last 30-second step a code was accepted for: a code is good once.
  totp_last_step bigint,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE operator_merchants (
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  PRIMARY KEY (operator_id, merchant_id)
);

CREATE TABLE operator_recovery_codes (
  id serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX operator_recovery_codes_operator_idx ON operator_recovery_codes (operator_id);

-- A sign-in: 'pending' after the password (the second factor is next, within 5 minutes), 'open' after it. The
-- browser holds the token in an httpOnly cookie; only hashes are kept. Idle timeout: last_seen_at; absolute:
-- expires_at.
CREATE TABLE operator_sessions (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  csrf_hash text,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('pending', 'open')),
  ip text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);
