import type { Db } from '../../infra/db';
import { walletError } from './errors';
import type { AccountOwner, Posted, Posting } from './ledger-types';
import { toMinor } from './money';
import { assertBalanced, postingHash } from './posting-rules';

interface Claimed {
  id: unknown;
  merchant_id: number;
  idempotency_key: string;
}

/**
 * Resolves (creating when missing, balance 0) many accounts in two statements, outside any transaction
 * (see `accountId`): the ids in the order of `owners`.
 */
export async function bulkAccountIds(db: Db, owners: readonly AccountOwner[]): Promise<number[]> {
  if (owners.length === 0) return [];
  const cols = [
    owners.map((o) => o.merchantId),
    owners.map((o) => o.kind),
    owners.map((o) => o.memberId ?? null),
    owners.map((o) => o.vendor ?? null),
    owners.map((o) => o.currency),
    owners.map((o) => o.shard ?? 0),
  ];
  const source = `unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::text[], $6::int[]) WITH ORDINALITY
    AS o(merchant_id, kind, member_id, vendor, currency, shard, ord)`;
  // Sorted inserts: two bulk creators take the unique index's entries in the same order (no deadlock).
  await db.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, member_id, vendor, currency, shard, allow_negative)
     SELECT merchant_id, kind, member_id, vendor, currency, shard, kind IN ('HOUSE', 'CLEARING') FROM ${source}
     ORDER BY merchant_id, kind, coalesce(member_id, 0), coalesce(vendor, ''), currency, shard
     ON CONFLICT DO NOTHING`,
    cols,
  );
  const { rows } = await db.query<{ id: unknown; ord: unknown }>(
    `SELECT a.id, o.ord FROM ${source} JOIN ledger_accounts a ON a.merchant_id = o.merchant_id AND a.kind = o.kind
       AND coalesce(a.member_id, 0) = coalesce(o.member_id, 0) AND coalesce(a.vendor, '') = coalesce(o.vendor, '')
       AND a.currency = o.currency AND a.shard = o.shard`,
    cols,
  );
  const ids = new Array<number>(owners.length);
  for (const r of rows) ids[toMinor(r.ord) - 1] = toMinor(r.id);
  if (rows.length !== owners.length || ids.some((id) => id === undefined))
    throw new Error('ledger accounts could not be created');
  return ids;
}

/**
 * Applies many balanced postings at once, all or nothing, in a handful of statements (a savepoint inside
 * the caller's transaction `tx`), with every guarantee of `post`: claims the keys (ON CONFLICT; a
 * concurrent claimer of a key waits for this one), a key posted before with the same request is a replay
 * (nothing moves, its stored balances answered), with another request IDEMPOTENCY_CONFLICT; locks the
 * touched accounts in id order `FOR NO KEY UPDATE`; refuses to take a non-house account below zero
 * (INSUFFICIENT_FUNDS, nothing written); moves the balances and writes each entry with the account's
 * balance after it (postings applied in the order given) and each transaction's balances. The answers
 * are in the order of `postings`.
 */
export async function postMany(postings: readonly Posting[], tx: Db): Promise<Posted[]> {
  if (postings.length === 0) return [];
  const seen = new Set<string>();
  for (const p of postings) {
    assertBalanced(p.entries);
    const k = `${p.merchantId}|${p.idempotencyKey}`;
    if (seen.has(k)) throw new Error(`postMany got the key ${p.idempotencyKey} twice`);
    seen.add(k);
  }
  const hashes = postings.map(postingHash);
  // Claims in (merchant, key) order: two bulk posters wait for each other's keys in one order.
  const order = postings.map((_, i) => i);
  order.sort((a, b) => {
    const [x, y] = [postings[a]!, postings[b]!];
    return x.merchantId - y.merchantId || (x.idempotencyKey < y.idempotencyKey ? -1 : 1);
  });
  return tx.transaction(async (t) => {
    const col = <T>(f: (p: Posting, i: number) => T) => order.map((i) => f(postings[i]!, i));
    const claimed = await t.query<Claimed>(
      `INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, request_hash, member_id, vendor, reference)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[])
       ON CONFLICT (merchant_id, idempotency_key) DO NOTHING RETURNING id, merchant_id, idempotency_key`,
      [
        col((p) => p.merchantId),
        col((p) => p.kind),
        col((p) => p.idempotencyKey),
        col((_, i) => hashes[i]!),
        col((p) => p.memberId ?? null),
        col((p) => p.vendor ?? null),
        col((p) => p.reference ?? null),
      ],
    );
    const txIds = new Map(claimed.rows.map((r) => [`${r.merchant_id}|${r.idempotency_key}`, toMinor(r.id)]));
    const out = new Array<Posted>(postings.length);
    const replays = postings.flatMap((p, i) => (txIds.has(`${p.merchantId}|${p.idempotencyKey}`) ? [] : [i]));
    if (replays.length > 0) await answerReplays(t, postings, hashes, replays, out);
    const fresh = postings.flatMap((p, i) => (txIds.has(`${p.merchantId}|${p.idempotencyKey}`) ? [i] : []));
    if (fresh.length > 0) await applyFresh(t, postings, fresh, txIds, out);
    return out;
  });
}

/** The stored answers of keys posted before: IDEMPOTENCY_CONFLICT unless each was the same request. */
async function answerReplays(t: Db, ps: readonly Posting[], hashes: string[], idx: number[], out: Posted[]) {
  const { rows } = await t.query<Claimed & { request_hash: string; balances: Record<string, number> }>(
    `SELECT l.id, l.merchant_id, l.idempotency_key, l.request_hash, l.balances
     FROM unnest($1::int[], $2::text[]) AS k(merchant_id, idempotency_key)
     JOIN ledger_transactions l ON l.merchant_id = k.merchant_id AND l.idempotency_key = k.idempotency_key`,
    [idx.map((i) => ps[i]!.merchantId), idx.map((i) => ps[i]!.idempotencyKey)],
  );
  const prior = new Map(rows.map((r) => [`${r.merchant_id}|${r.idempotency_key}`, r]));
  for (const i of idx) {
    const row = prior.get(`${ps[i]!.merchantId}|${ps[i]!.idempotencyKey}`);
    if (!row) throw new Error(`idempotency key ${ps[i]!.idempotencyKey} neither claimed nor found`);
    if (row.request_hash !== hashes[i]) throw walletError('IDEMPOTENCY_CONFLICT');
    out[i] = { transactionId: toMinor(row.id), replayed: true, balances: row.balances };
  }
}

/** Locks the accounts, checks and moves the balances and writes the entries of the newly claimed postings. */
async function applyFresh(t: Db, ps: readonly Posting[], idx: number[], txIds: Map<string, number>, out: Posted[]) {
  const accountIds = [...new Set(idx.flatMap((i) => ps[i]!.entries.map((e) => e.accountId)))].sort((a, b) => a - b);
  const { rows: accounts } = await t.query<{
    id: unknown;
    merchant_id: number;
    currency: string;
    balance: unknown;
    allow_negative: boolean;
  }>(
    `SELECT id, merchant_id, currency, balance, allow_negative FROM ledger_accounts
     WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE`,
    [accountIds],
  );
  if (accounts.length !== accountIds.length) throw new Error('ledger posting names an unknown account');
  const byId = new Map(accounts.map((a) => [toMinor(a.id), a]));
  const running = new Map(accounts.map((a) => [toMinor(a.id), toMinor(a.balance)]));
  const entry = { tx: [] as number[], account: [] as number[], amount: [] as number[], after: [] as number[] };
  const balanceRows = { tx: [] as number[], json: [] as string[] };
  for (const i of idx) {
    const p = ps[i]!;
    const transactionId = txIds.get(`${p.merchantId}|${p.idempotencyKey}`)!;
    const legs = [...p.entries].sort((a, b) => a.accountId - b.accountId);
    const touched = legs.map((e) => byId.get(e.accountId)!);
    if (new Set(touched.map((a) => a.currency)).size !== 1) throw new Error('ledger posting mixes currencies');
    if (touched.some((a) => a.merchant_id !== p.merchantId)) throw new Error('ledger posting crosses merchants');
    const balances: Record<string, number> = {};
    legs.forEach((e, k) => {
      const after = running.get(e.accountId)! + e.amount;
      if (after < 0 && !touched[k]!.allow_negative) throw walletError('INSUFFICIENT_FUNDS');
      running.set(e.accountId, after);
      balances[String(e.accountId)] = after;
      entry.tx.push(transactionId);
      entry.account.push(e.accountId);
      entry.amount.push(e.amount);
      entry.after.push(after);
    });
    balanceRows.tx.push(transactionId);
    balanceRows.json.push(JSON.stringify(balances));
    out[i] = { transactionId, replayed: false, balances };
  }
  const moved = accountIds.filter((id) => running.get(id) !== toMinor(byId.get(id)!.balance));
  await t.query(
    `UPDATE ledger_accounts a SET balance = e.balance FROM unnest($1::bigint[], $2::bigint[]) AS e(id, balance)
     WHERE a.id = e.id`,
    [moved, moved.map((id) => running.get(id)!)],
  );
  await t.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[])`,
    [entry.tx, entry.account, entry.amount, entry.after],
  );
  await t.query(
    `UPDATE ledger_transactions l SET balances = b.balances::jsonb FROM unnest($1::bigint[], $2::text[]) AS b(id, balances)
     WHERE l.id = b.id`,
    [balanceRows.tx, balanceRows.json],
  );
}
