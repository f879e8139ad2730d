-- Banners from the console (issue 29, content): an optional window (shown while starts_at <= now < ends_at; NULL is
-- open on that side), when each was written, and the images operators upload (JPEG or PNG by their bytes), served
-- publicly at /wps/content/banner-images/<id>. An image's id is random: a scheduled banner's art cannot be guessed
-- before it shows. Seeded banners keep their generated art (/assets/banner/<id>.svg) and no image row.
CREATE TABLE banner_images (
  id uuid PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX banner_images_merchant_idx ON banner_images (merchant_id);

ALTER TABLE banners ADD COLUMN starts_at timestamptz;
ALTER TABLE banners ADD COLUMN ends_at timestamptz;
ALTER TABLE banners ADD COLUMN image_id uuid REFERENCES banner_images (id) ON DELETE SET NULL;
ALTER TABLE banners ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE banners ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE banners ADD CONSTRAINT banners_window_check CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);
CREATE INDEX banners_image_idx ON banners (image_id) WHERE image_id IS NOT NULL;
