-- Password change and reset (SPEC §4, §7; '{secret}' = a temporary password, docs/product.md).

-- A temporary password (forgot-by-e-mail, an operator or agent reset) must be changed at the next
-- username login: the login reports passwordExpired and the change needs no old password.
-- email: the address forgot-by-e-mail must match (case-insensitive) before a temporary password is sent.
ALTER TABLE members
  ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
  ADD COLUMN email text;
CREATE INDEX members_email_idx ON members (merchant_id, lower(email)) WHERE email IS NOT NULL;
