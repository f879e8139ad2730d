// The chaos run's invariants (tools/chaos.mjs), checked with SQL on the cluster's database after the load: the
// ledger's (the same ideas as test/helpers/ledger.ts and the ledger property test), each money call the clients
// made applied once, and each job period run once. Each check answers {name, ok, figures, details}.
import { VENDOR } from './fixture.mjs';

const n = (v) => Number(v ?? 0);

/** Every ledger posting sums to zero with two legs at least, and every merchant's currency sums to zero. */
export async function balancedPostings(pool) {
  const { rows } = await pool.query(
    `SELECT count(*) AS postings,
       count(*) FILTER (WHERE total <> 0 OR legs < 2) AS unbalanced
     FROM (SELECT transaction_id, sum(amount) AS total, count(*) AS legs FROM ledger_entries GROUP BY 1) t`,
  );
  const totals = await pool.query(
    `SELECT m.code, a.currency, sum(a.balance)::text AS total FROM ledger_accounts a JOIN merchants m ON m.id = a.merchant_id
     GROUP BY 1, 2 HAVING sum(a.balance) <> 0`,
  );
  const bad = n(rows[0].unbalanced) + totals.rowCount;
  return {
    name: 'every posting sums to zero',
    ok: bad === 0,
    figures: `${n(rows[0].postings)} postings, ${n(rows[0].unbalanced)} unbalanced; merchant currencies not at zero: ${totals.rowCount}`,
    details: totals.rows.map((r) => `${r.code} ${r.currency} sums to ${r.total}`),
  };
}

/** No member account below zero (only HOUSE and CLEARING may be). */
export async function noNegativeMember(pool) {
  const { rows } = await pool.query(
    `SELECT count(*) FILTER (WHERE balance < 0) AS negative, count(*) AS accounts,
       min(balance) FILTER (WHERE kind = 'MEMBER_MAIN') AS lowest
     FROM ledger_accounts WHERE kind NOT IN ('HOUSE', 'CLEARING')`,
  );
  return {
    name: 'no member balance below zero',
    ok: n(rows[0].negative) === 0,
    figures: `${n(rows[0].accounts)} member accounts, ${n(rows[0].negative)} below zero, lowest main balance ${n(rows[0].lowest)}`,
  };
}

/** Each account's balance equals the sum of its entries, and its last entry's balance_after. */
export async function balancesAreSums(pool) {
  const { rows } = await pool.query(
    `SELECT a.id, a.balance, coalesce(e.total, 0) AS total, last.balance_after
     FROM ledger_accounts a
     LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY 1) e ON e.account_id = a.id
     LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entries x WHERE x.account_id = a.id ORDER BY x.id DESC LIMIT 1)
       last ON true
     WHERE a.balance <> coalesce(e.total, 0) OR a.balance <> coalesce(last.balance_after, 0)`,
  );
  const { accounts } = (await pool.query('SELECT count(*) AS accounts FROM ledger_accounts')).rows[0];
  return {
    name: "each account's balance is the sum of its entries",
    ok: rows.length === 0,
    figures: `${n(accounts)} accounts, ${rows.length} drifted`,
    details: rows
      .slice(0, 10)
      .map((r) => `account ${r.id}: balance ${r.balance}, entries ${r.total}, last ${r.balance_after}`),
  };
}

/** Each idempotency key posted once; each vendor transaction id recorded once with at most one posting; each deposit
 * credited once (and only credited ones posted); each withdrawal held once. */
export async function keysOnce(pool) {
  const q = async (sql) => n((await pool.query(sql)).rows[0].c);
  const dupKeys = await q(
    'SELECT count(*) AS c FROM (SELECT 1 FROM ledger_transactions GROUP BY merchant_id, idempotency_key HAVING count(*) > 1) x',
  );
  const dupVendor = await q(
    `SELECT count(*) AS c FROM (SELECT 1 FROM seamless_transactions GROUP BY merchant_id, vendor, transaction_id
       HAVING count(*) > 1) x`,
  );
  const sharedPosting = await q(
    `SELECT count(*) AS c FROM (SELECT 1 FROM seamless_transactions WHERE ledger_transaction_id IS NOT NULL
       GROUP BY ledger_transaction_id HAVING count(*) > 1) x`,
  );
  const deposits = (
    await pool.query(
      `SELECT count(*) FILTER (WHERE d.status = 'CREDITED') AS credited,
         count(*) FILTER (WHERE (d.status = 'CREDITED') <> (p.c = 1) OR p.c > 1) AS wrong
       FROM deposits d CROSS JOIN LATERAL (SELECT count(*) AS c FROM ledger_transactions t
         WHERE t.merchant_id = d.merchant_id AND t.idempotency_key = 'deposit:' || d.id) p`,
    )
  ).rows[0];
  const withdrawals = (
    await pool.query(
      `SELECT count(*) AS held, count(*) FILTER (WHERE p.c <> 1) AS wrong
       FROM withdrawals w CROSS JOIN LATERAL (SELECT count(*) AS c FROM ledger_transactions t
         WHERE t.merchant_id = w.merchant_id AND t.idempotency_key = 'withdraw-hold:' || w.id) p`,
    )
  ).rows[0];
  const { keys, calls } = (
    await pool.query(
      'SELECT (SELECT count(*) FROM ledger_transactions) AS keys, (SELECT count(*) FROM seamless_transactions) AS calls',
    )
  ).rows[0];
  const bad = dupKeys + dupVendor + sharedPosting + n(deposits.wrong) + n(withdrawals.wrong);
  return {
    name: 'each idempotency key / vendor transaction id applied once',
    ok: bad === 0,
    figures:
      `${n(keys)} ledger keys (${dupKeys} twice), ${n(calls)} vendor transaction ids (${dupVendor} twice, ` +
      `${sharedPosting} sharing a posting), ${n(deposits.credited)} deposits credited (${n(deposits.wrong)} posted ` +
      `other than once), ${n(withdrawals.held)} withdrawals (${n(withdrawals.wrong)} held other than once)`,
  };
}

