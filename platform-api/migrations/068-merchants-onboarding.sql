-- Merchant onboarding from the console (issue 29): a brand's own time zone (its reporting day; the seeded brands take
-- their customer-service zone) and its suspension (the site shows maintenance and its players cannot sign in).
ALTER TABLE merchants ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
UPDATE merchants SET time_zone = customer_service_time_zone WHERE customer_service_time_zone <> '';
ALTER TABLE merchants ADD COLUMN suspended boolean NOT NULL DEFAULT false;
