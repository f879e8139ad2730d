-- The back office's players (issue 25): staff notes on a player, written by operators, never shown to the player.
-- operator_id is the operator's account (null when the shared operator key wrote it); operator is its name then.
CREATE TABLE player_notes (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  operator_id integer REFERENCES operators (id) ON DELETE SET NULL,
  operator text NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_member_idx ON player_notes (member_id, id DESC);
