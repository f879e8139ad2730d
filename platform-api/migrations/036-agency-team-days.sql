-- Team rollups (ADR 0008 "Team overview"): per (ancestor, UTC day, slot) the settled real-money rounds of the
-- ancestor's team (itself included) by their settled_at day, the team members active that day, and the
-- members who joined below it that day (agents among them); per (member, day) the member's own rounds, which
-- tell when a member becomes active. Written only by the triggers below, inside the transaction that changes
-- bet_records or members, so they are exact at every commit (never a copy that lags). `slot` = member id % 16
-- spreads a big team's writes over 16 rows per ancestor and day.
CREATE TABLE agency_team_days (
  ancestor_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day date NOT NULL,
  slot smallint NOT NULL,
  rounds bigint NOT NULL DEFAULT 0,
  stake bigint NOT NULL DEFAULT 0,
  payout bigint NOT NULL DEFAULT 0,
  active integer NOT NULL DEFAULT 0,
  joined integer NOT NULL DEFAULT 0,
  agents integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, day, slot)
);

CREATE TABLE agency_member_days (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day date NOT NULL,
  rounds bigint NOT NULL DEFAULT 0,
  stake bigint NOT NULL DEFAULT 0,
  payout bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);

-- Adds per-(member, day) deltas of settled rounds: the member's day, then its ancestors' (with ±1 active when
-- the member's day goes from no round to some or back). Rows in key order, so concurrent writers lock in one order.
CREATE FUNCTION agency_apply_rounds(m integer[], d date[], r bigint[], s bigint[], p bigint[]) RETURNS void
LANGUAGE sql AS $$
  WITH delta AS (
    SELECT x.member_id, x.day, x.rounds, x.stake, x.payout FROM unnest(m, d, r, s, p) AS x(member_id, day, rounds, stake, payout)
  ), up AS (
    INSERT INTO agency_member_days AS md (member_id, day, rounds, stake, payout)
    SELECT member_id, day, rounds, stake, payout FROM delta ORDER BY member_id, day
    ON CONFLICT (member_id, day) DO UPDATE SET rounds = md.rounds + EXCLUDED.rounds,
      stake = md.stake + EXCLUDED.stake, payout = md.payout + EXCLUDED.payout
    RETURNING md.member_id, md.day, md.rounds
  ), ch AS (
    SELECT d.member_id, d.day, d.rounds, d.stake, d.payout,
      (u.rounds > 0)::int - ((u.rounds - d.rounds) > 0)::int AS active
    FROM delta d JOIN up u ON u.member_id = d.member_id AND u.day = d.day
  )
  INSERT INTO agency_team_days AS t (ancestor_id, day, slot, rounds, stake, payout, active)
  SELECT l.ancestor_id, ch.day, (ch.member_id % 16)::smallint, sum(ch.rounds)::bigint, sum(ch.stake)::bigint,
    sum(ch.payout)::bigint, sum(ch.active)::int
  FROM ch JOIN agency_team l ON l.member_id = ch.member_id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (ancestor_id, day, slot) DO UPDATE SET rounds = t.rounds + EXCLUDED.rounds,
    stake = t.stake + EXCLUDED.stake, payout = t.payout + EXCLUDED.payout, active = t.active + EXCLUDED.active;
$$;

CREATE FUNCTION agency_rounds_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agency_apply_rounds(array_agg(member_id), array_agg(day), array_agg(n), array_agg(stake), array_agg(payout))
  FROM (SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n, sum(stake)::bigint AS stake,
          sum(payout)::bigint AS payout
        FROM new_rows WHERE status = 'SETTLED' AND NOT fun GROUP BY 1, 2) x
  HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION agency_rounds_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agency_apply_rounds(array_agg(member_id), array_agg(day), array_agg(n), array_agg(stake), array_agg(payout))
  FROM (SELECT member_id, day, sum(n)::bigint AS n, sum(stake)::bigint AS stake, sum(payout)::bigint AS payout FROM (
          SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date AS day, 1 AS n, stake, payout
          FROM new_rows WHERE status = 'SETTLED' AND NOT fun
          UNION ALL
          SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date, -1, -stake, -payout
          FROM old_rows WHERE status = 'SETTLED' AND NOT fun) c
        GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(stake) <> 0 OR sum(payout) <> 0) x
  HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION agency_rounds_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agency_apply_rounds(array_agg(member_id), array_agg(day), array_agg(-n), array_agg(-stake), array_agg(-payout))
  FROM (SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n, sum(stake)::bigint AS stake,
          sum(payout)::bigint AS payout
        FROM old_rows WHERE status = 'SETTLED' AND NOT fun GROUP BY 1, 2) x
  HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE TRIGGER bet_records_agency_inserted AFTER INSERT ON bet_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agency_rounds_inserted();
CREATE TRIGGER bet_records_agency_updated AFTER UPDATE ON bet_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agency_rounds_updated();
CREATE TRIGGER bet_records_agency_deleted AFTER DELETE ON bet_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION agency_rounds_deleted();

-- Joined and agent counts: a new member counts on the days rows of every ancestor above it.
CREATE OR REPLACE FUNCTION agency_team_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agency_team (ancestor_id, member_id, depth, joined_at, is_agent)
  VALUES (NEW.id, NEW.id, 0, NEW.created_at, NEW.type IN (1, 2, 41, 42));
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO agency_team (ancestor_id, member_id, depth, joined_at, is_agent)
    SELECT t.ancestor_id, NEW.id, t.depth + 1, NEW.created_at, NEW.type IN (1, 2, 41, 42)
    FROM agency_team t WHERE t.member_id = NEW.upline_id;
    INSERT INTO agency_team_days AS d (ancestor_id, day, slot, joined, agents)
    SELECT t.ancestor_id, (NEW.created_at AT TIME ZONE 'UTC')::date, (NEW.id % 16)::smallint, 1,
      (NEW.type IN (1, 2, 41, 42))::int
    FROM agency_team t WHERE t.member_id = NEW.id AND t.depth > 0 ORDER BY t.ancestor_id
    ON CONFLICT (ancestor_id, day, slot) DO UPDATE SET joined = d.joined + 1, agents = d.agents + EXCLUDED.agents;
  END IF;
  RETURN NULL;
END $$;

-- The subtree of `root` as day rows (its own rollup plus itself as a joined member), times `sign`, added to
-- the days rows of `ancestors`: a move takes them off the old ancestors and puts them on the new ones.
CREATE FUNCTION agency_shift_subtree(root integer, ancestors integer[], sign integer) RETURNS void
LANGUAGE sql AS $$
  WITH sub AS (
    SELECT day, slot, rounds, stake, payout, active, joined, agents FROM agency_team_days WHERE ancestor_id = root
    UNION ALL
    SELECT (t.joined_at AT TIME ZONE 'UTC')::date, (root % 16)::smallint, 0, 0, 0, 0, 1, t.is_agent::int
    FROM agency_team t WHERE t.ancestor_id = root AND t.member_id = root
  ), s AS (
    SELECT day, slot, sum(rounds) AS rounds, sum(stake) AS stake, sum(payout) AS payout, sum(active) AS active,
      sum(joined) AS joined, sum(agents) AS agents FROM sub GROUP BY 1, 2
  )
  INSERT INTO agency_team_days AS d (ancestor_id, day, slot, rounds, stake, payout, active, joined, agents)
  SELECT a.id, s.day, s.slot, sign * s.rounds, sign * s.stake, sign * s.payout, sign * s.active, sign * s.joined,
    sign * s.agents
  FROM unnest(ancestors) AS a(id), s ORDER BY 1, 2, 3
  ON CONFLICT (ancestor_id, day, slot) DO UPDATE SET rounds = d.rounds + EXCLUDED.rounds,
    stake = d.stake + EXCLUDED.stake, payout = d.payout + EXCLUDED.payout, active = d.active + EXCLUDED.active,
    joined = d.joined + EXCLUDED.joined, agents = d.agents + EXCLUDED.agents;
$$;

CREATE OR REPLACE FUNCTION agency_team_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_up integer[];
  new_up integer[];
BEGIN
  IF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    IF NEW.upline_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM agency_team WHERE ancestor_id = NEW.id AND member_id = NEW.upline_id) THEN
      RAISE EXCEPTION 'member % cannot move below its own team', NEW.id USING ERRCODE = 'restrict_violation';
    END IF;
    SELECT coalesce(array_agg(ancestor_id), '{}') INTO old_up FROM agency_team WHERE member_id = NEW.id AND depth > 0;
    PERFORM agency_shift_subtree(NEW.id, old_up, -1);
    DELETE FROM agency_team t USING agency_team s
    WHERE s.ancestor_id = NEW.id AND t.member_id = s.member_id AND t.ancestor_id = ANY(old_up);
    IF NEW.upline_id IS NOT NULL THEN
      INSERT INTO agency_team (ancestor_id, member_id, depth, joined_at, is_agent)
      SELECT p.ancestor_id, s.member_id, p.depth + s.depth + 1, s.joined_at, s.is_agent
      FROM agency_team p JOIN agency_team s ON s.ancestor_id = NEW.id WHERE p.member_id = NEW.upline_id;
      SELECT coalesce(array_agg(ancestor_id), '{}') INTO new_up FROM agency_team WHERE member_id = NEW.id AND depth > 0;
      PERFORM agency_shift_subtree(NEW.id, new_up, 1);
    END IF;
  END IF;
  IF (NEW.type IN (1, 2, 41, 42)) IS DISTINCT FROM (OLD.type IN (1, 2, 41, 42)) THEN
    UPDATE agency_team SET is_agent = NEW.type IN (1, 2, 41, 42) WHERE member_id = NEW.id;
    UPDATE agency_team_days d SET agents = d.agents + CASE WHEN NEW.type IN (1, 2, 41, 42) THEN 1 ELSE -1 END
    FROM agency_team t
    WHERE t.member_id = NEW.id AND t.depth > 0 AND d.ancestor_id = t.ancestor_id
      AND d.day = (t.joined_at AT TIME ZONE 'UTC')::date AND d.slot = NEW.id % 16;
  END IF;
  RETURN NULL;
END $$;

-- What existed before this file: member days from bet_records, team days from them and from agency_team.
INSERT INTO agency_member_days (member_id, day, rounds, stake, payout)
SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date, count(*), sum(stake), sum(payout)
FROM bet_records WHERE status = 'SETTLED' AND NOT fun GROUP BY 1, 2;

INSERT INTO agency_team_days (ancestor_id, day, slot, rounds, stake, payout, active, joined, agents)
SELECT ancestor_id, day, slot, sum(rounds), sum(stake), sum(payout), sum(active), sum(joined), sum(agents) FROM (
  SELECT l.ancestor_id, md.day, (md.member_id % 16)::smallint AS slot, md.rounds, md.stake, md.payout,
    (md.rounds > 0)::int AS active, 0 AS joined, 0 AS agents
  FROM agency_member_days md JOIN agency_team l ON l.member_id = md.member_id
  UNION ALL
  SELECT ancestor_id, (joined_at AT TIME ZONE 'UTC')::date, (member_id % 16)::smallint, 0, 0, 0, 0, 1, is_agent::int
  FROM agency_team WHERE depth > 0
) x GROUP BY 1, 2, 3;
