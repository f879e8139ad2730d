-- The brand editor (issue 29): a brand's logo and favicon uploaded from the console instead of hosted elsewhere. Each
-- upload is a new image under a random id, served by GET /wps/brand-images/:id with an immutable cache; the look points
-- at it by a same-origin path, so every host of the brand serves it. Images of earlier looks stay (a restored version
-- shows its logo again).
CREATE TABLE brand_images (
  id uuid PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX brand_images_merchant_idx ON brand_images (merchant_id);
