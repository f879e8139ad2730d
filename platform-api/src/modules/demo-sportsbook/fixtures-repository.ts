import type { Db } from '../../infra/db';
import type { FixtureState, FixtureStatus } from './rules';
import type { FixtureKind } from './sports';

/** A fixture as the module reads it. */
export interface Fixture extends FixtureState {
  kind: FixtureKind;
  home: string;
  away: string;
  startsAt: Date;
  endsAt: Date;
  corrections: number;
  finishedAt: Date | null;
}

/** A fixture the schedule wants (inserted once per kind and slot). */
export interface PlannedFixture {
  kind: FixtureKind;
  slot: number;
  sport: string;
  home: string;
  away: string;
  startsAt: Date;
  endsAt: Date;
}

const COLUMNS = `id, kind, sport, home, away, status, starts_at AS "startsAt", ends_at AS "endsAt", tick,
  home_score AS "homeScore", away_score AS "awayScore", corrections, finished_at AS "finishedAt"`;

const read = (r: Fixture): Fixture => ({
  ...r,
  startsAt: new Date(r.startsAt),
  endsAt: new Date(r.endsAt),
  finishedAt: r.finishedAt ? new Date(r.finishedAt) : null,
});

/** The sportsbook's fixtures (migration 088): the vendor's, shared by every brand. */
export function createFixturesRepository(db: Db) {
  return {
    /** Inserts the planned fixtures whose (kind, slot) is new: a second process inserting the same slot does nothing. */
    async plan(fixtures: readonly PlannedFixture[], tx: Db = db): Promise<number> {
      let created = 0;
      for (const f of fixtures) {
        const { rows } = await tx.query(
          `INSERT INTO sportsbook_fixtures (kind, slot, sport, home, away, starts_at, ends_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (kind, slot) DO NOTHING RETURNING id`,
          [f.kind, f.slot, f.sport, f.home, f.away, f.startsAt, f.endsAt],
        );
        created += rows.length;
      }
      return created;
    },

    /** Fixtures that should be playing (started, not finished or voided), oldest first. */
    async due(now: Date, tx: Db = db): Promise<Fixture[]> {
      const { rows } = await tx.query<Fixture>(
        `SELECT ${COLUMNS} FROM sportsbook_fixtures WHERE status IN ('UPCOMING', 'LIVE') AND starts_at <= $1
         ORDER BY starts_at, id`,
        [now],
      );
      return rows.map(read);
    },

    /** The fixture, locked for this transaction; `skipLocked`: null when another process holds it. */
    async lock(id: number, tx: Db, skipLocked = false): Promise<Fixture | null> {
      const { rows } = await tx.query<Fixture>(
        `SELECT ${COLUMNS} FROM sportsbook_fixtures WHERE id = $1 FOR UPDATE${skipLocked ? ' SKIP LOCKED' : ''}`,
        [id],
      );
      return rows[0] ? read(rows[0]) : null;
    },

    async find(ids: readonly number[], tx: Db = db): Promise<Map<number, Fixture>> {
      const { rows } = await tx.query<Fixture>(`SELECT ${COLUMNS} FROM sportsbook_fixtures WHERE id = ANY($1::int[])`, [
        ids,
      ]);
      return new Map(rows.map((r) => [r.id, read(r)]));
    },

    /** Writes a fixture's play: status, ticks, score (and when it finished or was voided). */
    async update(
      id: number,
      s: { status: FixtureStatus; tick: number; homeScore: number; awayScore: number; corrections?: number },
      now: Date,
      tx: Db,
    ): Promise<void> {
      await tx.query(
        `UPDATE sportsbook_fixtures SET status = $2, tick = $3, home_score = $4, away_score = $5,
           corrections = COALESCE($6, corrections),
           finished_at = CASE WHEN $2 = 'FINISHED' THEN COALESCE(finished_at, $7) ELSE finished_at END,
           voided_at = CASE WHEN $2 = 'VOID' THEN $7 ELSE voided_at END
         WHERE id = $1`,
        [id, s.status, s.tick, s.homeScore, s.awayScore, s.corrections ?? null, now],
      );
    },

    /**
     * A kind's fixtures for the page: live and upcoming (soonest first), then those finished or voided in the last
     * `recentSeconds` (newest first); `kind` null: both kinds (the console).
     */
    async list(
      kind: FixtureKind | null,
      now: Date,
      recentSeconds: number,
      limit = 40,
      tx: Db = db,
    ): Promise<Fixture[]> {
      const { rows } = await tx.query<Fixture>(
        `SELECT ${COLUMNS} FROM sportsbook_fixtures
         WHERE ($1::text IS NULL OR kind = $1)
           AND (status IN ('UPCOMING', 'LIVE') OR COALESCE(finished_at, voided_at, starts_at) > $2)
         ORDER BY status IN ('UPCOMING', 'LIVE') DESC,
           CASE WHEN status IN ('UPCOMING', 'LIVE') THEN starts_at END ASC,
           COALESCE(finished_at, voided_at) DESC, id DESC
         LIMIT $3`,
        [kind, new Date(now.getTime() - recentSeconds * 1000), limit],
      );
      return rows.map(read);
    },

    /** Deletes fixtures over more than `keepDays` ago that no bet's leg names any more. Answers how many. */
    async prune(keepDays: number, tx: Db = db): Promise<number> {
      const { rows } = await tx.query(
        `DELETE FROM sportsbook_fixtures f
         WHERE f.status IN ('FINISHED', 'VOID')
           AND COALESCE(f.finished_at, f.voided_at) < now() - make_interval(days => $1)
           AND NOT EXISTS (SELECT 1 FROM sportsbook_legs l WHERE l.fixture_id = f.id)
         RETURNING f.id`,
        [keepDays],
      );
      return rows.length;
    },
  };
}
export type FixturesRepository = ReturnType<typeof createFixturesRepository>;
