import type { ContractType, SettlementStatus } from 'shared-contracts/agency';
import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';

/** One (contract, period) as settled. */
export interface NewSettlement {
  merchantId: number;
  contractId: number;
  type: ContractType;
  memberId: number;
  uplineId: number | null;
  periodStart: Date;
  periodEnd: Date;
  base: number;
  activeMembers: number;
  rate: number;
  amount: number;
  status: SettlementStatus;
  ledgerTransactionId: number | null;
}

export interface SettlementRow extends NewSettlement {
  id: number;
  settledAt: Date;
}

export interface SettlementQuery {
  memberId: number;
  side: 'received' | 'paid';
  type: ContractType | null;
  from: Date;
  to: Date;
}

const COLUMNS = `id, merchant_id AS "merchantId", contract_id AS "contractId", type, member_id AS "memberId",
  upline_id AS "uplineId", period_start AS "periodStart", period_end AS "periodEnd", base,
  active_members AS "activeMembers", rate, amount, status, ledger_transaction_id AS "ledgerTransactionId",
  settled_at AS "settledAt"`;

const row = (r: Record<string, unknown>): SettlementRow => ({
  ...(r as unknown as SettlementRow),
  id: toMinor(r.id),
  base: toMinor(r.base),
  amount: toMinor(r.amount),
  ledgerTransactionId: r.ledgerTransactionId === null ? null : toMinor(r.ledgerTransactionId),
  periodStart: new Date(r.periodStart as string),
  periodEnd: new Date(r.periodEnd as string),
  settledAt: new Date(r.settledAt as string),
});

// Received: the member was paid; paid: the member paid its downlines. By the period's end in [$3, $4).
const scopeOf = (
  q: SettlementQuery,
) => `agency_settlements WHERE ${q.side === 'received' ? 'member_id' : 'upline_id'} = $1
  AND ($2::text IS NULL OR type = $2::text) AND period_end > $3 AND period_end <= $4`;

/** The console's settlement filter. */
export interface MerchantSettlementQuery {
  merchantId: number;
  type: ContractType | null;
  status: SettlementStatus | null;
  memberId: number | null;
  from: Date | null;
  to: Date | null;
}

/** agency_settlements: one row per (contract, period), unique; UNPAID rows wait for the payer's money. */
export function createSettlementRepository(db: Db) {
  return {
    /** Inserts the rows; a (contract, period) already there is skipped (another process settled it). */
    async insert(rows: readonly NewSettlement[], tx: Db = db): Promise<number> {
      if (!rows.length) return 0;
      const col = <K extends keyof NewSettlement>(k: K) => rows.map((r) => r[k]);
      const { rows: done } = await tx.query(
        `INSERT INTO agency_settlements (merchant_id, contract_id, type, member_id, upline_id, period_start, period_end,
           base, active_members, rate, amount, status, ledger_transaction_id)
         SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::timestamptz[],
           $7::timestamptz[], $8::bigint[], $9::int[], $10::int[], $11::bigint[], $12::text[], $13::bigint[])
         ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id`,
        [
          col('merchantId'),
          col('contractId'),
          col('type'),
          col('memberId'),
          col('uplineId'),
          col('periodStart'),
          col('periodEnd'),
          col('base'),
          col('activeMembers'),
          col('rate'),
          col('amount'),
          col('status'),
          col('ledgerTransactionId'),
        ],
      );
      return done.length;
    },

    /** UNPAID rows of the type (of one merchant when given), oldest first, locked for the caller (SKIP LOCKED). */
    async unpaid(type: ContractType, limit: number, tx: Db = db, merchantId: number | null = null) {
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM agency_settlements WHERE type = $1 AND status = 'UNPAID'
           AND ($3::int IS NULL OR merchant_id = $3::int) ORDER BY id
         LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [type, limit, merchantId],
      );
      return rows.map(row);
    },

    /**
     * A page of the merchant's settlements (the console), newest period first: of a type and status, of `memberId` on
     * either side, by period end in (from, to] when given; the match count and the merchant's UNPAID count and sum.
     */
    async merchantPage(q: MerchantSettlementQuery, page: { limit: number; offset: number }, tx: Db = db) {
      const where = `merchant_id = $1 AND ($2::text IS NULL OR type = $2::text) AND ($3::text IS NULL OR status = $3::text)
        AND ($4::int IS NULL OR member_id = $4::int OR upline_id = $4::int)
        AND ($5::timestamptz IS NULL OR period_end > $5) AND ($6::timestamptz IS NULL OR period_end <= $6)`;
      const params = [q.merchantId, q.type, q.status, q.memberId, q.from, q.to];
      const rows = await tx.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM agency_settlements WHERE ${where} ORDER BY period_end DESC, id DESC LIMIT $7 OFFSET $8`,
        [...params, page.limit, page.offset],
      );
      const sums = await tx.query<{ n: number; unpaid: number; owed: unknown }>(
        `SELECT (SELECT count(*) FROM agency_settlements WHERE ${where})::int AS n,
           count(*)::int AS unpaid, coalesce(sum(amount), 0)::bigint AS owed
         FROM agency_settlements WHERE merchant_id = $1 AND status = 'UNPAID'`,
        params,
      );
      const s = sums.rows[0]!;
      return { list: rows.rows.map(row), total: s.n, unpaid: s.unpaid, unpaidAmount: toMinor(s.owed) };
    },

    /** How many UNPAID rows the merchant has. */
    async unpaidCount(merchantId: number, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM agency_settlements WHERE merchant_id = $1 AND status = 'UNPAID'`,
        [merchantId],
      );
      return rows[0]?.n ?? 0;
    },

    async markPaid(id: number, ledgerTransactionId: number, tx: Db = db): Promise<void> {
      await tx.query(`UPDATE agency_settlements SET status = 'PAID', ledger_transaction_id = $2 WHERE id = $1`, [
        id,
        ledgerTransactionId,
      ]);
    },

    /** A page of the member's settlements, newest period first, and the PAID total of all that match. */
    async page(q: SettlementQuery, page: { limit: number; offset: number }, tx: Db = db) {
      const params = [q.memberId, q.type, q.from, q.to];
      const rows = await tx.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM ${scopeOf(q)} ORDER BY period_end DESC, id DESC LIMIT $5 OFFSET $6`,
        [...params, page.limit, page.offset],
      );
      const sums = await tx.query<{ n: number; amount: unknown }>(
        `SELECT count(*)::int AS n, coalesce(sum(amount) FILTER (WHERE status = 'PAID'), 0)::bigint AS amount
         FROM ${scopeOf(q)}`,
        params,
      );
      return { list: rows.rows.map(row), total: sums.rows[0]!.n, amount: toMinor(sums.rows[0]!.amount) };
    },

    /** PAID amounts per type that the member received and paid, by period end in (from, to]. */
    async income(memberId: number, from: Date, to: Date, tx: Db = db) {
      const { rows } = await tx.query<{ type: ContractType; received: unknown; paid: unknown }>(
        `SELECT type, coalesce(sum(amount) FILTER (WHERE member_id = $1), 0)::bigint AS received,
           coalesce(sum(amount) FILTER (WHERE upline_id = $1), 0)::bigint AS paid
         FROM agency_settlements WHERE (member_id = $1 OR upline_id = $1) AND status = 'PAID'
           AND period_end > $2 AND period_end <= $3 GROUP BY type`,
        [memberId, from, to],
      );
      return rows.map((r) => ({ type: r.type, received: toMinor(r.received), paid: toMinor(r.paid) }));
    },
  };
}
