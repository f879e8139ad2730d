-- The message page (SPEC §2 messageV2): a member lists its messages newest first (unread first on request),
-- reads one (marks it read), marks all read and deletes one. Deleting is soft (`deleted_at`): the row stays
-- for the record, but no list, read or unread count sees it again.
ALTER TABLE member_messages ADD COLUMN deleted_at timestamptz;

CREATE INDEX member_messages_list_idx ON member_messages (member_id, id DESC) WHERE deleted_at IS NULL;

DROP INDEX IF EXISTS member_messages_unread_idx;
CREATE INDEX member_messages_unread_idx ON member_messages (member_id) WHERE read_at IS NULL AND deleted_at IS NULL;
