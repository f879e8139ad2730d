-- Merchants and what the permission config (/wps/system/config) is built from.
CREATE TABLE merchants (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  currency text NOT NULL,
  currency_symbol text NOT NULL,
  maintenance boolean NOT NULL DEFAULT false,
  region_restriction boolean NOT NULL DEFAULT false,
  main_domain text NOT NULL DEFAULT '',
  gtag_id text,
  image_cdns text[] NOT NULL DEFAULT '{""}',
  launch_game_cdns text[] NOT NULL DEFAULT '{""}',
  customer_service_url text NOT NULL DEFAULT '',
  customer_service_hours text NOT NULL DEFAULT '',
  is_single_wallet boolean NOT NULL DEFAULT true,
  -- RSA-OAEP pair (base64 SPKI / PKCS#8) generated per merchant at seed; never committed.
  public_key text NOT NULL,
  private_key text NOT NULL,
  languages text[] NOT NULL DEFAULT '{EN,TY}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE merchant_remotes (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name IN ('mf_auth', 'mf_games', 'mf_lottery', 'mf_member', 'mf_agent', 'mf_points')),
  entry text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, name)
);

-- Two-level tree: groups (parent_mod_id NULL) and their modules.
CREATE TABLE whitelabel_modules (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  mod_id text NOT NULL,
  parent_mod_id text,
  enabled boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, mod_id),
  FOREIGN KEY (merchant_id, parent_mod_id) REFERENCES whitelabel_modules (merchant_id, mod_id) ON DELETE CASCADE
);

CREATE TABLE register_rules (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  field text NOT NULL,
  shown boolean NOT NULL DEFAULT true,
  required boolean NOT NULL DEFAULT false,
  min integer NOT NULL DEFAULT 0,
  max integer NOT NULL DEFAULT 0,
  accepted_pattern text NOT NULL DEFAULT '*',
  step smallint NOT NULL DEFAULT 1 CHECK (step IN (1, 2)),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, field),
  CHECK (min <= max)
);

CREATE TABLE resources (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  resource_type text NOT NULL,
  label_name_en text NOT NULL,
  url text NOT NULL,
  PRIMARY KEY (merchant_id, resource_type)
);

-- A domain belongs to one merchant; requests are routed by their Host.
CREATE TABLE domain_routes (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  domain text NOT NULL UNIQUE,
  route text NOT NULL DEFAULT '/'
);
CREATE INDEX domain_routes_merchant_idx ON domain_routes (merchant_id);
