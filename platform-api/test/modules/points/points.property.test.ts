/** @postgres-only: a second API instance over its own pool races the first. */
/**
 * Property-based test of the points ledger (issue 14, ADR 0009) under concurrency, on PostgreSQL only (PGlite
 * runs one transaction at a time, so it cannot race).
 *
 * fast-check draws batches of calls: the operator's grants, settled real-money bets, runs of the earning job,
 * redemptions (request ids replayed, quantities above the stock, more points than the member has), the
 * operator's approve / reject (the same redemption decided several times at once) and conversions (replayed
 * request ids, amounts above the balance). Each batch runs all at once through two app instances over two
 * connection pools, some calls doubled to race themselves. After each batch, over the whole database:
 *  - the ledger: balances equal the sum of entries, no member account below zero (points never negative), every
 *    posting sums to zero, each merchant's accounts sum to zero per currency (PTS included);
 *  - an independent reference per member: points = granted + earned − redeemed (not rejected) − converted, and
 *    held = its redemptions In Process, where earned is Σ floor(stake / earnStake) over its settled real-money
 *    bets up to the earning cursor (each bet exactly once), grants and conversions are those the test saw answered;
 *  - each conversion's money posting is its points × the ratio, and the main wallet moved by exactly those;
 *  - each redemption has one POINTS_REDEEM, one POINTS_REDEEM_PAY iff APPROVED, one refund iff REJECTED; each
 *    item's stock is its opening stock minus the quantities not rejected.
 * A last, fixed batch approves one redemption, rejects another (each decided twice at once) and leaves a third In
 * Process, so every path is checked whatever the random batches drew.
 *
 * POINTS_PBT_RUNS batches (default 4) of POINTS_PBT_OPS calls (default 50), seed POINTS_PBT_SEED (default
 * 20261214; `random` for a new one).
 */
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { settledRound } from '../../helpers/agency';
import { openSeededDb, type TestDb } from '../../helpers/db';
import { ledgerInvariants } from '../../helpers/ledger';
import { call, rid, type Json } from '../../helpers/payments';
import { pointsHelpers } from '../../helpers/points';

