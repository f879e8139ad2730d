-- Banners and help-centre sections.
CREATE TABLE banners (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  group_name text NOT NULL CHECK (group_name IN ('w_home', 'w_hotgames', 'w_login', 'w_register', 'w_leftmenu', 'w_forget')),
  title text NOT NULL,
  image_url text NOT NULL DEFAULT '',
  linkage_type text NOT NULL DEFAULT 'NONE' CHECK (linkage_type IN ('NONE', 'URL', 'ROUTE', 'GAME')),
  linkage text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX banners_group_idx ON banners (merchant_id, group_name, sort);

-- content is HTML written by the seed or an operator (trusted input; see README).
CREATE TABLE help_sections (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  lang text NOT NULL,
  key text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, lang, key)
);
