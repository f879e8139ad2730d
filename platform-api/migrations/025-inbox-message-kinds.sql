-- Messages the platform writes about money (ADR 0006: deposit credited / failed, withdrawal approved /
-- rejected) carry a kind and its parameters, so the client shows them in the player's language
-- (`msg_<kind>_title` / `msg_<kind>_body` of shared-contracts `common`); title and content keep the
-- English text for anything that does not know the kind.
ALTER TABLE member_messages ADD COLUMN kind text;
ALTER TABLE member_messages ADD COLUMN params jsonb;
