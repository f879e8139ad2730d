-- The browser (User-Agent header, at most 512 characters) of a session opened by a username or SMS login or by
-- the new-IP check: the back office's login history of a player (issue 25). Null for other ways in and older rows.
ALTER TABLE sessions ADD COLUMN user_agent text;
