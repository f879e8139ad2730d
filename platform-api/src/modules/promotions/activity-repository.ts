import type { PromotionAudience, PromotionKind } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';

export interface ActivityRow {
  id: number;
  merchantId: number;
  kind: PromotionKind;
  title: string;
  bannerUrl: string;
  rules: string;
  audience: PromotionAudience;
  startsAt: Date;
  endsAt: Date;
  rewardAmount: number;
  turnoverMultiple: number;
  /** RAFFLE: winners per draw, the secret seed and its commitment; null for APPLY. */
  winners: number | null;
  drawSeed: string | null;
  drawCommitment: string | null;
  enabled: boolean;
  sort: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What the operator writes (rules already sanitised). */
export interface ActivityFields {
  title: string;
  bannerUrl: string;
  rules: string;
  audience: PromotionAudience;
  startsAt: Date;
  endsAt: Date;
  rewardAmount: number;
  turnoverMultiple: number;
  winners: number | null;
  enabled: boolean;
  sort: number;
}

export interface NewActivity extends ActivityFields {
  merchantId: number;
  kind: PromotionKind;
  drawSeed: string | null;
  drawCommitment: string | null;
}

const COLUMNS = `id, merchant_id AS "merchantId", kind, title, banner_url AS "bannerUrl", rules, audience,
  starts_at AS "startsAt", ends_at AS "endsAt", reward_amount AS "rewardAmount",
  turnover_multiple AS "turnoverMultiple", winners, draw_seed AS "drawSeed", draw_commitment AS "drawCommitment",
  enabled, sort, created_at AS "createdAt", updated_at AS "updatedAt"`;

const toRow = (r: Record<string, unknown>): ActivityRow => ({
  ...(r as unknown as ActivityRow),
  startsAt: new Date(r.startsAt as string),
  endsAt: new Date(r.endsAt as string),
  rewardAmount: toMinor(r.rewardAmount),
  turnoverMultiple: Number(r.turnoverMultiple),
  winners: r.winners === null ? null : Number(r.winners),
  sort: Number(r.sort),
  createdAt: new Date(r.createdAt as string),
  updatedAt: new Date(r.updatedAt as string),
});

/** promotion_activities: the merchant's activities (the operator's), and which raffles are due a draw. */
export function createActivityRepository(db: Db) {
  return {
    async insert(a: NewActivity, tx: Db = db): Promise<ActivityRow> {
      const { rows } = await tx.query(
        `INSERT INTO promotion_activities (merchant_id, kind, title, banner_url, rules, audience, starts_at, ends_at,
           reward_amount, turnover_multiple, winners, draw_seed, draw_commitment, enabled, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING ${COLUMNS}`,
        [
          a.merchantId,
          a.kind,
          a.title,
          a.bannerUrl,
          a.rules,
          a.audience,
          a.startsAt,
          a.endsAt,
          a.rewardAmount,
          a.turnoverMultiple,
          a.winners,
          a.drawSeed,
          a.drawCommitment,
          a.enabled,
          a.sort,
        ],
      );
      return toRow(rows[0]!);
    },

    /** Replaces the operator's fields of one of the merchant's activities; null when there is none. */
    async update(
      merchantId: number,
      id: number,
      a: ActivityFields,
      at: Date,
      tx: Db = db,
    ): Promise<ActivityRow | null> {
      const { rows } = await tx.query(
        `UPDATE promotion_activities SET title = $3, banner_url = $4, rules = $5, audience = $6, starts_at = $7,
           ends_at = $8, reward_amount = $9, turnover_multiple = $10, winners = $11, enabled = $12, sort = $13,
           updated_at = $14
         WHERE merchant_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [
          merchantId,
          id,
          a.title,
          a.bannerUrl,
          a.rules,
          a.audience,
          a.startsAt,
          a.endsAt,
          a.rewardAmount,
          a.turnoverMultiple,
          a.winners,
          a.enabled,
          a.sort,
          at,
        ],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async find(merchantId: number, id: number, tx: Db = db): Promise<ActivityRow | null> {
      const { rows } = await tx.query(
        `SELECT ${COLUMNS} FROM promotion_activities WHERE merchant_id = $1 AND id = $2`,
        [merchantId, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** The activity under a share lock (a join waits for a running draw, and a draw for running joins). */
    async lockShared(tx: Db, merchantId: number, id: number): Promise<ActivityRow | null> {
      const { rows } = await tx.query(
        `SELECT ${COLUMNS} FROM promotion_activities WHERE merchant_id = $1 AND id = $2 FOR SHARE`,
        [merchantId, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** Enabled activities ending after `closedSince` (running, coming and recently closed), for the members' page. */
    async listed(merchantId: number, closedSince: Date, tx: Db = db): Promise<ActivityRow[]> {
      const { rows } = await tx.query(
        `SELECT ${COLUMNS} FROM promotion_activities WHERE merchant_id = $1 AND enabled AND ends_at > $2
         ORDER BY sort, starts_at DESC, id DESC`,
        [merchantId, closedSince],
      );
      return rows.map(toRow);
    },

    /** Every activity of the merchant, newest first (the operator's list). */
    async all(merchantId: number, tx: Db = db): Promise<ActivityRow[]> {
      const { rows } = await tx.query(
        `SELECT ${COLUMNS} FROM promotion_activities WHERE merchant_id = $1 ORDER BY id DESC`,
        [merchantId],
      );
      return rows.map(toRow);
    },

    /** Enabled RAFFLE activities (any merchant) that ended by `at` and have no draw yet, oldest end first. */
    async dueRaffles(at: Date, limit: number, tx: Db = db): Promise<number[]> {
      const { rows } = await tx.query<{ id: number }>(
        `SELECT a.id FROM promotion_activities a
         WHERE a.kind = 'RAFFLE' AND a.enabled AND a.ends_at <= $1
           AND NOT EXISTS (SELECT 1 FROM promotion_raffle_draws d WHERE d.activity_id = a.id)
         ORDER BY a.ends_at, a.id LIMIT $2`,
        [at, limit],
      );
      return rows.map((r) => r.id);
    },

    /**
     * A raffle due a draw, locked for it; null when another process holds it (SKIP LOCKED) or it is not due
     * (not a raffle, switched off, not ended by `at`).
     */
    async lockForDraw(tx: Db, id: number, at: Date): Promise<ActivityRow | null> {
      const { rows } = await tx.query(
        `SELECT ${COLUMNS} FROM promotion_activities
         WHERE id = $1 AND kind = 'RAFFLE' AND enabled AND ends_at <= $2 FOR UPDATE SKIP LOCKED`,
        [id, at],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
