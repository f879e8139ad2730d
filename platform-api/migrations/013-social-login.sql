-- Social sign-in (SPEC §1, §2: Google and Facebook buttons): an OAuth 2 / OpenID Connect
-- authorization-code flow with PKCE. See the README "Social sign-in".

-- A merchant's client registration at each provider, set by the operator (`operator social set`,
-- POST /ops/merchants/:code/social/:provider). Either an issuer (OpenID discovery) or explicit
-- endpoints. client_secret is a secret: never seeded, never in the repository.
CREATE TABLE merchant_oauth_providers (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
  -- The whitelabel module that shows the provider's button.
  mod_id text GENERATED ALWAYS AS (CASE provider WHEN 'google' THEN 'GOOGLELOGIN3' ELSE 'FACEBOOKLOGIN3' END) STORED,
  enabled boolean NOT NULL DEFAULT false,
  issuer text,
  authorization_endpoint text,
  token_endpoint text,
  userinfo_endpoint text,
  jwks_uri text,
  client_id text NOT NULL DEFAULT '',
  client_secret text NOT NULL DEFAULT '',
  scopes text NOT NULL,
  -- Switched on and completely configured: only then is the module reported enabled and the flow run.
  usable boolean GENERATED ALWAYS AS (
    enabled AND client_id <> '' AND client_secret <> ''
      AND (issuer IS NOT NULL OR (authorization_endpoint IS NOT NULL AND token_endpoint IS NOT NULL))
  ) STORED,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider)
);

-- Which provider account (the ID token's `sub`, or the user id of a plain OAuth 2 provider) is which member.
CREATE TABLE member_social_links (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
  subject text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider, subject)
);
CREATE INDEX member_social_links_member_idx ON member_social_links (member_id);

-- Authorization requests in flight: the sha256 of `state` only, the PKCE verifier, the nonce the ID
-- token must carry, the redirect_uri sent, and where to land. Single use, 10 minutes.
CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_uri text NOT NULL,
  return_to text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oauth_states_expires_idx ON oauth_states (expires_at);
