-- The brand editor (issue 29): every published look of a brand (its name, theme tokens, logo and favicon), so an
-- operator can see what changed and revert to an earlier one. The merchants row keeps the live look.
CREATE TABLE brand_theme_versions (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  name text NOT NULL,
  theme jsonb NOT NULL,
  published_by text NOT NULL,
  -- The version this one restored (a revert), else NULL.
  reverted_from integer,
  published_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, version)
);
