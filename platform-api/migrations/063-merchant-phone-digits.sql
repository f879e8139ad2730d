-- How many digits a national mobile number (without its one leading 0) may have at this merchant (SPEC §9 "Phone
-- digit count configurable"): every phone field and the server check it. Default 6–15 (the rule so far); the seed
-- sets the Philippines brand (PH) to exactly 10.

ALTER TABLE merchants
  ADD COLUMN phone_min_digits integer NOT NULL DEFAULT 6,
  ADD COLUMN phone_max_digits integer NOT NULL DEFAULT 15,
  ADD CONSTRAINT merchants_phone_digits_check
    CHECK (phone_min_digits BETWEEN 1 AND 15 AND phone_max_digits BETWEEN phone_min_digits AND 15);
