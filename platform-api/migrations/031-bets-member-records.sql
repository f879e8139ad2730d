-- The betting record and the profit and loss (ADR 0006 `records`) read one member's real-money rounds
-- (not fun) opened within a date range, newest first: a partial index on exactly that.
CREATE INDEX bet_records_member_real_idx ON bet_records (member_id, created_at DESC, id DESC) WHERE NOT fun;
