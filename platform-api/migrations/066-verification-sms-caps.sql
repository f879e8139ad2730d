-- SMS pumping caps (verification module): who asked for each code, so the caps count across API processes —
-- distinct numbers per client address an hour, distinct numbers per signed-in member a day — and the per-number and
-- per-merchant daily counts. Rows are kept a little over a day (the housekeeping prune).
ALTER TABLE verification_codes ADD COLUMN client_ip text;
ALTER TABLE verification_codes ADD COLUMN caller_member_id integer REFERENCES members (id) ON DELETE CASCADE;
CREATE INDEX verification_codes_ip_idx ON verification_codes (merchant_id, client_ip, created_at)
  WHERE client_ip IS NOT NULL;
CREATE INDEX verification_codes_caller_idx ON verification_codes (caller_member_id, created_at)
  WHERE caller_member_id IS NOT NULL;
CREATE INDEX verification_codes_sent_idx ON verification_codes (merchant_id, created_at)
  WHERE code_hash IS NOT NULL;
CREATE INDEX verification_codes_target_day_idx ON verification_codes (merchant_id, target, created_at);
