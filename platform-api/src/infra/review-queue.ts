import type { Db } from './db';

/**
 * What the money desk asks each module's review queue (deposits, withdrawals, promotion applications …): the
 * waiting items of some merchants, filtered and sorted the one way every source sorts, at most `limit` of them,
 * and how many match. The desk merges the sources' pages in code (no query spans two modules' tables).
 */
export interface QueueQuery {
  /** The merchants in scope; null: every merchant (the platform's owner). */
  merchantIds: readonly number[] | null;
  /** Only these items (the desk checks that a claimed item waits). */
  ids?: readonly number[];
  /** Minor units; an item without an amount never matches an amount filter. */
  minAmount?: number;
  maxAmount?: number;
  /** Only items created at or before this time (`olderThanMinutes`). */
  createdBefore?: Date;
  sort: 'age' | 'amount';
  order: 'asc' | 'desc';
  limit: number;
}

/** One waiting item as its module reports it. */
export interface QueueItem {
  id: number;
  merchantId: number;
  memberId: number;
  /** Minor units (points for a redemption), null when the item has none. */
  amount: number | null;
  currency: string | null;
  /** A deposit's or withdrawal's fee (minor units), fixed when it was made; absent where none applies. */
  fee?: number | null;
  createdAt: Date;
  /** A withdrawal's review label (HELD, ESCALATED). */
  review?: string | null;
  /** The operator who gave the first of two approvals. */
  firstApprovedBy?: string | null;
}

export interface QueuePage {
  total: number;
  items: QueueItem[];
}

/** A cheap summary of one merchant's queue (the desk's live events compare them): how many wait, the newest id. */
export interface QueueMark {
  merchantId: number;
  count: number;
  maxId: number;
}

/**
 * Runs a review queue's page and count over `table` (`where`: the queue's own condition with parameters $1 … $n,
 * `params`), adding the desk's scope, filters and order. `amount`/`createdAt` are the SQL expressions of the
 * item's amount (null: it has none) and waiting time; `select` gives the QueueItem columns.
 */
export async function queuePage(
  db: Db,
  o: { table: string; where: string; params: unknown[]; amount: string | null; createdAt: string; select: string },
  q: QueueQuery,
): Promise<QueuePage> {
  // Milliseconds, as the desk compares times in code when it merges the sources.
  const createdAt = `date_trunc('milliseconds', ${o.createdAt})`;
  if (o.amount === null && (q.minAmount !== undefined || q.maxAmount !== undefined)) return { total: 0, items: [] };
  const params = [...o.params];
  const at = (v: unknown) => `$${params.push(v)}`;
  const conds = [`(${o.where})`];
  if (q.merchantIds) conds.push(`merchant_id = ANY(${at(q.merchantIds)}::int[])`);
  if (q.ids) conds.push(`id = ANY(${at(q.ids)}::int[])`);
  if (q.minAmount !== undefined) conds.push(`${o.amount} >= ${at(q.minAmount)}`);
  if (q.maxAmount !== undefined) conds.push(`${o.amount} <= ${at(q.maxAmount)}`);
  if (q.createdBefore) conds.push(`${createdAt} <= ${at(q.createdBefore.toISOString())}::timestamptz`);
  const where = conds.join(' AND ');
  const dir = q.order === 'desc' ? 'DESC' : 'ASC';
  const order =
    q.sort === 'amount' && o.amount
      ? `${o.amount} ${dir}, ${createdAt} ASC, id ASC`
      : `${createdAt} ${q.sort === 'amount' ? 'ASC' : dir}, id ${q.sort === 'amount' ? 'ASC' : dir}`;
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${o.table} WHERE ${where}`, params);
  const total = count.rows[0]?.n ?? 0;
  if (total === 0 || q.limit === 0) return { total, items: [] };
  const { rows } = await db.query<QueueItem>(
    `SELECT ${o.select}, ${createdAt} AS "createdAt" FROM ${o.table} WHERE ${where} ORDER BY ${order}
     LIMIT ${at(q.limit)}`,
    params,
  );
  const items = rows.map((r) => ({
    ...r,
    amount: r.amount === null || r.amount === undefined ? null : Number(r.amount),
    ...(r.fee === null || r.fee === undefined ? {} : { fee: Number(r.fee) }),
    createdAt: new Date(r.createdAt),
  }));
  return { total, items };
}

/** Per merchant: how many items of the queue wait and the newest id (`where` as in queuePage). */
export async function queueMarks(db: Db, o: { table: string; where: string; params: unknown[] }): Promise<QueueMark[]> {
  const { rows } = await db.query<QueueMark>(
    `SELECT merchant_id AS "merchantId", count(*)::int AS count, max(id)::int AS "maxId" FROM ${o.table}
     WHERE ${o.where} GROUP BY merchant_id`,
    o.params,
  );
  return rows;
}
