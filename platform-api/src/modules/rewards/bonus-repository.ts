import type { Db } from '../../infra/db';
import type { RewardSource } from 'shared-contracts/engagement';
import { toMinor } from '../wallet';

export interface BonusRow {
  id: number;
  rewardId: number;
  memberId: number;
  source: RewardSource;
  title: string;
  amount: number;
  turnoverRequired: number;
  createdAt: Date;
  completedAt: Date | null;
}

const COLUMNS = `b.id, b.reward_id AS "rewardId", b.member_id AS "memberId", r.source, r.title, b.amount,
  b.turnover_required AS "turnoverRequired", b.created_at AS "createdAt", b.completed_at AS "completedAt"`;

const toRow = (r: Record<string, unknown>): BonusRow => ({
  ...(r as unknown as BonusRow),
  amount: toMinor(r.amount),
  turnoverRequired: toMinor(r.turnoverRequired),
  createdAt: new Date(r.createdAt as string),
  completedAt: r.completedAt ? new Date(r.completedAt as string) : null,
});

/** bonuses: one per claimed reward, with the stake it asks for since its creation. */
export function createBonusRepository(db: Db) {
  return {
    async insert(
      tx: Db,
      b: { rewardId: number; memberId: number; amount: number; turnoverRequired: number; at: Date },
    ) {
      const r = await tx.query<{ id: number }>(
        `INSERT INTO bonuses (reward_id, member_id, amount, turnover_required, created_at, completed_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [b.rewardId, b.memberId, b.amount, b.turnoverRequired, b.at, b.turnoverRequired === 0 ? b.at : null],
      );
      return r.rows[0]!.id;
    },

    async byReward(tx: Db, rewardId: number): Promise<BonusRow> {
      const r = await tx.query(
        `SELECT ${COLUMNS} FROM bonuses b JOIN rewards r ON r.id = b.reward_id WHERE b.reward_id = $1`,
        [rewardId],
      );
      return toRow(r.rows[0]!);
    },

    async page(memberId: number, page: { limit: number; offset: number }) {
      const [rows, count] = await Promise.all([
        db.query(
          `SELECT ${COLUMNS} FROM bonuses b JOIN rewards r ON r.id = b.reward_id WHERE b.member_id = $1
           ORDER BY b.created_at DESC, b.id DESC LIMIT $2 OFFSET $3`,
          [memberId, page.limit, page.offset],
        ),
        db.query<{ n: unknown }>('SELECT count(*) AS n FROM bonuses WHERE member_id = $1', [memberId]),
      ]);
      return { rows: rows.rows.map(toRow), total: Number(count.rows[0]!.n) };
    },

    /** The member's bonuses whose turnover was not yet seen reached (what a withdrawal still owes). */
    async active(memberId: number): Promise<BonusRow[]> {
      const r = await db.query(
        `SELECT ${COLUMNS} FROM bonuses b JOIN rewards r ON r.id = b.reward_id
         WHERE b.member_id = $1 AND b.completed_at IS NULL ORDER BY b.created_at, b.id`,
        [memberId],
      );
      return r.rows.map(toRow);
    },

    async markCompleted(ids: readonly number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.query('UPDATE bonuses SET completed_at = $2 WHERE id = ANY($1) AND completed_at IS NULL', [ids, at]);
    },
  };
}

export type BonusRepository = ReturnType<typeof createBonusRepository>;
