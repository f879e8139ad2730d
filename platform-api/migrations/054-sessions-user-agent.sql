-- The browser (User-Agent header, at most 512 characters) of a session opened by a username or SMS login, the
-- new-IP check or a registration: the back office's login history of a player (issue 25). Null for other ways in
-- and older rows.
ALTER TABLE sessions ADD COLUMN user_agent text;
