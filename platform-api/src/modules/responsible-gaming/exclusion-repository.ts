import type { ExclusionPeriod } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** A self-exclusion as stored. */
export interface ExclusionRow {
  id: number;
  period: ExclusionPeriod;
  startsAt: Date;
  endsAt: Date;
}

type Stored = Omit<ExclusionRow, 'startsAt' | 'endsAt'> & { startsAt: Date | string; endsAt: Date | string };

const toRow = (r: Stored): ExclusionRow => ({ ...r, startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt) });

/** self_exclusions: append-only (a trigger refuses UPDATE and DELETE), one row per exclusion asked for. */
export function createExclusionRepository(db: Db) {
  return {
    /** The exclusion in force at `at` that ends last, or null. */
    async inForce(memberId: number, at: Date, tx: Db = db): Promise<ExclusionRow | null> {
      const { rows } = await tx.query<Stored>(
        `SELECT id, period, starts_at AS "startsAt", ends_at AS "endsAt" FROM self_exclusions
         WHERE member_id = $1 AND ends_at > $2 AND starts_at <= $2 ORDER BY ends_at DESC LIMIT 1`,
        [memberId, at],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    async insert(
      memberId: number,
      e: { period: ExclusionPeriod; startsAt: Date; endsAt: Date },
      tx: Db = db,
    ): Promise<ExclusionRow> {
      const { rows } = await tx.query<Stored>(
        `INSERT INTO self_exclusions (member_id, period, starts_at, ends_at) VALUES ($1, $2, $3, $4)
         RETURNING id, period, starts_at AS "startsAt", ends_at AS "endsAt"`,
        [memberId, e.period, e.startsAt, e.endsAt],
      );
      return toRow(rows[0]!);
    },
  };
}
export type ExclusionRepository = ReturnType<typeof createExclusionRepository>;