const RUNS = Number(process.env.POINTS_PBT_RUNS ?? 4);
const OPS = Number(process.env.POINTS_PBT_OPS ?? 50);
const SEED_ENV = process.env.POINTS_PBT_SEED ?? '20261214';
const SEED = SEED_ENV === 'random' ? undefined : Number(SEED_ENV);
const MEMBERS = 4;
const START_POINTS = 2_000;
/** DEMO's seeded rules. */
const EARN_STAKE = 100_000;
const POINT_VALUE = 1_000;
const ITEMS = [
  { cost: 100, stock: 6 },
  { cost: 250, stock: 40 },
  // Only the last, fixed batch redeems this one (the random ops pick among the first RANDOM_ITEMS).
  { cost: 10, stock: 100 },
];
const RANDOM_ITEMS = 2;
const EXPECTED = new Set([
  'POINTS_INSUFFICIENT',
  'POINTS_OUT_OF_STOCK',
  'POINTS_REDEMPTION_DECIDED',
  'POINTS_BELOW_MIN',
  'IDEMPOTENCY_CONFLICT',
]);

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const pick = fc.nat(1_000);
const opArb = fc.oneof(
  fc.record({ t: fc.constant('grant' as const), m: member, points: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ t: fc.constant('bet' as const), m: member, stake: fc.integer({ min: 1, max: 3_000_000 }) }),
  fc.record({ t: fc.constant('earn' as const) }),
  fc.record({
    t: fc.constant('redeem' as const),
    m: member,
    item: fc.integer({ min: 0, max: RANDOM_ITEMS - 1 }),
    quantity: fc.integer({ min: 1, max: 4 }),
    req: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ t: fc.constant('decide' as const), r: pick, approve: fc.boolean() }),
  fc.record({ t: fc.constant('decide' as const), r: pick, approve: fc.boolean() }),
  fc.record({
    t: fc.constant('convert' as const),
    m: member,
    points: fc.integer({ min: 50, max: 1_500 }),
    req: fc.integer({ min: 0, max: 2 }),
  }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

describe('the points ledger under concurrent earning, redemptions, decisions and conversions (PostgreSQL, fast-check)', () => {
  let db: TestDb;
  let apps: TestApp[];
  let second: TestDb['db'] | undefined;
  let members: { id: number; token: string; username: string }[];
  let itemIds: number[];
  let merchantId: number;
  const startMoney = new Map<number, number>();
  const redemptions: number[] = [];
  /** What the test saw answered: grants and conversions by key (a replay answers the same key once). */
  const grants = new Map<string, { m: number; points: number }>();
  const converts = new Map<string, { m: number; points: number }>();
  let batch = 0;

  beforeAll(async () => {
    db = await openSeededDb('postgres');
    await db.db.query('UPDATE merchants SET verify_new_ip = false');
    const build = async (d: TestDb['db']): Promise<TestApp> => ({
      app: await buildTestApp(d),
      db: d,
      cleanup: async () => undefined,
    });
    second = db.reopen!();
    apps = [await build(db.db), await build(second)];
    const t = apps[0]!;
    const p = pointsHelpers(t);
    merchantId = (await p.merchant()).id;
    members = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const m = await p.member('ppbt');
      const key = `start_${m.id}`;
      await p.grant(m.username, START_POINTS, key);
      grants.set(key, { m: i, points: START_POINTS });
      members.push(m);
      startMoney.set(m.id, (await call(t, 'GET', '/wps/v2/wallets/balance', { token: m.token })).body.value.balance);
    }
    itemIds = [];
    for (const it of ITEMS) itemIds.push(await p.item(it.cost, it.stock));
  }, 120_000);
  afterAll(async () => {
    for (const t of apps ?? []) await t.app.close();
    await second?.close();
    await db?.cleanup();
  });

  const run = async (t: TestApp, op: Op): Promise<void> => {
    const p = pointsHelpers(t);
    let r: { status: number; body: Json } | null = null;
    if (op.t === 'grant') {
      const key = rid();
      await p.grant(members[op.m]!.username, op.points, key);
      grants.set(key, { m: op.m, points: op.points });
      return;
    }
    if (op.t === 'bet') return settledRound(t, members[op.m]!.id, op.stake, 0, new Date());
    if (op.t === 'earn') {
      await t.app.points.earn(merchantId, new Date(Date.now() - 500));
      return;
    }
    if (op.t === 'redeem') {
      const requestId = `pr_${batch}_${op.m}_${op.req}`;
      r = await p.redeem(members[op.m]!.token, { itemId: itemIds[op.item], quantity: op.quantity, requestId });
      if (r.status === 200 && !redemptions.includes(r.body.value.redemption.id))
        redemptions.push(r.body.value.redemption.id);
    } else if (op.t === 'decide') {
      if (redemptions.length === 0) return;
      r = await p.decide(redemptions[op.r % redemptions.length]!, op.approve, 'checked');
    } else {
      const requestId = `pc_${batch}_${op.m}_${op.req}`;
      r = await p.convert(members[op.m]!.token, { points: op.points, requestId });
      if (r.status === 200) converts.set(`${op.m}:${requestId}`, { m: op.m, points: op.points });
    }
    if (r.status !== 200 && !EXPECTED.has(r.body?.code))
      throw new Error(`${op.t} answered ${r.status} ${JSON.stringify(r.body)}`);
  };

  const checkInvariants = async () => {
    const q = async <T>(sql: string, params: unknown[] = []) => (await db.db.query<T>(sql, params)).rows;
    const inv = await ledgerInvariants(db.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.filter((x) => x.total !== 0)).toEqual([]);
    // Each conversion: its money posting is points × the ratio.
    expect(
      await q(
        `SELECT p.idempotency_key FROM ledger_transactions p
         JOIN ledger_entries pe ON pe.transaction_id = p.id AND pe.amount < 0
         LEFT JOIN ledger_transactions m ON m.merchant_id = p.merchant_id
           AND m.idempotency_key = replace(p.idempotency_key, 'points-convert:', 'points-convert-money:')
         LEFT JOIN ledger_entries me ON me.transaction_id = m.id AND me.amount > 0
         WHERE p.kind = 'POINTS_CONVERT' AND p.idempotency_key LIKE 'points-convert:%'
           AND (me.amount IS NULL OR me.amount <> -pe.amount * $1)`,
        [POINT_VALUE],
      ),
    ).toEqual([]);
    // Each redemption's postings follow its status.
    expect(
      await q(
        `SELECT r.id, r.status, k.* FROM points_redemptions r, LATERAL (
           SELECT count(*) FILTER (WHERE idempotency_key = 'points-redeem:' || r.id) AS hold,
                  count(*) FILTER (WHERE idempotency_key = 'points-redeem-pay:' || r.id) AS pay,
                  count(*) FILTER (WHERE idempotency_key = 'points-redeem-refund:' || r.id) AS refund
           FROM ledger_transactions WHERE merchant_id = r.merchant_id AND member_id = r.member_id) k
         WHERE r.member_id = ANY($1) AND (k.hold <> 1 OR k.pay <> (CASE WHEN r.status = 'APPROVED' THEN 1 ELSE 0 END)
            OR k.refund <> (CASE WHEN r.status = 'REJECTED' THEN 1 ELSE 0 END))`,
        [members.map((m) => m.id)],
      ),
    ).toEqual([]);
    // Stock: the opening stock minus what was not rejected.
    for (const [i, id] of itemIds.entries()) {
      const [row] = await q<{ stock: number; taken: string }>(
        `SELECT i.stock, (SELECT coalesce(sum(quantity), 0) FROM points_redemptions
           WHERE item_id = i.id AND status <> 'REJECTED') AS taken FROM points_items i WHERE i.id = $1`,
        [id],
      );
      expect(row!.stock).toBe(ITEMS[i]!.stock - Number(row!.taken));
    }
    // The independent reference, per member.
    const t = apps[0]!;
    for (const [i, m] of members.entries()) {
      const [earned] = await q<{ bets: string; ledger: string }>(
        `SELECT (SELECT coalesce(sum(b.stake / $3), 0) FROM bet_records b JOIN points_earn_cursors c
                   ON c.merchant_id = b.merchant_id
                 WHERE b.member_id = $1 AND b.status = 'SETTLED' AND NOT b.fun
                   AND (b.settled_at, b.id) <= (c.settled_at, c.bet_id)) AS bets,
                (SELECT coalesce(sum(e.amount), 0) FROM ledger_transactions l JOIN ledger_entries e ON e.transaction_id = l.id
                   JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'MEMBER_POINTS'
                 WHERE l.merchant_id = $2 AND l.member_id = $1 AND l.idempotency_key LIKE 'points-earn:%') AS ledger`,
        [m.id, merchantId, EARN_STAKE],
      );
      expect({ m: i, earned: Number(earned!.ledger) }).toEqual({ m: i, earned: Number(earned!.bets) });
      const [red] = await q<{ spent: string; held: string }>(
        `SELECT coalesce(sum(points) FILTER (WHERE status <> 'REJECTED'), 0) AS spent,
                coalesce(sum(points) FILTER (WHERE status = 'IN_PROCESS'), 0) AS held
         FROM points_redemptions WHERE member_id = $1`,
        [m.id],
      );
      const sum = (map: Map<string, { m: number; points: number }>) =>
        [...map.values()].filter((x) => x.m === i).reduce((a, x) => a + x.points, 0);
      const converted = sum(converts);
      const balance = (await call(t, 'GET', '/wps/points/balance', { token: m.token })).body.value;
      expect({ m: i, balance: balance.balance, held: balance.held }).toEqual({
        m: i,
        balance: sum(grants) + Number(earned!.bets) - Number(red!.spent) - converted,
        held: Number(red!.held),
      });
      const money = (await call(t, 'GET', '/wps/v2/wallets/balance', { token: m.token })).body.value.balance;
      expect({ m: i, money }).toEqual({ m: i, money: startMoney.get(m.id)! + converted * POINT_VALUE });
    }
  };

  it('keeps every invariant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: OPS, maxLength: OPS }), async (ops) => {
        batch += 1;
        const doubled = ops.flatMap((op, i) => (i % 5 === 0 ? [op, op] : [op]));
        await Promise.all(doubled.map((op, i) => run(apps[i % 2]!, op)));
        await checkInvariants();
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The random batches did decide redemptions (not a vacuous pass)…
    const decided = await db.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM points_redemptions WHERE member_id = ANY($1) AND status <> 'IN_PROCESS'`,
      [members.map((m) => m.id)],
    );
    expect(Number(decided.rows[0]!.n)).toBeGreaterThan(0);
    // …and a last, fixed batch takes every path whatever they did: three redemptions, the first approved and the
    // second rejected, each twice at once from both processes, the third left In Process.
    batch += 1;
    await run(apps[0]!, { t: 'grant', m: 0, points: 100 });
    const first = redemptions.length;
    for (const req of [0, 1, 2]) await run(apps[req % 2]!, { t: 'redeem', m: 0, item: 2, quantity: 1, req });
    expect(redemptions.length).toBe(first + 3);
    await Promise.all(
      [true, true, false, false].map((approve, i) =>
        run(apps[i % 2]!, { t: 'decide', r: first + (approve ? 0 : 1), approve }),
      ),
    );
    await checkInvariants();
    const statuses = await db.db.query<{ status: string }>(
      'SELECT DISTINCT status FROM points_redemptions WHERE member_id = ANY($1) ORDER BY status',
      [members.map((m) => m.id)],
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['APPROVED', 'IN_PROCESS', 'REJECTED']);
    expect(converts.size).toBeGreaterThan(0);
    const earned = await db.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ledger_transactions WHERE member_id = ANY($1) AND idempotency_key LIKE 'points-earn:%'`,
      [members.map((m) => m.id)],
    );
    expect(Number(earned.rows[0]!.n)).toBeGreaterThan(0);
  }, 600_000);
});
