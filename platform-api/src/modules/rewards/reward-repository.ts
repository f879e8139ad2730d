import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';
import type { RewardSource } from 'shared-contracts/engagement';

export interface RewardRow {
  id: number;
  merchantId: number;
  memberId: number;
  source: RewardSource;
  sourceKey: string;
  title: string;
  amount: number;
  turnoverMultiple: number;
  status: 'PENDING' | 'CLAIMED';
  createdAt: Date;
  expiresAt: Date | null;
  claimedAt: Date | null;
}

export interface NewReward {
  merchantId: number;
  memberId: number;
  source: RewardSource;
  sourceKey: string;
  title: string;
  amount: number;
  turnoverMultiple: number;
  expiresAt?: Date | null;
}

const COLUMNS = `id, merchant_id AS "merchantId", member_id AS "memberId", source, source_key AS "sourceKey", title,
  amount, turnover_multiple AS "turnoverMultiple", status, created_at AS "createdAt", expires_at AS "expiresAt",
  claimed_at AS "claimedAt"`;

const toRow = (r: Record<string, unknown>): RewardRow => ({
  ...(r as unknown as RewardRow),
  amount: toMinor(r.amount),
  turnoverMultiple: Number(r.turnoverMultiple),
  createdAt: new Date(r.createdAt as string),
  expiresAt: r.expiresAt ? new Date(r.expiresAt as string) : null,
  claimedAt: r.claimedAt ? new Date(r.claimedAt as string) : null,
});

/** `status` as the member sees it: a PENDING reward past its deadline is EXPIRED (nothing rewrites the row). */
export type RewardFilter = 'PENDING' | 'CLAIMED' | 'EXPIRED' | undefined;
const FILTER_SQL: Record<NonNullable<RewardFilter>, string> = {
  PENDING: `status = 'PENDING' AND (expires_at IS NULL OR expires_at > $2)`,
  // Every filter names $2 (the time), so the parameter always has a type.
  CLAIMED: `status = 'CLAIMED' AND $2::timestamptz IS NOT NULL`,
  EXPIRED: `status = 'PENDING' AND expires_at <= $2`,
};

/** rewards: granted once per (member, source, key); claimed under a row lock. */
export function createRewardRepository(db: Db) {
  return {
    /** Inserts the reward unless the (member, source, key) exists; the existing id either way. */
    async grant(r: NewReward, tx: Db = db): Promise<{ id: number; created: boolean }> {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO rewards (merchant_id, member_id, source, source_key, title, amount, turnover_multiple, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (member_id, source, source_key) DO NOTHING RETURNING id`,
        [r.merchantId, r.memberId, r.source, r.sourceKey, r.title, r.amount, r.turnoverMultiple, r.expiresAt ?? null],
      );
      if (inserted.rows[0]) return { id: inserted.rows[0].id, created: true };
      const prior = await tx.query<{ id: number }>(
        'SELECT id FROM rewards WHERE member_id = $1 AND source = $2 AND source_key = $3',
        [r.memberId, r.source, r.sourceKey],
      );
      return { id: prior.rows[0]!.id, created: false };
    },

    async page(memberId: number, filter: RewardFilter, now: Date, page: { limit: number; offset: number }) {
      // The unfiltered list names $2 too.
      const where = `member_id = $1 AND ${filter ? FILTER_SQL[filter] : '$2::timestamptz IS NOT NULL'}`;
      const params = [memberId, now];
      const [rows, count] = await Promise.all([
        db.query(`SELECT ${COLUMNS} FROM rewards WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`, [
          ...params,
          page.limit,
          page.offset,
        ]),
        db.query<{ n: unknown }>(`SELECT count(*) AS n FROM rewards WHERE ${where}`, params),
      ]);
      return { rows: rows.rows.map(toRow), total: Number(count.rows[0]!.n) };
    },

    async pendingCount(memberId: number, now: Date): Promise<number> {
      const r = await db.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM rewards WHERE member_id = $1 AND ${FILTER_SQL.PENDING}`,
        [memberId, now],
      );
      return Number(r.rows[0]!.n);
    },

    /** The member's reward, locked for the claim (null when unknown or another member's). */
    async lock(tx: Db, memberId: number, id: number): Promise<RewardRow | null> {
      const r = await tx.query(`SELECT ${COLUMNS} FROM rewards WHERE id = $1 AND member_id = $2 FOR UPDATE`, [
        id,
        memberId,
      ]);
      return r.rows[0] ? toRow(r.rows[0]) : null;
    },

    async markClaimed(tx: Db, id: number, at: Date): Promise<RewardRow> {
      const r = await tx.query(
        `UPDATE rewards SET status = 'CLAIMED', claimed_at = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, at],
      );
      return toRow(r.rows[0]!);
    },

    /** The states of the member's rewards of `source` by key (a granting module shows ISSUED or CLAIMED). */
    async byKeys(memberId: number, source: RewardSource, keys: readonly string[]) {
      if (keys.length === 0) return [];
      const r = await db.query(
        `SELECT ${COLUMNS} FROM rewards WHERE member_id = $1 AND source = $2 AND source_key = ANY($3)`,
        [memberId, source, keys],
      );
      return r.rows.map(toRow);
    },
  };
}

export type RewardRepository = ReturnType<typeof createRewardRepository>;
