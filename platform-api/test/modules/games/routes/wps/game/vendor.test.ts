import { COCKFIGHT_VENDORS, ESPORT_VENDORS, VendorSchema, type Vendor, type VendorCategory } from 'shared-contracts';
import { BACKENDS } from '../../../../../helpers/db';
import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';

const lanesOf = async (t: TestApp, url = '/wps/game/vendor'): Promise<VendorCategory[]> =>
  (await getJson(t.app, url)).body.value.data.lanes;
const vendorsIn = (lanes: VendorCategory[], category: string): Vendor[] =>
  lanes.find((l) => l.gameCategory === category)?.vendors ?? [];

describe.each(BACKENDS)('/wps/game on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  describe('vendor', () => {
    it('answers lanes in menu order, ESPORTS right after SPORTS', async () => {
      const lanes = await lanesOf(t);
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
    });

    it('lists the e-sport vendors under ESPORTS and the cockfight vendors under SPORTS', async () => {
      const lanes = await lanesOf(t);
      expect(vendorsIn(lanes, 'ESPORTS').map((v) => v.vassalage)).toEqual([...ESPORT_VENDORS]);
      const sports = vendorsIn(lanes, 'SPORTS').map((v) => v.vassalage);
      for (const c of COCKFIGHT_VENDORS) expect(sports).toContain(c);
      for (const e of ESPORT_VENDORS) expect(sports).not.toContain(e);
    });

    it('has more than 10 RNG vendors, FISH and RNG as LOBBY, a VASSALAGE live vendor, GAME sports and lottery', async () => {
      const lanes = await lanesOf(t);
      expect(vendorsIn(lanes, 'RNG').length).toBeGreaterThanOrEqual(14);
      for (const c of ['FISH', 'RNG']) for (const v of vendorsIn(lanes, c)) expect(v.isGame).toBe('LOBBY');
      expect(vendorsIn(lanes, 'LIVE').some((v) => v.isGame === 'VASSALAGE')).toBe(true);
      for (const c of ['SPORTS', 'LOTT', 'ELOTT']) for (const v of vendorsIn(lanes, c)) expect(v.isGame).toBe('GAME');
      expect(vendorsIn(lanes, 'ELOTT').map((v) => v.vassalage)).toContain('TCG_LOTTO_VN');
    });

    it('gives every vendor the schema fields, an icon, and gameCount from the catalogue', async () => {
      const lanes = await lanesOf(t);
      const all = lanes.flatMap((l) => l.vendors);
      for (const v of all) {
        expect(Object.keys(v).sort()).toEqual(Object.keys(VendorSchema.properties).sort());
        expect(v.iconUrl).toBe(`/assets/icon/${v.vassalage}.svg`);
      }
      const pg = vendorsIn(lanes, 'RNG').find((v) => v.vassalage === 'PG')!;
      const { rows } = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM games WHERE vendor = 'PG' AND game_type = 'RNG'",
      );
      expect(pg.gameCount).toBe(rows[0]!.n);
      expect(pg.gameCount).toBeGreaterThan(0);
      const total = all.reduce((n, v) => n + v.gameCount, 0);
      expect(total).toBeGreaterThanOrEqual(9_900);
      expect(total).toBeLessThanOrEqual(10_500);
    });

    it('keeps vendors sorted and drops disabled vendors and emptied categories on the next call', async () => {
      const before = await lanesOf(t);
      const sorts = vendorsIn(before, 'RNG').map((v) => v.nodeId);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      await t.db.query("UPDATE vendors SET enabled = false WHERE game_category = 'PVP' OR code = 'PG'");
      await t.app.cache.invalidateAll(); // a change behind the API's back
      const after = await lanesOf(t);
      expect(after.map((l) => l.gameCategory)).not.toContain('PVP');
      expect(vendorsIn(after, 'RNG').map((v) => v.vassalage)).not.toContain('PG');
      await t.db.query('UPDATE vendors SET enabled = true');
      await t.app.cache.invalidateAll(); // a change behind the API's back
    });

    it('accepts the merchant code and 404s an unknown one', async () => {
      expect((await lanesOf(t, '/wps/game/vendor?merchantCode=DEMO')).length).toBe(8);
      const res = await getJson(t.app, '/wps/game/vendor?merchantCode=NOPE');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, value: null, code: 'MERCHANT_NOT_FOUND' });
    });

    it('rejects an over-long merchant code with 400 VALIDATION', async () => {
      const res = await getJson(t.app, `/wps/game/vendor?merchantCode=${'X'.repeat(40)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, value: null, code: 'VALIDATION', field: 'merchantCode' });
    });
  });

  describe('vendorTypes', () => {
    it('counts vendors and games per category in menu order', async () => {
      const { status, body } = await getJson(t.app, '/wps/game/vendorTypes');
      expect(status).toBe(200);
      const list = body.value.list as { gameCategory: string; vendorCount: number; gameCount: number }[];
      expect(list.map((x) => x.gameCategory)).toEqual([
        'ELOTT',
        'LOTT',
        'LIVE',
        'SPORTS',
        'ESPORTS',
        'FISH',
        'RNG',
        'PVP',
      ]);
      expect(list.find((x) => x.gameCategory === 'ESPORTS')).toEqual({
        gameCategory: 'ESPORTS',
        vendorCount: 5,
        gameCount: 0,
      });
      expect(list.find((x) => x.gameCategory === 'RNG')!.gameCount).toBeGreaterThanOrEqual(9_600);
    });
  });
});
