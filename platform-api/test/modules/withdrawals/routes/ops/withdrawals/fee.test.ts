import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { ledgerInvariants, postingLegs } from '../../../../../helpers/ledger';
import { call } from '../../../../../helpers/payments';
import { ops, readyMember, requestWithdrawal } from '../../../../../helpers/withdrawals';

/** 1.5 % + 2,000 ₫, at most 50,000 ₫ (minor units). */
const FEE = { feeBps: 150, feeFixed: 2_000_00, feeMax: 50_000_00 };

describe.each(BACKENDS)('a brand’s withdrawal fee on %s', (backend) => {
  let t: TestApp;
  let rules: Record<string, unknown>;
  beforeAll(async () => {
    t = await setupApp(backend);
    rules = (await call(t, 'GET', '/ops/withdrawals/settings?merchant=DEMO', { headers: ops })).body.value.rules;
    const set = await call(t, 'PUT', '/ops/withdrawals/settings?merchant=DEMO', {
      headers: ops,
      payload: { ...rules, ...FEE },
    });
    expect(set.status).toBe(200);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const balances = async (memberId: number) => {
    const merchant = (await t.app.merchants.findByCode('DEMO'))!;
    return {
      main: await t.app.wallet.mainBalance(merchant, memberId),
      held: await t.app.wallet.heldBalance(merchant, memberId),
    };
  };

  it('shows the rule on the withdraw page, fixes the fee at the request and pays the bank the rest', async () => {
    const m = await readyMember(t, 'fee', 500_000_00);
    const info = await call(t, 'GET', '/wps/withdrawals/info', { token: m.token });
    expect(info.body.value.fee).toEqual(FEE);
    const r = await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 200_000_00 });
    expect(r.status).toBe(200);
    // 1.5 % of 200,000 ₫ = 3,000 ₫, plus 2,000 ₫.
    expect(r.body.value).toMatchObject({ amount: 200_000_00, fee: 5_000_00, status: 'PENDING' });
    expect(await balances(m.id)).toEqual({ main: 300_000_00, held: 200_000_00 });
    // A later change of the rule does not touch a withdrawal already asked for.
    await call(t, 'PUT', '/ops/withdrawals/settings?merchant=DEMO', {
      headers: ops,
      payload: { ...rules, ...FEE, feeBps: 500 },
    });
    const approved = await call(t, 'POST', `/ops/withdrawals/${r.body.value.id}/approve`, { headers: ops });
    expect(approved.status).toBe(200);
    expect(await balances(m.id)).toEqual({ main: 300_000_00, held: 0 });
    expect(await postingLegs(t.db, 'WITHDRAW_PAY', r.body.value.id)).toEqual([
      ['MEMBER_HELD', -200_000_00],
      ['HOUSE', 5_000_00],
      ['CLEARING', 195_000_00],
    ]);
    const queue = await call(t, 'GET', '/ops/withdrawals?status=PAID', { headers: ops });
    expect(queue.body.value.withdrawals.find((w: { id: number }) => w.id === r.body.value.id)).toMatchObject({
      amount: 200_000_00,
      fee: 5_000_00,
    });
    await call(t, 'PUT', '/ops/withdrawals/settings?merchant=DEMO', {
      headers: ops,
      payload: { ...rules, ...FEE },
    });
    const inv = await ledgerInvariants(t.db);
    expect(inv.unbalanced).toEqual([]);
  });

  it('caps the fee, and a rejected withdrawal gives the whole amount back', async () => {
    const m = await readyMember(t, 'feecap', 20_000_000_00);
    const r = await requestWithdrawal(t, m.token, { bankAccountId: m.accountId, amount: 10_000_000_00 });
    expect(r.body.value.fee).toBe(50_000_00);
    const rejected = await call(t, 'POST', `/ops/withdrawals/${r.body.value.id}/reject`, {
      headers: ops,
      payload: { reason: 'Wrong account' },
    });
    expect(rejected.status).toBe(200);
    expect(await balances(m.id)).toEqual({ main: 20_000_000_00, held: 0 });
  });

  it('refuses a rule whose fee takes a whole withdrawal of the minimum amount', async () => {
    const res = await call(t, 'PUT', '/ops/withdrawals/settings?merchant=DEMO', {
      headers: ops,
      payload: { ...rules, feeBps: 0, feeFixed: rules.minAmount, feeMax: null },
    });
    expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION', field: 'feeFixed' } });
    const bad = await call(t, 'PUT', '/ops/withdrawals/settings?merchant=DEMO', {
      headers: ops,
      payload: { ...rules, ...FEE, feeBps: 2_001 },
    });
    expect(bad.status).toBe(400);
  });
});
