import type { VendorCategory } from 'shared-contracts';
import { BACKENDS } from '../../../../../helpers/db';
import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';

describe.each(BACKENDS)('/wps/game/menu (drop menu) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('answers the gamingvenue drop menu: the lanes of /wps/game/vendor, in menu order', async () => {
    const res = await getJson(t.app, '/wps/game/menu?menuGroup=gamingvenue');
    expect(res.status).toBe(200);
    expect(res.body.value.menuGroup).toBe('gamingvenue');
    const lanes = res.body.value.lanes as VendorCategory[];
    const vendor = (await getJson(t.app, '/wps/game/vendor')).body.value.data.lanes;
    expect(lanes).toEqual(vendor);
    expect(lanes.map((l) => l.gameCategory)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'RNG',
      'PVP',
    ]);
    expect(lanes.find((l) => l.gameCategory === 'RNG')!.vendors.length).toBeGreaterThan(10);
  });

  it("answers each merchant's own menu (by host)", async () => {
    const lucky = await getJson(t.app, '/wps/game/menu?menuGroup=gamingvenue', { host: 'lucky.localhost' });
    expect(lucky.status).toBe(200);
    const luckyVendor = await getJson(t.app, '/wps/game/vendor', { host: 'lucky.localhost' });
    expect(lucky.body.value.lanes).toEqual(luckyVendor.body.value.data.lanes);
  });

  it('drops a category whose vendors are all disabled', async () => {
    await t.db.query("UPDATE vendors SET enabled = false WHERE game_category = 'PVP'");
    await t.app.cache.invalidateAll();
    const lanes = (await getJson(t.app, '/wps/game/menu?menuGroup=gamingvenue')).body.value.lanes as VendorCategory[];
    expect(lanes.map((l) => l.gameCategory)).not.toContain('PVP');
    await t.db.query('UPDATE vendors SET enabled = true');
    await t.app.cache.invalidateAll();
  });

  it.each(['', '?menuGroup=', '?menuGroup=register', `?menuGroup=${'x'.repeat(300)}`])(
    'rejects a missing or unknown menu group (%s) with 400 VALIDATION',
    async (query) => {
      const res = await getJson(t.app, `/wps/game/menu${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, value: null, code: 'VALIDATION', field: 'menuGroup' });
    },
  );

  it('ignores a stale or forged token (a public menu answers anyone the same)', async () => {
    const res = await getJson(t.app, '/wps/game/menu?menuGroup=gamingvenue', { authorization: 'Bearer forged' });
    expect(res.status).toBe(200);
    expect(res.body.value.lanes.length).toBe(8);
  });
});
