import type { missionsApi } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';

type MissionPeriod = missionsApi.MissionPeriod;
type MissionKind = missionsApi.MissionKind;

/** A mission as stored. */
export interface MissionRow {
  id: number;
  merchantId: number;
  period: MissionPeriod;
  kind: MissionKind;
  title: string;
  target: number;
  reward: number;
  turnoverMultiple: number;
  active: boolean;
  sort: number;
}

/** A (member, mission, period) completed. */
export interface CompletionRow {
  id: number;
  missionId: number;
  memberId: number;
  periodStart: Date;
  completedAt: Date;
}

/** One row of the rank list, before the account is named. */
export interface RankRow {
  memberId: number;
  rank: number;
  completed: number;
  lastAt: Date;
}

const COLUMNS = `id, merchant_id AS "merchantId", period, kind, title, target::text AS target, reward::text AS reward,
  turnover_multiple::text AS "turnoverMultiple", active, sort`;

type Raw = Omit<MissionRow, 'target' | 'reward' | 'turnoverMultiple'> & {
  target: string;
  reward: string;
  turnoverMultiple: string;
};
const toMission = (r: Raw): MissionRow => ({
  ...r,
  target: Number(r.target),
  reward: Number(r.reward),
  turnoverMultiple: Number(r.turnoverMultiple),
});

export type MissionFields = Pick<MissionRow, 'period' | 'kind' | 'title' | 'target' | 'reward' | 'turnoverMultiple'> & {
  active: boolean;
  sort: number;
};

