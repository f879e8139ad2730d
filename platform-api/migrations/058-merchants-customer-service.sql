-- Customer-service opening hours become structured (ISO weekdays 1 Monday … 7 Sunday, from/to "HH:MM" in an IANA time
-- zone) so each app renders them in its language; the free-text column goes. The chat URL stays server-side per
-- merchant in customer_service_url. Existing demo merchants get their seeded hours.
ALTER TABLE merchants
  ADD COLUMN customer_service_days smallint[] NOT NULL DEFAULT '{1,2,3,4,5}',
  ADD COLUMN customer_service_from text NOT NULL DEFAULT '12:00',
  ADD COLUMN customer_service_to text NOT NULL DEFAULT '21:00',
  ADD COLUMN customer_service_time_zone text NOT NULL DEFAULT 'Asia/Ho_Chi_Minh';

UPDATE merchants
SET customer_service_days = '{1,2,3,4,5,6,7}', customer_service_from = '09:00', customer_service_to = '23:00',
    customer_service_time_zone = 'America/New_York'
WHERE code = 'LUCKY';

ALTER TABLE merchants DROP COLUMN customer_service_hours;
