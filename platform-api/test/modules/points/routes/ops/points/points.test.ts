import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { call, rid } from '../../../../../helpers/payments';
import { pointsHelpers } from '../../../../../helpers/points';
import { ops } from '../../../../../helpers/withdrawals';

describe.each(BACKENDS)('the points mall, operator side (/ops/points) on %s', (backend) => {
  let t: TestApp;
  let p: ReturnType<typeof pointsHelpers>;

  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    p = pointsHelpers(t);
  }, 60_000);
  afterAll(() => t.cleanup());

  it('lets the operator set the rules, write items and grant once per key (bad input refused)', async () => {
    const s = await call(t, 'GET', '/ops/points/settings', { headers: ops });
    expect(s.body.value).toMatchObject({ enabled: true, settings: { earnStake: 100_000 } });
    expect((await call(t, 'GET', '/ops/points/settings')).status).toBe(401);
    for (const payload of [{ earnStake: 0, pointValue: 1, minConvert: 1 }, { earnStake: 1 }])
      expect((await call(t, 'POST', '/ops/points/items', { headers: ops, payload })).status).toBe(400);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/ops/points/settings',
      headers: ops,
      payload: { earnStake: 0, pointValue: 1, minConvert: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const rules = { earnStake: 100_000, pointValue: 1_000, minConvert: 100 };
    const same = await t.app.inject({ method: 'PUT', url: '/ops/points/settings', headers: ops, payload: rules });
    expect(same.json().value).toEqual({ settings: rules });
    const id = await p.item(10, 3);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/ops/points/items/${id}`,
      headers: ops,
      payload: { name: { EN: 'Renamed' }, cost: 20, stock: 9, active: true },
    });
    expect(put.json().value).toMatchObject({ id, name: { EN: 'Renamed' }, cost: 20, stock: 9 });
    const m = await p.member('pg');
    const key = rid();
    await p.grant(m.username, 50, key);
    expect((await p.grant(m.username, 50, key)).balance).toBe(50);
    expect((await p.balance(m.token)).balance).toBe(50);
    const unknown = await call(t, 'POST', '/ops/points/grant', {
      headers: ops,
      payload: { account: 'nobody_here', points: 5, requestId: rid() },
    });
    expect(unknown.status).toBe(404);
  });
});