/**
 * The clients' own record: each money call answered with a success is in the database once with its one posting
 * (none for a 0 payout), each refused one left nothing, and none stayed unanswered after its retries.
 */
async function clientCallsOnce(pool, merchantId, money) {
  const { rows } = await pool.query(
    `SELECT c.i, CASE
         WHEN c.kind LIKE 'seamless-%' THEN (SELECT count(*) FROM seamless_transactions s
           WHERE s.merchant_id = $1 AND s.vendor = $2 AND s.transaction_id = c.key AND NOT s.tombstone)
         WHEN c.kind = 'deposit' THEN (SELECT count(*) FROM deposits d WHERE d.member_id = c.member AND d.request_id = c.key)
         WHEN c.kind = 'deposit-callback' THEN (SELECT count(*) FROM deposit_callbacks b
           WHERE b.merchant_id = $1 AND b.provider_txn_id = c.key)
         WHEN c.kind = 'withdrawal' THEN (SELECT count(*) FROM withdrawals w WHERE w.member_id = c.member AND w.request_id = c.key)
         WHEN c.kind = 'lottery-bet' THEN (SELECT count(*) FROM lottery_slips l WHERE l.member_id = c.member AND l.request_id = c.key)
       END AS records,
       (SELECT count(*) FROM ledger_transactions t WHERE t.merchant_id = $1 AND t.idempotency_key = CASE
         WHEN c.kind LIKE 'seamless-%' THEN 'seamless:' || $2 || ':' || c.key
         WHEN c.kind = 'deposit-callback' THEN 'deposit:' || (SELECT b.deposit_id FROM deposit_callbacks b
           WHERE b.merchant_id = $1 AND b.provider_txn_id = c.key LIMIT 1)
         WHEN c.kind = 'withdrawal' THEN 'withdraw-hold:' || (SELECT w.id FROM withdrawals w
           WHERE w.member_id = c.member AND w.request_id = c.key LIMIT 1)
         WHEN c.kind = 'lottery-bet' THEN 'lottery-bet:' || c.member || ':' || c.key
       END) AS postings
     FROM unnest($3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS c(kind, key, member, i)`,
    [merchantId, VENDOR, money.map((m) => m.kind), money.map((m) => m.key), money.map((m) => m.memberId ?? 0)],
  );
  const wrong = [];
  for (const r of rows) {
    const m = money[Number(r.i) - 1];
    const want =
      m.expect === 'applied'
        ? { records: 1, postings: m.kind === 'deposit' || (m.kind === 'seamless-credit' && m.amount === 0) ? 0 : 1 }
        : { records: 0, postings: 0 };
    const got = { records: n(r.records), postings: n(r.postings) };
    m.db = got;
    if (m.expect === 'unknown' || got.records !== want.records || got.postings !== want.postings)
      wrong.push(`${m.kind} ${m.key}: ${m.expect}, ${got.records} record(s) and ${got.postings} posting(s)`);
  }
  const applied = money.filter((m) => m.expect === 'applied').length;
  return {
    name: "the clients' money calls applied once",
    ok: wrong.length === 0,
    figures: `${money.length} calls: ${applied} answered with a success, ${money.length - applied} refused or unanswered; ${wrong.length} wrong`,
    details: wrong.slice(0, 20),
  };
}

/** Jobs ran once per period: no two successful runs of a (job, period); pg-boss holds one job per (queue, id). */
async function jobsOnce(pool) {
  const { rows } = await pool.query(
    `SELECT count(*) AS ok, count(DISTINCT name) AS jobs,
       (SELECT count(*) FROM (SELECT 1 FROM job_runs WHERE status = 'ok' GROUP BY name, period HAVING count(*) > 1) x)
         AS twice,
       (SELECT count(*) FROM job_runs WHERE status = 'skipped') AS skipped,
       (SELECT count(DISTINCT process) FROM job_runs WHERE status = 'ok') AS processes
     FROM job_runs WHERE status = 'ok'`,
  );
  const boss = await pool.query(
    `SELECT count(*) AS jobs, (SELECT count(*) FROM (SELECT 1 FROM pgboss.job GROUP BY name, id HAVING count(*) > 1) x)
       AS twice FROM pgboss.job`,
  );
  const r = rows[0];
  const twice = n(r.twice) + n(boss.rows[0].twice);
  return {
    name: 'each job ran once per period',
    ok: twice === 0,
    figures:
      `${n(r.ok)} successful runs of ${n(r.jobs)} jobs on ${n(r.processes)} processes, ${n(r.twice)} periods run ` +
      `twice, ${n(r.skipped)} attempts skipped as already done; pg-boss: ${n(boss.rows[0].jobs)} jobs, ${n(boss.rows[0].twice)} duplicated`,
  };
}

/** Every check, in order. */
export async function checkInvariants(pool, { merchantId, money }) {
  return [
    await balancedPostings(pool),
    await noNegativeMember(pool),
    await keysOnce(pool),
    await balancesAreSums(pool),
    await clientCallsOnce(pool, merchantId, money),
    await jobsOnce(pool),
  ];
}
