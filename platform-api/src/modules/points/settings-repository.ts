import type { PointsSettings } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';

/** The earning job's place in a merchant's settled bets (see points_earn_cursors). */
export interface EarnCursor {
  /** settled_at as the database wrote it (text, microseconds kept). */
  at: string;
  id: number;
}

/** points_settings and points_earn_cursors: a merchant's rules and where its earning stands. */
export function createSettingsRepository(db: Db) {
  return {
    async get(merchantId: number, tx: Db = db): Promise<PointsSettings | null> {
      const { rows } = await tx.query<{ earnStake: unknown; pointValue: unknown; minConvert: unknown }>(
        `SELECT earn_stake AS "earnStake", point_value AS "pointValue", min_convert AS "minConvert"
         FROM points_settings WHERE merchant_id = $1`,
        [merchantId],
      );
      const r = rows[0];
      return r
        ? { earnStake: Number(r.earnStake), pointValue: Number(r.pointValue), minConvert: Number(r.minConvert) }
        : null;
    },

    /** Writes the rules; the first time also starts the earning cursor at `from` (no earning backwards). */
    async set(merchantId: number, s: PointsSettings, from: Date, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO points_settings (merchant_id, earn_stake, point_value, min_convert) VALUES ($1, $2, $3, $4)
         ON CONFLICT (merchant_id) DO UPDATE SET earn_stake = $2, point_value = $3, min_convert = $4, updated_at = now()`,
        [merchantId, s.earnStake, s.pointValue, s.minConvert],
      );
      await tx.query(
        `INSERT INTO points_earn_cursors (merchant_id, settled_at) VALUES ($1, $2) ON CONFLICT (merchant_id) DO NOTHING`,
        [merchantId, from],
      );
    },

    /** The merchants whose points have settings (the earning job's pass). */
    async merchantIds(tx: Db = db): Promise<number[]> {
      const { rows } = await tx.query<{ id: number }>('SELECT merchant_id AS id FROM points_settings ORDER BY 1');
      return rows.map((r) => r.id);
    },

    /** Locks the merchant's cursor in `tx` — null when another runner holds it (SKIP LOCKED) or there is none. */
    async lockCursor(tx: Db, merchantId: number): Promise<EarnCursor | null> {
      const { rows } = await tx.query<{ at: string; id: unknown }>(
        `SELECT settled_at::text AS at, bet_id AS id FROM points_earn_cursors WHERE merchant_id = $1
         FOR UPDATE SKIP LOCKED`,
        [merchantId],
      );
      return rows[0] ? { at: rows[0].at, id: Number(rows[0].id) } : null;
    },

    /** The merchant's cursor without a lock (a look before the transaction), or null. */
    async cursor(merchantId: number, tx: Db = db): Promise<EarnCursor | null> {
      const { rows } = await tx.query<{ at: string; id: unknown }>(
        'SELECT settled_at::text AS at, bet_id AS id FROM points_earn_cursors WHERE merchant_id = $1',
        [merchantId],
      );
      return rows[0] ? { at: rows[0].at, id: Number(rows[0].id) } : null;
    },

    /** Moves the merchant's cursor forward, never back (in the transaction that holds its lock). */
    async moveCursor(tx: Db, merchantId: number, to: { at: string | Date; id: number }): Promise<void> {
      await tx.query(
        `UPDATE points_earn_cursors SET settled_at = $2::timestamptz, bet_id = $3, updated_at = now()
         WHERE merchant_id = $1 AND (settled_at, bet_id) < ($2::timestamptz, $3::bigint)`,
        [merchantId, to.at, to.id],
      );
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
