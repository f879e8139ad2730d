-- The member's language (SPEC §4: a language change notifies the server); one of the merchant's languages.
ALTER TABLE members ADD COLUMN lang text;
