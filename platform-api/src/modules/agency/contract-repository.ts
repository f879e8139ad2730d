import type { ContractPeriod, ContractStatus, ContractType, Tier } from 'shared-contracts/agency';
import type { Db } from '../../infra/db';

/** A contract row (agency_contracts). */
export interface ContractRow {
  id: number;
  merchantId: number;
  type: ContractType;
  period: ContractPeriod;
  memberId: number;
  /** null: the house pays (a top agent's contract). */
  uplineId: number | null;
  tiers: Tier[];
  maxRate: number;
  status: ContractStatus;
  terminatesConflicts: boolean;
  offeredAt: Date;
  acceptedAt: Date | null;
  endedAt: Date | null;
  nextPeriodEnd: Date | null;
}

export interface NewContract {
  merchantId: number;
  type: ContractType;
  period: ContractPeriod;
  memberId: number;
  uplineId: number | null;
  tiers: Tier[];
  maxRate: number;
  terminatesConflicts: boolean;
}

const COLUMNS = `id, merchant_id AS "merchantId", type, period, member_id AS "memberId", upline_id AS "uplineId", tiers,
  max_rate AS "maxRate", status, terminates_conflicts AS "terminatesConflicts", offered_at AS "offeredAt",
  accepted_at AS "acceptedAt", ended_at AS "endedAt", next_period_end AS "nextPeriodEnd"`;

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
const row = (r: Record<string, unknown>): ContractRow => ({
  ...(r as unknown as ContractRow),
  tiers: (typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as Tier[],
  offeredAt: new Date(r.offeredAt as string),
  acceptedAt: date(r.acceptedAt),
  endedAt: date(r.endedAt),
  nextPeriodEnd: date(r.nextPeriodEnd),
});

/** agency_contracts: offers, acceptance, termination and the settlement cursor `next_period_end`. */
export function createContractRepository(db: Db) {
  return {
    /** Inserts an OFFERED contract, withdrawing an open offer of the same type to the same member first. */
    async offer(c: NewContract, at: Date, tx: Db = db): Promise<ContractRow> {
      await tx.query(
        `UPDATE agency_contracts SET status = 'TERMINATED', ended_at = $3
         WHERE member_id = $1 AND type = $2 AND status = 'OFFERED'`,
        [c.memberId, c.type, at],
      );
      const { rows } = await tx.query<Record<string, unknown>>(
        `INSERT INTO agency_contracts (merchant_id, type, period, member_id, upline_id, tiers, max_rate,
           terminates_conflicts, offered_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) RETURNING ${COLUMNS}`,
        [
          c.merchantId,
          c.type,
          c.period,
          c.memberId,
          c.uplineId,
          JSON.stringify(c.tiers),
          c.maxRate,
          c.terminatesConflicts,
          at,
        ],
      );
      return row(rows[0]!);
    },

    /** The contract of this merchant, locked for the caller's transaction when `lock`. */
    async find(merchantId: number, id: number, tx: Db = db, lock = false): Promise<ContractRow | null> {
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM agency_contracts WHERE merchant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
        [merchantId, id],
      );
      return rows[0] ? row(rows[0]) : null;
    },

    /** The member's ACTIVE contract of the type (what its own offers are capped by), or null. */
    async active(memberId: number, type: ContractType, tx: Db = db): Promise<ContractRow | null> {
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM agency_contracts WHERE member_id = $1 AND type = $2 AND status = 'ACTIVE'`,
        [memberId, type],
      );
      return rows[0] ? row(rows[0]) : null;
    },

    /** Contracts held by (`side` member) or given by (`side` upline) the member, newest first. */
    async list(side: 'member' | 'upline', memberId: number, type: ContractType | null, tx: Db = db) {
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM agency_contracts
         WHERE ${side === 'member' ? 'member_id' : 'upline_id'} = $1 AND ($2::text IS NULL OR type = $2::text)
         ORDER BY (status IN ('OFFERED', 'ACTIVE')) DESC, offered_at DESC, id DESC LIMIT 200`,
        [memberId, type],
      );
      return rows.map(row);
    },

    /**
     * A page of the merchant's contracts (the console), open ones first then newest: of `memberId` on either side,
     * of a type and a status when given; and how many match.
     */
    async page(
      merchantId: number,
      q: { memberId: number | null; type: ContractType | null; status: ContractStatus | null },
      page: { limit: number; offset: number },
    ) {
      const where = `merchant_id = $1 AND ($2::int IS NULL OR member_id = $2::int OR upline_id = $2::int)
        AND ($3::text IS NULL OR type = $3::text) AND ($4::text IS NULL OR status = $4::text)`;
      const params = [merchantId, q.memberId, q.type, q.status];
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM agency_contracts WHERE ${where}
         ORDER BY (status IN ('OFFERED', 'ACTIVE')) DESC, offered_at DESC, id DESC LIMIT $5 OFFSET $6`,
        [...params, page.limit, page.offset],
      );
      const count = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM agency_contracts WHERE ${where}`,
        params,
      );
      return { list: rows.map(row), total: count.rows[0]?.n ?? 0 };
    },

    /** The OFFERED or ACTIVE contracts the member holds (from its upline or the house), locked for the caller. */
    async heldOpen(memberId: number, tx: Db = db): Promise<ContractRow[]> {
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM agency_contracts WHERE member_id = $1 AND status IN ('OFFERED', 'ACTIVE')
         ORDER BY id FOR UPDATE`,
        [memberId],
      );
      return rows.map(row);
    },

    /** The OFFERED or ACTIVE contracts `uplineId` gives of this type with a highest rate above `maxRate`. */
    async above(uplineId: number, type: ContractType, maxRate: number, tx: Db = db): Promise<ContractRow[]> {
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM agency_contracts
         WHERE upline_id = $1 AND type = $2 AND status IN ('OFFERED', 'ACTIVE') AND max_rate > $3 ORDER BY id`,
        [uplineId, type, maxRate],
      );
      return rows.map(row);
    },

    /** ACTIVE from `at`: settles from the period that contains `at` (its end is `nextPeriodEnd`). */
    async accept(id: number, at: Date, nextPeriodEnd: Date, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE agency_contracts SET status = 'ACTIVE', accepted_at = $2, next_period_end = $3 WHERE id = $1`,
        [id, at, nextPeriodEnd],
      );
    },

    /**
     * REJECTED or TERMINATED at `at` by `by` (null: the platform). Periods that ended by `at` still settle;
     * a later one never does (the cursor is cleared).
     */
    async end(ids: readonly number[], status: 'REJECTED' | 'TERMINATED', at: Date, by: number | null, tx: Db = db) {
      if (!ids.length) return;
      await tx.query(
        `UPDATE agency_contracts SET status = $2, ended_at = $3, ended_by = $4,
           next_period_end = CASE WHEN next_period_end > $3 THEN NULL ELSE next_period_end END
         WHERE id = ANY($1::int[])`,
        [[...ids], status, at, by],
      );
    },

    /** Contracts of the type with a period ended by `asOf` and not settled, oldest first, locked (SKIP LOCKED). */
    async due(type: ContractType, asOf: Date, limit: number, tx: Db = db): Promise<ContractRow[]> {
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM agency_contracts
         WHERE type = $1 AND next_period_end IS NOT NULL AND next_period_end <= $2
           AND (ended_at IS NULL OR next_period_end <= ended_at)
         ORDER BY next_period_end, id LIMIT $3 FOR UPDATE SKIP LOCKED`,
        [type, asOf, limit],
      );
      return rows.map(row);
    },

    /** The same selection without locks (to create ledger accounts before the settling transaction). */
    async peekDue(type: ContractType, asOf: Date, limit: number, tx: Db = db) {
      const { rows } = await tx.query<{ merchantId: number; memberId: number; uplineId: number | null }>(
        `SELECT merchant_id AS "merchantId", member_id AS "memberId", upline_id AS "uplineId" FROM agency_contracts
         WHERE type = $1 AND next_period_end IS NOT NULL AND next_period_end <= $2
           AND (ended_at IS NULL OR next_period_end <= ended_at)
         ORDER BY next_period_end, id LIMIT $3`,
        [type, asOf, limit],
      );
      return rows;
    },

    /** Moves the cursor past a settled period (cleared when the next period ends after the contract did). */
    async advance(moves: readonly { id: number; next: Date }[], tx: Db = db): Promise<void> {
      if (!moves.length) return;
      await tx.query(
        `UPDATE agency_contracts c SET next_period_end =
           CASE WHEN c.ended_at IS NOT NULL AND m.next > c.ended_at THEN NULL ELSE m.next END
         FROM unnest($1::int[], $2::timestamptz[]) AS m(id, next) WHERE c.id = m.id`,
        [moves.map((m) => m.id), moves.map((m) => m.next)],
      );
    },
  };
}
export type ContractRepository = ReturnType<typeof createContractRepository>;
