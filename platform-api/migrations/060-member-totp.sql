-- Players' two-step sign-in with an authenticator app (the security centre). One row per member: the TOTP secret
-- AES-256-GCM encrypted under the server's secrets key (as operators' secrets: it must be read to check a code),
-- `enabled_at` once a code confirmed it (NULL: set up, not yet confirmed), `last_step` the last 30-second step a
-- code was accepted for (a code is good once). Recovery codes: sha256, single use, replaced at each enabling.
CREATE TABLE member_totp (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  secret_enc text NOT NULL,
  enabled_at timestamptz,
  last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE member_totp_recovery_codes (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX member_totp_recovery_codes_member_idx ON member_totp_recovery_codes (member_id);
