-- SPEC §4 forced password change and first-login action.
-- sessions.must_change_password: a session opened by a username login (or its new-IP check) whose password is
-- temporary, or expired while PWDEXPFORCECHANGE3 is on. Until the password is changed it may only call the
-- change-password and logout endpoints (PASSWORD_CHANGE_REQUIRED otherwise); the change clears it.
ALTER TABLE sessions ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
-- members.welcome_due: a new account (registered, or created by its upline in the agent centre) whose first login
-- has not happened yet. That login answers firstTimeLogin: true and clears it; seeded, older and trial accounts
-- never have it.
ALTER TABLE members ADD COLUMN welcome_due boolean NOT NULL DEFAULT false;
