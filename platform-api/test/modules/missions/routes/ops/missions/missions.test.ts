import { DEMO_MISSIONS } from '../../../../../../src/seed/missions';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { call, type Json } from '../../../../../helpers/payments';
import { playHelpers, queuedRng } from '../../../../../helpers/play';

const ops = { authorization: OPS_AUTH };

describe.each(BACKENDS)('missions, operator side (/ops/missions) on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  const rng = queuedRng();

  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { demoVendorRng: rng });
    h = playHelpers(t, `ms_${backend}`);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const summary = async (token: string | null) => call(t, 'GET', '/wps/missions/summary', { token });
  const mission = (v: Json, title: string) =>
    [...v.daily.missions, ...v.weekly.missions].find((m: { title: string }) => m.title === title);

  const inject = async (method: 'POST' | 'PUT', url: string, payload: unknown, headers = ops) => {
    const res = await t.app.inject({ method, url, headers, payload: payload as object });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const input = {
    code: 'DEMO',
    period: 'WEEKLY',
    kind: 'DEPOSIT_AMOUNT',
    title: 'Deposit twice the week',
    target: 1_000,
    reward: 500,
    turnoverMultiple: 2,
    active: true,
  };

  it('needs an operator and refuses bad missions', async () => {
    expect((await call(t, 'GET', '/ops/missions?code=DEMO')).status).toBe(401);
    expect((await inject('POST', '/ops/missions', input, { authorization: 'Bearer ops_wrong' } as never)).status).toBe(
      401,
    );
    for (const bad of [
      { ...input, period: 'MONTHLY' },
      { ...input, kind: 'LOGIN' },
      { ...input, target: 0 },
      { ...input, reward: -1 },
      { ...input, title: '' },
      { ...input, title: 'x'.repeat(65) },
      { ...input, turnoverMultiple: -1 },
      { ...input, active: 'yes' },
    ]) {
      const r = await inject('POST', '/ops/missions', bad);
      expect({ bad, status: r.status, code: r.body.code }).toEqual({ bad, status: 400, code: 'VALIDATION' });
    }
  });

  it('adds and changes missions (audited); period and kind stay', async () => {
    const created = await inject('POST', '/ops/missions', input);
    expect(created.status).toBe(200);
    const id = created.body.value.id as number;
    const m = await h.member();
    expect(mission((await summary(m.token)).body.value, input.title)).toMatchObject({
      target: 1_000,
      status: 'IN_PROGRESS',
    });

    const changed = await inject('PUT', `/ops/missions/${id}`, { ...input, target: 2_000, active: false });
    expect(changed.body.value).toMatchObject({ id, target: 2_000, active: false });
    expect(mission((await summary(m.token)).body.value, input.title)).toBeUndefined();
    expect((await inject('PUT', `/ops/missions/${id}`, { ...input, period: 'DAILY' })).body.code).toBe('VALIDATION');
    expect((await inject('PUT', `/ops/missions/${id}`, { ...input, kind: 'BET_COUNT' })).body.code).toBe('VALIDATION');
    expect((await inject('PUT', '/ops/missions/999999', input)).status).toBe(404);
    expect((await inject('PUT', '/ops/missions/0', input)).status).toBe(400);

    const list = await call(t, 'GET', '/ops/missions?code=DEMO', { headers: ops });
    expect(list.body.value.missions).toHaveLength(DEMO_MISSIONS.length + 1);
    const audits = await t.db.query(
      "SELECT action FROM operator_audit WHERE subject_type = 'mission' AND subject_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(audits.rows).toEqual([{ action: 'mission.create' }, { action: 'mission.update' }]);
    const now = await call(t, 'POST', '/ops/missions/grant', { headers: ops, payload: { code: 'DEMO' } });
    expect(now).toMatchObject({ status: 200, body: { value: { code: 'DEMO', ran: true } } });
  });
});
