import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { ledgerInvariants, postingLegs } from '../../../../../helpers/ledger';
import { call, newMember, postBankTransfer, postCallback, rid, walletOf } from '../../../../../helpers/payments';
import { ops } from '../../../../../helpers/withdrawals';

/** 1 % + 5,000 ₫, at most 30,000 ₫ (minor units) on the bank transfer; 2 % on the gateway. */
const BANK_FEE = { feeBps: 100, feeFixed: 5_000_00, feeMax: 30_000_00 };
const PSP_FEE = { feeBps: 200, feeFixed: 0, feeMax: null };

describe.each(BACKENDS)('a deposit method’s fee on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
    for (const [code, fee] of [
      ['BANK', BANK_FEE],
      ['DEMO_PSP', PSP_FEE],
    ] as const) {
      const set = await call(t, 'PUT', `/ops/payments/methods/${code}?merchant=DEMO`, {
        headers: ops,
        payload: { fee },
      });
      expect(set).toMatchObject({ status: 200, body: { value: { code, fee } } });
    }
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('offers the rule on the deposit page, fixes the fee at the deposit and credits the wallet the rest, once', async () => {
    const m = await newMember(t, 'dfee');
    const page = await call(t, 'GET', '/wps/payments/methods', { token: m.token });
    expect(page.body.value.methods.find((x: { code: string }) => x.code === 'BANK').fee).toEqual(BANK_FEE);
    const d = await postBankTransfer(t, m.token, {
      methodCode: 'BANK',
      amount: String(1_000_000_00),
      requestId: rid(),
    });
    // 1 % of 1,000,000 ₫ = 10,000 ₫, plus 5,000 ₫.
    expect(d.body.value.deposit).toMatchObject({ amount: 1_000_000_00, fee: 15_000_00, status: 'PENDING' });
    const id = d.body.value.deposit.id as number;
    // A later change of the rule does not touch a deposit already made.
    await call(t, 'PUT', '/ops/payments/methods/BANK?merchant=DEMO', {
      headers: ops,
      payload: { fee: { ...BANK_FEE, feeBps: 500 } },
    });
    const desk = await call(t, 'GET', '/ops/desk/inbox?kinds=deposit&pageSize=100', { headers: ops });
    expect(desk.body.value.items.find((i: { id: number }) => i.id === id)).toMatchObject({
      amount: '1000000.00',
      fee: '15000.00',
    });
    const approvals = await Promise.all(
      [1, 2].map(() => call(t, 'POST', `/ops/deposits/${id}/approve`, { headers: ops })),
    );
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await walletOf(t, m.id)).balance).toBe(985_000_00);
    expect(await postingLegs(t.db, 'DEPOSIT', id)).toEqual([
      ['CLEARING', -1_000_000_00],
      ['HOUSE', 15_000_00],
      ['MEMBER_MAIN', 985_000_00],
    ]);
    const mine = await call(t, 'GET', `/wps/payments/deposit?id=${id}`, { token: m.token });
    expect(mine.body.value).toMatchObject({ status: 'CREDITED', amount: 1_000_000_00, fee: 15_000_00 });
    await call(t, 'PUT', '/ops/payments/methods/BANK?merchant=DEMO', { headers: ops, payload: { fee: BANK_FEE } });
    expect((await ledgerInvariants(t.db)).unbalanced).toEqual([]);
  });

  it('caps the fee, and a gateway deposit credited by the provider’s callback keeps its fee too', async () => {
    const m = await newMember(t, 'dfeecap');
    const big = await postBankTransfer(t, m.token, {
      methodCode: 'BANK',
      amount: String(50_000_000_00),
      requestId: rid(),
    });
    expect(big.body.value.deposit.fee).toBe(30_000_00);
    const g = await call(t, 'POST', '/wps/payments/deposits/gateway', {
      token: m.token,
      payload: { methodCode: 'DEMO_PSP', amount: 100_000_00, requestId: rid() },
    });
    expect(g.body.value.deposit.fee).toBe(2_000_00);
    const cb = await postCallback(t, {
      transactionId: `tx_${rid()}`,
      reference: String(g.body.value.deposit.id),
      amount: 100_000_00,
      currency: 'VND',
      status: 'PAID',
      timestamp: Math.floor(Date.now() / 1000),
    });
    expect(cb.status).toBe(200);
    expect((await walletOf(t, m.id)).balance).toBe(98_000_00);
  });

  it('refuses a fee that takes a whole deposit of the minimum, a rate above 20 % and a field it does not know', async () => {
    const methods = await call(t, 'GET', '/ops/payments/methods?merchant=DEMO', { headers: ops });
    const min = methods.body.value.list.find((x: { code: string }) => x.code === 'BANK').minAmount as number;
    const eats = await call(t, 'PUT', '/ops/payments/methods/BANK?merchant=DEMO', {
      headers: ops,
      payload: { fee: { feeBps: 0, feeFixed: min, feeMax: null } },
    });
    expect(eats).toMatchObject({ status: 400, body: { code: 'VALIDATION', field: 'fee' } });
    const rate = await call(t, 'PUT', '/ops/payments/methods/BANK?merchant=DEMO', {
      headers: ops,
      payload: { fee: { ...BANK_FEE, feeBps: 2_001 } },
    });
    expect(rate.status).toBe(400);
    const extra = await call(t, 'PUT', '/ops/payments/methods/BANK?merchant=DEMO', {
      headers: ops,
      payload: { fee: { ...BANK_FEE, who: 'HOUSE' } },
    });
    expect(extra.status).toBe(400);
    // Raising the minimum is checked against the fee as it stands.
    const minUnder = await call(t, 'PUT', '/ops/payments/methods/BANK?merchant=DEMO', {
      headers: ops,
      payload: { fee: { feeBps: 0, feeFixed: 100_00, feeMax: null }, minAmount: 100_00, presets: [] },
    });
    expect(minUnder).toMatchObject({ status: 400, body: { field: 'fee' } });
    const audit = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'deposit.method' AND subject_id = 'BANK'",
    );
    expect(audit.rows[0]!.n).toBeGreaterThanOrEqual(2);
  });
});
