-- Free play (FREEPLAY3): nonces already accepted by /wps/session/login/freeplay, kept until they
-- would be too old anyway, so a captured request cannot be replayed.
CREATE TABLE used_nonces (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, nonce)
);
CREATE INDEX used_nonces_expires_idx ON used_nonces (expires_at);