/** missions, mission_completions and mission_runs: the only SQL on the missions module's tables. */
export function createMissionRepository(db: Db) {
  return {
    /** The merchant's missions (only the active ones when `activeOnly`), in display order. */
    async list(merchantId: number, activeOnly: boolean, tx: Db = db): Promise<MissionRow[]> {
      const { rows } = await tx.query<Raw>(
        `SELECT ${COLUMNS} FROM missions WHERE merchant_id = $1 AND (active OR NOT $2) ORDER BY period, sort, id`,
        [merchantId, activeOnly],
      );
      return rows.map(toMission);
    },

    async find(merchantId: number, id: number, tx: Db = db): Promise<MissionRow | null> {
      const { rows } = await tx.query<Raw>(`SELECT ${COLUMNS} FROM missions WHERE merchant_id = $1 AND id = $2`, [
        merchantId,
        id,
      ]);
      return rows[0] ? toMission(rows[0]) : null;
    },

    async insert(merchantId: number, m: MissionFields, tx: Db = db): Promise<MissionRow> {
      const { rows } = await tx.query<Raw>(
        `INSERT INTO missions (merchant_id, period, kind, title, target, reward, turnover_multiple, active, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [merchantId, m.period, m.kind, m.title, m.target, m.reward, m.turnoverMultiple, m.active, m.sort],
      );
      return toMission(rows[0]!);
    },

    async update(merchantId: number, id: number, m: MissionFields, tx: Db = db): Promise<MissionRow | null> {
      const { rows } = await tx.query<Raw>(
        `UPDATE missions SET title = $3, target = $4, reward = $5, turnover_multiple = $6, active = $7, sort = $8,
           updated_at = now()
         WHERE merchant_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [merchantId, id, m.title, m.target, m.reward, m.turnoverMultiple, m.active, m.sort],
      );
      return rows[0] ? toMission(rows[0]) : null;
    },

    /** The merchants with an active mission (the job's list). */
    async activeMerchants(tx: Db = db): Promise<number[]> {
      const { rows } = await tx.query<{ id: number }>(
        'SELECT DISTINCT merchant_id AS id FROM missions WHERE active ORDER BY merchant_id',
      );
      return rows.map((r) => r.id);
    },

    /**
     * Locks the merchant's granting cursor for this run (`FOR UPDATE SKIP LOCKED`), creating it at `initial`
     * when missing; null while another run holds it. In the run's transaction.
     */
    async lockCursor(merchantId: number, initial: Date, tx: Db): Promise<Date | null> {
      await tx.query(
        'INSERT INTO mission_runs (merchant_id, last_run_at) VALUES ($1, $2) ON CONFLICT (merchant_id) DO NOTHING',
        [merchantId, initial],
      );
      const { rows } = await tx.query<{ at: Date }>(
        'SELECT last_run_at AS at FROM mission_runs WHERE merchant_id = $1 FOR UPDATE SKIP LOCKED',
        [merchantId],
      );
      return rows[0] ? new Date(rows[0].at) : null;
    },

    async moveCursor(merchantId: number, to: Date, tx: Db): Promise<void> {
      await tx.query('UPDATE mission_runs SET last_run_at = $2 WHERE merchant_id = $1', [merchantId, to]);
    },

    /** The completions of these members for missions of the periods starting at `periodStart`. */
    async completions(
      memberIds: readonly number[],
      periodStarts: readonly Date[],
      tx: Db = db,
    ): Promise<CompletionRow[]> {
      if (memberIds.length === 0) return [];
      const { rows } = await tx.query<CompletionRow>(
        `SELECT id::int AS id, mission_id AS "missionId", member_id AS "memberId", period_start AS "periodStart",
           completed_at AS "completedAt"
         FROM mission_completions WHERE member_id = ANY($1::int[]) AND period_start = ANY($2::timestamptz[])`,
        [memberIds, periodStarts],
      );
      return rows.map((r) => ({ ...r, periodStart: new Date(r.periodStart), completedAt: new Date(r.completedAt) }));
    },

    /**
     * Records (member, mission, period) as completed; the id, or null when it already was (the unique key:
     * a concurrent transaction's insert waits for the first and then does nothing).
     */
    async complete(
      c: {
        merchantId: number;
        missionId: number;
        memberId: number;
        period: MissionPeriod;
        periodStart: Date;
        at: Date;
      },
      tx: Db,
    ): Promise<number | null> {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO mission_completions (merchant_id, mission_id, member_id, period, period_start, completed_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (mission_id, member_id, period_start) DO NOTHING RETURNING id`,
        [c.merchantId, c.missionId, c.memberId, c.period, c.periodStart, c.at],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    async setReward(completionId: number, rewardId: number, tx: Db): Promise<void> {
      await tx.query('UPDATE mission_completions SET reward_id = $2 WHERE id = $1', [completionId, rewardId]);
    },

    /** How many of the member's completions fall in periods starting at these times. */
    async countFor(memberId: number, periodStarts: readonly Date[], missionIds: readonly number[]): Promise<number> {
      const { rows } = await db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM mission_completions
         WHERE member_id = $1 AND period_start = ANY($2::timestamptz[]) AND mission_id = ANY($3::int[])`,
        [memberId, periodStarts, missionIds],
      );
      return Number(rows[0]?.n ?? 0);
    },

    /**
     * The rank list of completions with period_start in [from, to) (of `period` only when given): members by
     * completions (most first), then by their last completion (earliest first); the first `limit` and `memberId`'s.
     */
    async ranks(
      merchantId: number,
      from: Date,
      to: Date,
      period: MissionPeriod | null,
      limit: number,
      memberId: number,
    ): Promise<RankRow[]> {
      const { rows } = await db.query<{ memberId: number; rank: string; completed: string; lastAt: Date }>(
        `WITH c AS (
           SELECT member_id, count(*) AS completed, max(completed_at) AS last_at FROM mission_completions
           WHERE merchant_id = $1 AND period_start >= $2 AND period_start < $3 AND ($4::text IS NULL OR period = $4)
           GROUP BY member_id),
         r AS (SELECT member_id, completed, last_at,
           row_number() OVER (ORDER BY completed DESC, last_at, member_id) AS rank FROM c)
         SELECT member_id AS "memberId", rank::text AS rank, completed::text AS completed, last_at AS "lastAt"
         FROM r WHERE r.rank <= $5 OR r.member_id = $6 ORDER BY r.rank`,
        [merchantId, from, to, period, limit, memberId],
      );
      return rows.map((r) => ({
        memberId: r.memberId,
        rank: Number(r.rank),
        completed: Number(r.completed),
        lastAt: new Date(r.lastAt),
      }));
    },

    /** Completions per mission (the operator's list). */
    async completionCounts(merchantId: number): Promise<Map<number, number>> {
      const { rows } = await db.query<{ id: number; n: string }>(
        'SELECT mission_id AS id, count(*)::text AS n FROM mission_completions WHERE merchant_id = $1 GROUP BY mission_id',
        [merchantId],
      );
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },
  };
}
export type MissionRepository = ReturnType<typeof createMissionRepository>;
