import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../helpers/payments';
import { playHelpers } from '../../../../../helpers/play';

describe.each(BACKENDS)('a brand’s vendor cards (/ops/games/vendors) on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    h = playHelpers(t, 'vendors');
    as = await operatorHeaders(t, ['demo_admin', 'demo_finance', 'lucky_admin', 'demo_owner']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const lanes = async () =>
    (await t.app.inject({ url: '/wps/game/vendor', headers: { host: 'localhost' } })).json().value.data.lanes as Json[];
  const cards = async () =>
    (await lanes()).flatMap((l) => l.vendors.map((v: Json) => `${v.gameCategory}:${v.vassalage}`));

  it('lists every card of the brand, on or off, with its catalogue size and window', async () => {
    const list = (await call('demo_admin', 'GET', '/ops/games/vendors?merchant=DEMO')).body.value.list;
    expect(list.find((v: Json) => v.key === 'RNG:PG')).toMatchObject({
      code: 'PG',
      category: 'RNG',
      displayName: 'PG Soft',
      enabled: true,
      hot: true,
      games: 900,
      maintenanceFrom: null,
      inMaintenance: false,
    });
    expect((await call('demo_finance', 'GET', '/ops/games/vendors?merchant=DEMO')).status).toBe(200);
  });

  it('switches a card off, renames and reorders one, and the lobby shows it at the next request', async () => {
    expect(await cards()).toContain('RNG:CQ9');
    const off = await call('demo_admin', 'PUT', '/ops/games/vendors/RNG/CQ9?merchant=DEMO', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.value).toMatchObject({ key: 'RNG:CQ9', enabled: false });
    expect(await cards()).not.toContain('RNG:CQ9');
    await call('demo_admin', 'PUT', '/ops/games/vendors/RNG/MG?merchant=DEMO', {
      displayName: 'Micro Gaming',
      sort: 1,
    });
    const rng = (await lanes()).find((l) => l.gameCategory === 'RNG')!;
    expect(rng.vendors[0]).toMatchObject({ vassalage: 'MG', displayName: 'Micro Gaming' });
    const audit = (await call('demo_owner', 'GET', '/ops/audit?action=games.vendor')).body.value.list;
    expect(audit[0]).toMatchObject({ actor: 'demo_admin', subjectId: 'RNG:MG' });
    expect(audit[0].before.displayName).toBe('Microgaming');
  });

  it('refuses a launch of a vendor inside its maintenance window, and launches again once it is cleared', async () => {
    const m = await h.member();
    const from = new Date(Date.now() - 60_000).toISOString();
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const set = await call('demo_admin', 'PUT', '/ops/games/vendors/RNG/DEMO?merchant=DEMO', {
      maintenanceFrom: from,
      maintenanceUntil: until,
    });
    expect(set.body.value.inMaintenance).toBe(true);
    const refused = await h.launch(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'VENDOR_MAINTENANCE', until: expect.any(String) });
    expect(await cards()).toContain('RNG:DEMO');
    await call('demo_admin', 'PUT', '/ops/games/vendors/RNG/DEMO?merchant=DEMO', {
      maintenanceFrom: null,
      maintenanceUntil: null,
    });
    expect((await h.launch(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' })).status).toBe(200);
  });

  it.each([
    [
      'a window that ends before it starts',
      { maintenanceFrom: '2026-12-02T00:00:00Z', maintenanceUntil: '2026-12-01T00:00:00Z' },
      'maintenanceUntil',
    ],
    ['an end without a start', { maintenanceUntil: '2026-12-01T00:00:00Z' }, 'maintenanceFrom'],
    ['a date that is not one', { maintenanceFrom: 'tomorrow' }, 'maintenanceFrom'],
    ['a blank name', { displayName: '  ' }, 'displayName'],
    ['an unknown field', { colour: 'red' }, null],
  ])('refuses %s with 400 VALIDATION', async (_what, body, field) => {
    const res = await call('demo_admin', 'PUT', '/ops/games/vendors/RNG/PG?merchant=DEMO', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    if (field) expect(String(res.body.field)).toContain(field);
  });

  it('answers 404 for a card the brand does not have, 403 for other roles and brands', async () => {
    expect((await call('demo_admin', 'PUT', '/ops/games/vendors/RNG/NOPE?merchant=DEMO', { hot: true })).status).toBe(
      404,
    );
    expect((await call('demo_finance', 'PUT', '/ops/games/vendors/RNG/PG?merchant=DEMO', { hot: true })).status).toBe(
      403,
    );
    expect((await call('lucky_admin', 'PUT', '/ops/games/vendors/RNG/PG?merchant=DEMO', { hot: true })).status).toBe(
      403,
    );
    expect((await call('lucky_admin', 'GET', '/ops/games/vendors?merchant=DEMO')).status).toBe(403);
  });
});
