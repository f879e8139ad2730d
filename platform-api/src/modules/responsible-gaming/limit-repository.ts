import type { LimitPeriod } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { LimitRow } from './limit-rules';

interface Stored {
  period: LimitPeriod;
  amount: string | number | null;
  pendingAmount: string | number | null;
  pendingAt: Date | string | null;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** deposit_limits: each member's limit per period (and a raise or removal waiting for its time). */
export function createLimitRepository(db: Db) {
  return {
    /**
     * Serialises a member's limit changes and deposit checks (inside `tx`, till it ends), so two deposits
     * cannot both pass the check with room for one.
     */
    async lock(memberId: number, tx: Db): Promise<void> {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`responsible-gaming:${memberId}`]);
    },
    /** The member's stored limits (periods never set are absent). */
    async list(memberId: number, tx: Db = db): Promise<LimitRow[]> {
      const { rows } = await tx.query<Stored>(
        `SELECT period, amount, pending_amount AS "pendingAmount", pending_at AS "pendingAt"
         FROM deposit_limits WHERE member_id = $1`,
        [memberId],
      );
      return rows.map((r) => ({
        period: r.period,
        amount: num(r.amount),
        pendingAmount: num(r.pendingAmount),
        pendingAt: r.pendingAt === null ? null : new Date(r.pendingAt),
      }));
    },
    /** Stores one period's limit as given. */
    async save(memberId: number, row: LimitRow, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO deposit_limits (member_id, period, amount, pending_amount, pending_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (member_id, period) DO UPDATE
           SET amount = $3, pending_amount = $4, pending_at = $5, updated_at = now()`,
        [memberId, row.period, row.amount, row.pendingAmount, row.pendingAt],
      );
    },
  };
}
export type LimitRepository = ReturnType<typeof createLimitRepository>;
