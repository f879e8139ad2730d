/** @postgres-only: a second API instance over its own pool races the first. */
/**
 * Property-based test of money in and out (ADR 0006) under concurrency, on PostgreSQL only (PGlite runs one
 * transaction at a time, so it cannot race).
 *
 * fast-check draws batches of member and operator calls: gateway deposits and their provider callbacks
 * (paid or declined, replayed under the same transaction id, or sent again under another one), bank
 * transfers and the operator's approve / reject (the same deposit decided several times at once),
 * withdrawal requests (replayed request ids, amounts above the balance), approve / reject of the same
 * withdrawal at once, the player's received / not-received confirmation, the operator's dispute resolution
 * and transfers to the upline. Each batch runs all at once through two app instances over two connection
 * pools. After each batch, over the whole database:
 *  - every call answered 200 or an expected business refusal (no 500, no deadlock);
 *  - the ledger: balances equal the sum of entries, nothing but HOUSE and CLEARING below zero, every posting
 *    sums to zero, each merchant's accounts sum to zero;
 *  - exactly once: a CREDITED deposit has one DEPOSIT posting of its amount, any other none; a withdrawal has
 *    one hold, PAID / RECEIVED / DISPUTED / RETURNED one payout, REJECTED one refund and no payout, RETURNED
 *    one return;
 *  - an independent reference from the business tables and the transfers the test saw succeed: each
 *    member's main wallet = its opening adjustment + credited deposits − withdrawals not rejected + returned ones + transfers in −
 *    transfers out, and its held account = its PENDING withdrawals.
 *
 * MONEY_PBT_RUNS batches (default 4) of MONEY_PBT_OPS calls (default 60), seed MONEY_PBT_SEED (default 20261125;
 * `random` for a new one).
 */
import fc from 'fast-check';
import { DEFAULT_AUTH_POLICY } from '../../../src/infra/config';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { openSeededDb, type TestDb } from '../../helpers/db';
import { fund } from '../../helpers/funding';
import { ledgerInvariants } from '../../helpers/ledger';
import { call, newMember, postBankTransfer, postCallback, rid, type Json } from '../../helpers/payments';
import { confirm, ops, payee, PAYEE, pngProof, postEncrypted, requestWithdrawal } from '../../helpers/withdrawals';

