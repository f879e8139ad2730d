-- The profile page (SPEC §2 profile, §7 member icon and member info update).
-- members (members module): the avatar the member chose among the fixed set (MEMBER_ICONS of
-- shared-contracts); NULL keeps the default (initials on a colour fixed by the member id).
ALTER TABLE members ADD COLUMN icon_id text;

-- verification_codes (verification module): MOBILE codes prove a new mobile number before the profile
-- takes it.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('LOGIN', 'REGISTER', 'IP', 'MOBILE'));
