-- Games from the console (issue 29): a vendor card's maintenance window per brand. While now is inside it, the card
-- stays listed but its games do not launch (VENDOR_MAINTENANCE). NULL bounds: no window.
ALTER TABLE vendors ADD COLUMN maintenance_from timestamptz;
ALTER TABLE vendors ADD COLUMN maintenance_until timestamptz;
ALTER TABLE vendors ADD CONSTRAINT vendors_maintenance_window
  CHECK (maintenance_from IS NULL OR maintenance_until IS NULL OR maintenance_until > maintenance_from);
