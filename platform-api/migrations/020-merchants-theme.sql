-- A merchant's brand (ADR 0005): design-token overrides (a JSON object of THEME_TOKENS names to CSS-safe
-- values, served as /wps/system/theme.css), the logo and the favicon ('' = the name as text / no icon).
-- Written by the seed and the operator (POST /ops/merchants/:code/theme), validated before it is stored.
ALTER TABLE merchants
  ADD COLUMN theme_tokens jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(theme_tokens) = 'object'),
  ADD COLUMN logo_url text NOT NULL DEFAULT '',
  ADD COLUMN favicon_url text NOT NULL DEFAULT '';

-- Merchants seeded before this migration get their generated logo and favicon (/assets/logo|favicon/<code>.svg).
UPDATE merchants SET logo_url = '/assets/logo/' || code || '.svg', favicon_url = '/assets/favicon/' || code || '.svg';