const RUNS = Number(process.env.MONEY_PBT_RUNS ?? 4);
const OPS = Number(process.env.MONEY_PBT_OPS ?? 60);
const SEED_ENV = process.env.MONEY_PBT_SEED ?? '20261125';
const SEED = SEED_ENV === 'random' ? undefined : Number(SEED_ENV);
const MEMBERS = 4;
/** Each member's opening adjustment (minor units). */
const START = 100_000_000;
const EXPECTED = new Set([
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'DEPOSIT_NOT_PENDING',
  'DEPOSIT_NOT_REVIEWABLE',
  'WITHDRAWAL_NOT_PENDING',
  'WITHDRAWAL_NOT_PAID',
  'WITHDRAWAL_NOT_DISPUTED',
]);

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const pick = fc.nat(1_000);
const opArb = fc.oneof(
  fc.record({ t: fc.constant('gateway' as const), m: member, amount: fc.integer({ min: 5_000_000, max: 60_000_000 }) }),
  fc.record({ t: fc.constant('bank' as const), m: member, amount: fc.integer({ min: 10_000_000, max: 60_000_000 }) }),
  fc.record({ t: fc.constant('callback' as const), d: pick, paid: fc.boolean(), txn: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ t: fc.constant('decideDeposit' as const), d: pick, approve: fc.boolean() }),
  fc.record({
    t: fc.constant('withdraw' as const),
    m: member,
    amount: fc.integer({ min: 10_000_000, max: 80_000_000 }),
    req: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ t: fc.constant('decideWithdrawal' as const), w: pick, approve: fc.boolean() }),
  fc.record({ t: fc.constant('decideWithdrawal' as const), w: pick, approve: fc.boolean() }),
  fc.record({ t: fc.constant('confirm' as const), w: pick, received: fc.boolean() }),
  fc.record({ t: fc.constant('resolve' as const), w: pick, returned: fc.boolean() }),
  fc.record({ t: fc.constant('upline' as const), m: member, amount: fc.integer({ min: 1, max: 20_000_000 }) }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

interface Member {
  id: number;
  token: string;
  accountId: number;
}

describe('money in and out under concurrent requests, callbacks, decisions and replays (PostgreSQL, fast-check)', () => {
  let db: TestDb;
  let apps: TestApp[];
  let second: TestDb['db'] | undefined;
  let agent: { id: number };
  let members: Member[];
  const deposits: { id: number; gateway: boolean; amount: number }[] = [];
  const withdrawals: { id: number; m: number }[] = [];
  /** Successful transfers to the upline by ledger transaction id (a replay answers the same id). */
  const transfers = new Map<number, { from: number; amount: number }>();
  let batch = 0;

  beforeAll(async () => {
    db = await openSeededDb('postgres');
    const config = { auth: { ...DEFAULT_AUTH_POLICY, depositRateLimit: { limit: 1_000_000, windowSeconds: 60 } } };
    const build = async (d: TestDb['db']): Promise<TestApp> => ({
      app: await buildTestApp(d, config),
      db: d,
      cleanup: async () => undefined,
    });
    second = db.reopen!();
    apps = [await build(db.db), await build(second)];
    const [t] = apps as [TestApp];
    const merchant = (await t.app.merchants.findByCode('DEMO'))!;
    // Withdrawals limited by money only: no turnover rule, no daily count.
    const rules = await t.app.withdrawals.settings.get(merchant);
    await t.app.withdrawals.settings.set(merchant.id, { ...rules, turnoverMultiple: 0, dailyCount: 100_000 });
    agent = await newMember(t, 'mp_agent', 1);
    members = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const m = await payee(t, 'mp');
      await db.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [agent.id, m.id]);
      const acc = await call(t, 'POST', '/wps/withdrawals/bank-accounts', {
        token: m.token,
        payload: { bankName: 'Vietcombank', accountNumber: `99${i}${m.id}000`, payeeName: PAYEE },
      });
      await postEncrypted(t, '/wps/withdrawals/fund-password', m.token, {
        fundPassword: '246810',
        confirmFundPassword: '246810',
      });
      // Some money from the start (an operator's adjustment), so withdrawals race from the first batch.
      await fund(t.app, m.id, START);
      members.push({ id: m.id, token: m.token, accountId: acc.body.value.id });
    }
  }, 120_000);
  afterAll(async () => {
    for (const t of apps ?? []) await t.app.close();
    await second?.close();
    await db?.cleanup();
  });

  /** One call on instance `t`: its JSON answer (throws on an unexpected failure). */
  const run = async (t: TestApp, op: Op): Promise<void> => {
    const at = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);
    let r: { status: number; body: Json } | null = null;
    if (op.t === 'gateway' || op.t === 'bank') {
      const m = members[op.m]!;
      r =
        op.t === 'gateway'
          ? await call(t, 'POST', '/wps/payments/deposits/gateway', {
              token: m.token,
              payload: { methodCode: 'DEMO_PSP', amount: op.amount, requestId: rid() },
            })
          : await postBankTransfer(t, m.token, { methodCode: 'BANK', amount: String(op.amount), requestId: rid() });
      if (r.status === 200)
        deposits.push({ id: r.body.value.deposit.id, gateway: op.t === 'gateway', amount: op.amount });
    } else if (op.t === 'callback') {
      const d = at(
        deposits.filter((x) => x.gateway),
        op.d,
      );
      if (!d) return;
      const body = { reference: String(d.id), amount: d.amount, currency: 'VND' };
      const status = op.paid ? 'PAID' : 'DECLINED';
      const txn = `mp_${d.id}_${op.txn}`;
      r = await postCallback(t, { ...body, transactionId: txn, status, timestamp: Math.floor(Date.now() / 1000) });
    } else if (op.t === 'decideDeposit') {
      const d = at(deposits, op.d);
      if (!d) return;
      const path = `/ops/deposits/${d.id}/${op.approve ? 'approve' : 'reject'}`;
      r = await call(t, 'POST', path, { headers: ops, payload: op.approve ? undefined : { reason: 'no funds seen' } });
    } else if (op.t === 'withdraw') {
      const m = members[op.m]!;
      const requestId = `mpw_${batch}_${op.m}_${op.req}`;
      r = await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: op.amount, requestId });
      if (r.status === 200 && !withdrawals.some((w) => w.id === r!.body.value.id))
        withdrawals.push({ id: r.body.value.id, m: op.m });
    } else if (op.t === 'decideWithdrawal') {
      const w = at(withdrawals, op.w);
      if (!w) return;
      const path = `/ops/withdrawals/${w.id}/${op.approve ? 'approve' : 'reject'}`;
      r = await call(t, 'POST', path, { headers: ops, payload: op.approve ? undefined : { reason: 'checks failed' } });
    } else if (op.t === 'confirm') {
      const w = at(withdrawals, op.w);
      if (!w) return;
      const result = op.received ? 'RECEIVED' : 'NOT_RECEIVED';
      r = await confirm(t, members[w.m]!.token, { id: String(w.id), result }, pngProof);
    } else if (op.t === 'resolve') {
      const w = at(withdrawals, op.w);
      if (!w) return;
      const payload = { outcome: op.returned ? 'RETURNED' : 'RECEIVED', reason: 'bank statement' };
      r = await call(t, 'POST', `/ops/withdrawals/${w.id}/resolve`, { headers: ops, payload });
    } else {
      const m = members[op.m]!;
      const body = { amount: op.amount, fundPassword: '246810', requestId: rid() };
      r = await postEncrypted(t, '/wps/transfers/upline', m.token, body);
      if (r.status === 200) transfers.set(r.body.value.transactionId, { from: m.id, amount: op.amount });
    }
    if (r.status !== 200 && !EXPECTED.has(r.body?.code))
      throw new Error(`${op.t} answered ${r.status} ${JSON.stringify(r.body)}`);
  };

  const checkInvariants = async () => {
    const q = async <T>(sql: string, params: unknown[] = []) => (await db.db.query<T>(sql, params)).rows;
    const inv = await ledgerInvariants(db.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.filter((x) => x.total !== 0)).toEqual([]);
    // A credited deposit is posted once with its amount; no other deposit is posted.
    expect(
      await q(
        `SELECT d.id, d.status, count(t.id) AS n FROM deposits d
         LEFT JOIN ledger_transactions t ON t.merchant_id = d.merchant_id AND t.idempotency_key = 'deposit:' || d.id
         LEFT JOIN ledger_entries e ON e.transaction_id = t.id AND e.amount = d.amount
         GROUP BY d.id, d.status HAVING count(t.id) <> (CASE WHEN d.status = 'CREDITED' THEN 1 ELSE 0 END)
            OR count(e.transaction_id) <> count(t.id)`,
      ),
    ).toEqual([]);
    // A withdrawal's postings follow its status.
    expect(
      await q(
        `SELECT w.id, w.status, k.hold, k.pay, k.refund, k.ret FROM withdrawals w, LATERAL (
           SELECT count(*) FILTER (WHERE idempotency_key = 'withdraw-hold:' || w.id) AS hold,
                  count(*) FILTER (WHERE idempotency_key = 'withdraw-pay:' || w.id) AS pay,
                  count(*) FILTER (WHERE idempotency_key = 'withdraw-refund:' || w.id) AS refund,
                  count(*) FILTER (WHERE idempotency_key = 'withdraw-return:' || w.id) AS ret
           FROM ledger_transactions WHERE merchant_id = w.merchant_id AND member_id = w.member_id) k
         WHERE k.hold <> 1
            OR k.pay <> (CASE WHEN w.status IN ('PAID', 'RECEIVED', 'DISPUTED', 'RETURNED') THEN 1 ELSE 0 END)
            OR k.refund <> (CASE WHEN w.status = 'REJECTED' THEN 1 ELSE 0 END)
            OR k.ret <> (CASE WHEN w.status = 'RETURNED' THEN 1 ELSE 0 END)`,
      ),
    ).toEqual([]);
    // The independent reference, per member (and the upline's incoming transfers).
    const [t] = apps as [TestApp];
    const merchant = (await t.app.merchants.findByCode('DEMO'))!;
    for (const m of [...members, { id: agent.id }]) {
      const [money] = await q<{ credited: string; out: string; returned: string; pending: string }>(
        `SELECT (SELECT coalesce(sum(amount), 0) FROM deposits WHERE member_id = $1 AND status = 'CREDITED') AS credited,
                (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE member_id = $1 AND status <> 'REJECTED') AS out,
                (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE member_id = $1 AND status = 'RETURNED') AS returned,
                (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE member_id = $1 AND status = 'PENDING') AS pending`,
        [m.id],
      );
      let moved = 0;
      for (const x of transfers.values()) moved += m.id === agent.id ? x.amount : x.from === m.id ? -x.amount : 0;
      const start = m.id === agent.id ? 0 : START;
      const expected = start + Number(money!.credited) - Number(money!.out) + Number(money!.returned) + moved;
      expect({ member: m.id, main: await t.app.wallet.mainBalance(merchant, m.id) }).toEqual({
        member: m.id,
        main: expected,
      });
      expect(await t.app.wallet.heldBalance(merchant, m.id)).toBe(Number(money!.pending));
    }
  };

  it('keeps every invariant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: OPS, maxLength: OPS }), async (ops) => {
        batch += 1;
        // Every call at once, alternating between the two instances; a few ops doubled to race themselves.
        const doubled = ops.flatMap((op, i) => (i % 5 === 0 ? [op, op] : [op]));
        await Promise.all(doubled.map((op, i) => run(apps[i % 2]!, op)));
        await checkInvariants();
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The batches did exercise every way out (not a vacuous pass).
    const statuses = await db.db.query<{ status: string }>(
      'SELECT DISTINCT status FROM withdrawals WHERE member_id = ANY($1) ORDER BY status',
      [members.map((m) => m.id)],
    );
    expect(statuses.rows.length).toBeGreaterThanOrEqual(4);
    expect(deposits.length).toBeGreaterThan(0);
    expect(transfers.size).toBeGreaterThan(0);
  }, 600_000);
});
