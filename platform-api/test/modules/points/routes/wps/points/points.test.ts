/** @pglite: the points routes on the embedded database too. */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { settledRound } from '../../../../../helpers/agency';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { call, rid, walletOf } from '../../../../../helpers/payments';
import { pointsHelpers } from '../../../../../helpers/points';

/** DEMO's seeded rules: 1 point per 1,000 ₫ of stake, 1 point = 10 ₫, at least 100 points per conversion. */
const POINT_VALUE = 1_000;

describe.each(BACKENDS)('the points mall on %s', (backend) => {
  let t: TestApp;
  let p: ReturnType<typeof pointsHelpers>;

  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    p = pointsHelpers(t);
  }, 60_000);
  afterAll(() => t.cleanup());

  it('answers the rules, the balance and the catalogue in the member language', async () => {
    const m = await p.member('pc', 700);
    const config = await call(t, 'GET', '/wps/points/config', { token: m.token });
    expect(config.body.value).toEqual({
      enabled: true,
      currency: 'VND',
      earnStake: 100_000,
      pointValue: POINT_VALUE,
      minConvert: 100,
    });
    expect(await p.balance(m.token)).toEqual({ enabled: true, balance: 700, held: 0 });
    const en = await call(t, 'GET', '/wps/points/reward', { token: m.token });
    expect(en.status).toBe(200);
    expect(en.body.value.list[0]).toMatchObject({ name: 'Lucky red envelope', cost: 500, stock: 100 });
    expect(en.body.value.list.some((i: { stock: number }) => i.stock === 0)).toBe(true);
    const ty = await call(t, 'GET', '/wps/points/reward?lang=TY', { token: m.token });
    expect(ty.body.value.list[0].name).toBe('Lì xì may mắn');
  });

  it('refuses visitors, trials and bad input (never a 500)', async () => {
    const trial = await p.member('pt', 0, 4);
    const m = await p.member('pb', 1_000);
    const gets = ['config', 'balance', 'reward', 'redeem/list', 'transactions'];
    for (const path of gets) {
      expect((await call(t, 'GET', `/wps/points/${path}`)).status).toBe(401);
      const r = await call(t, 'GET', `/wps/points/${path}`, { token: trial.token });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('TRIAL_FORBIDDEN');
    }
    const itemId = await p.item(10, 5);
    expect((await p.redeem(null, { itemId })).status).toBe(401);
    expect((await p.redeem(trial.token, { itemId })).body.code).toBe('TRIAL_FORBIDDEN');
    expect((await p.convert(trial.token, { points: 100 })).body.code).toBe('TRIAL_FORBIDDEN');
    for (const bad of [
      { itemId: 'x' },
      { itemId: 0 },
      { itemId, quantity: 0 },
      { itemId, quantity: 100 },
      { itemId, quantity: 1.5 },
      { itemId, requestId: 'short' },
      { itemId, fundPassword: '' },
    ]) {
      const r = await p.redeem(m.token, bad);
      expect({ bad, status: r.status, code: r.body.code }).toEqual({ bad, status: 400, code: 'VALIDATION' });
    }
    for (const points of [0, -5, 'x', 1.5, 2_000_000_000]) {
      const r = await p.convert(m.token, { points });
      expect({ points, status: r.status, code: r.body.code }).toEqual({ points, status: 400, code: 'VALIDATION' });
    }
    for (const q of ['pageSize=0', 'pageNo=0', 'status=NOPE', 'lang=FR'])
      expect((await call(t, 'GET', `/wps/points/redeem/list?${q}`, { token: m.token })).status).toBe(400);
    expect((await call(t, 'GET', '/wps/points/transactions?type=BET', { token: m.token })).status).toBe(400);
    expect((await p.balance(m.token)).balance).toBe(1_000);
    expect(await p.stock(itemId)).toBe(5);
  });

  it('redeems once per request id: points held, stock down, In Process in the history', async () => {
    const m = await p.member('pr', 1_000);
    const itemId = await p.item(150, 10);
    const requestId = rid();
    const first = await p.redeem(m.token, { itemId, quantity: 2, requestId });
    expect(first.status).toBe(200);
    expect(first.body.value.redemption).toMatchObject({ itemId, quantity: 2, points: 300, status: 'IN_PROCESS' });
    expect(first.body.value.balance).toBe(700);
    const again = await p.redeem(m.token, { itemId, quantity: 2, requestId });
    expect(again.status).toBe(200);
    expect(again.body.value.redemption.id).toBe(first.body.value.redemption.id);
    const other = await p.redeem(m.token, { itemId, quantity: 3, requestId });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_CONFLICT');
    // Racing copies of one request: one redemption.
    const raced = rid();
    const answers = await Promise.all(Array.from({ length: 4 }, () => p.redeem(m.token, { itemId, requestId: raced })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.value.redemption.id)).size).toBe(1);

    expect(await p.balance(m.token)).toEqual({ enabled: true, balance: 550, held: 450 });
    expect(await p.stock(itemId)).toBe(7);
    expect(await p.postings(m.id, 'POINTS_REDEEM')).toBe(2);
    const list = await call(t, 'GET', '/wps/points/redeem/list', { token: m.token });
    expect(list.body.value).toMatchObject({ total: 2, pageNo: 1, totalPages: 1 });
    expect(list.body.value.list.map((r: { quantity: number }) => r.quantity)).toEqual([1, 2]);
    const none = await call(t, 'GET', '/wps/points/redeem/list?status=APPROVED', { token: m.token });
    expect(none.body.value.total).toBe(0);
  });

  it('refuses a wrong fund password (counting it), too few points, no stock and unknown items', async () => {
    const m = await p.member('pw', 400);
    const itemId = await p.item(300, 1);
    const wrong = await p.redeem(m.token, { itemId, fundPassword: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'FUND_PASSWORD_WRONG', attemptsLeft: 4 });
    expect((await p.convert(m.token, { points: 100, fundPassword: '000000' })).body.attemptsLeft).toBe(3);
    const noPassword = await p.member('pn', 0, 0);
    await t.db.query('DELETE FROM fund_passwords WHERE member_id = $1', [noPassword.id]);
    expect((await p.redeem(noPassword.token, { itemId })).body.code).toBe('FUND_PASSWORD_NOT_SET');

    const tooMany = await p.redeem(m.token, { itemId, quantity: 2 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('POINTS_OUT_OF_STOCK');
    const poor = await p.member('pp', 100);
    const insufficient = await p.redeem(poor.token, { itemId });
    expect(insufficient.status).toBe(400);
    expect(insufficient.body.code).toBe('POINTS_INSUFFICIENT');
    expect(await p.stock(itemId)).toBe(1);
    expect((await p.redeem(m.token, { itemId: 2_000_000_000 })).status).toBe(404);
    const hidden = await p.item(1, 10, { active: false });
    expect((await p.redeem(m.token, { itemId: hidden })).body.code).toBe('POINTS_ITEM_NOT_FOUND');

    expect((await p.redeem(m.token, { itemId })).status).toBe(200);
    expect((await p.redeem(m.token, { itemId })).body.code).toBe('POINTS_OUT_OF_STOCK');
    expect(await p.balance(m.token)).toEqual({ enabled: true, balance: 100, held: 300 });
  });

  it('converts at the ratio once per request id, with both sides moving once', async () => {
    const m = await p.member('pv', 1_000);
    const before = (await walletOf(t, m.id)).balance;
    const low = await p.convert(m.token, { points: 99 });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ code: 'POINTS_BELOW_MIN', min: 100 });

    const requestId = rid();
    const answers = await Promise.all(Array.from({ length: 6 }, () => p.convert(m.token, { points: 300, requestId })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    for (const a of answers)
      expect(a.body.value).toEqual({
        points: 300,
        amount: 300 * POINT_VALUE,
        pointsBalance: 700,
        balance: before + 300 * POINT_VALUE,
      });
    expect((await p.convert(m.token, { points: 200, requestId })).body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await p.postings(m.id, 'POINTS_CONVERT')).toBe(2);

    // Different requests that together ask for more than the balance: exactly one wins.
    const race = await Promise.all(Array.from({ length: 4 }, () => p.convert(m.token, { points: 600 })));
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    expect(race.filter((r) => r.body.code === 'POINTS_INSUFFICIENT')).toHaveLength(3);
    expect((await p.balance(m.token)).balance).toBe(100);
    expect((await walletOf(t, m.id)).balance).toBe(before + 900 * POINT_VALUE);
    expect(await p.postings(m.id, 'POINTS_CONVERT')).toBe(4);

    const lines = await call(t, 'GET', '/wps/points/transactions', { token: m.token });
    expect(lines.body.value.list.map((l: { type: string; amount: number }) => [l.type, l.amount])).toEqual([
      ['POINTS_CONVERT', -600],
      ['POINTS_CONVERT', -300],
      ['POINTS_EARN', 1_000],
    ]);
    expect(lines.body.value.list[0].balanceAfter).toBe(100);
    const earned = await call(t, 'GET', '/wps/points/transactions?type=POINTS_EARN', { token: m.token });
    expect(earned.body.value.total).toBe(1);
  });

  it('with POINTS3 off: config and balance say so, the mall refuses, earning skips', async () => {
    const merchant = await p.merchant();
    const m = await p.member('po', 500);
    await t.app.merchants.setModule(merchant.id, 'POINTS3', false);
    try {
      expect((await call(t, 'GET', '/wps/points/config', { token: m.token })).body.value).toMatchObject({
        enabled: false,
        pointValue: 0,
      });
      expect(await p.balance(m.token)).toEqual({ enabled: false, balance: 500, held: 0 });
      expect((await call(t, 'GET', '/wps/points/reward', { token: m.token })).body.code).toBe('NOT_ENABLED');
      expect((await p.convert(m.token, { points: 100 })).body.code).toBe('NOT_ENABLED');
      const at = new Date(Date.now() + 2_000);
      await settledRound(t, m.id, 10_000_000, 0, at);
      await t.app.points.earn(merchant.id, new Date(at.getTime() + 1));
    } finally {
      await t.app.merchants.setModule(merchant.id, 'POINTS3', true);
    }
    await t.app.points.earn(merchant.id, new Date(Date.now() + 5_000));
    expect((await p.balance(m.token)).balance).toBe(500);
  });
});
