-- Responsible gaming (ADR 0006, issue 11): members' deposit limits and self-exclusions.

-- One row per member and period (UTC calendar day, ISO week from Monday, calendar month). `amount` applies
-- now (null: no limit); a raise or a removal waits: `pending_at` is when `pending_amount` (null: no limit)
-- replaces it. Amounts in minor units.
CREATE TABLE deposit_limits (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period IN ('DAILY', 'WEEKLY', 'MONTHLY')),
  amount bigint CHECK (amount > 0),
  pending_amount bigint CHECK (pending_amount > 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, period),
  CHECK (pending_at IS NOT NULL OR pending_amount IS NULL)
);

-- Every self-exclusion a member asked for (kept after it ends). None is ever shortened or deleted: the
-- member is excluded while one row's [starts_at, ends_at) holds the time.
CREATE TABLE self_exclusions (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX self_exclusions_member_idx ON self_exclusions (member_id, ends_at DESC);

-- Append-only: an exclusion cannot be lifted or shortened, not even by a bug. Only the cascade of a
-- deleted member (a trigger deeper down) removes its rows.
CREATE FUNCTION self_exclusions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'self_exclusions is append-only';
END;
$$;
CREATE TRIGGER self_exclusions_append_only BEFORE UPDATE OR DELETE ON self_exclusions
  FOR EACH ROW EXECUTE FUNCTION self_exclusions_append_only();
