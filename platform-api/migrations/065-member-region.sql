-- The region a player chose at registration (SPEC §7 "register region (menuGroup gamingvenue)"): the value of one of
-- the merchant's market's regions (GET /wps/member/register/region). Owned by the members module.

ALTER TABLE members ADD COLUMN region text;
