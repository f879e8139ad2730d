/** The config's remote versions per visitor (ADR 0012 §5): sticky canary buckets through GET /wps/system/config. */
import { randomBytes } from 'node:crypto';
import { releaseBucket } from 'shared-contracts';
import { setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';
import { OPS_AUTH } from '../../helpers/operator-token';
import { seedRelease } from '../../helpers/rollouts';

const LUCKY = 'lucky.localhost';

describe.each(BACKENDS)('remote versions in the config on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
    for (const v of ['1.0.0', '1.1.0']) await seedRelease(t.db, 'mf_games', v);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const ops = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: OPS_AUTH }, payload });
  const config = async (host: string, vid?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/config',
      headers: { host, ...(vid ? { cookie: `wl_vid=${vid}` } : {}) },
    });
    const games = (res.json().value.remotes as { name: string; entry: string; version: string | null }[]).find(
      (r) => r.name === 'mf_games',
    );
    return { games, setCookie: res.headers['set-cookie'] };
  };

  it('serves the unversioned build before any release, and sets wl_vid on a first visit', async () => {
    const first = await config(LUCKY);
    expect(first.games).toMatchObject({ version: null });
    expect(String(first.setCookie)).toMatch(/^wl_vid=[A-Za-z0-9_-]{22};.*HttpOnly/i);
    expect((await config(LUCKY, randomBytes(16).toString('base64url'))).setCookie).toBeUndefined();
  });

  it('gives a 30 % canary on LUCKY to 30 ± 5 % of 2,000 visitors, each the same version again; DEMO unaffected', async () => {
    expect((await ops('/ops/rollouts/mf_games/pin?merchant=LUCKY', { version: '1.0.0' })).statusCode).toBe(200);
    expect(
      (await ops('/ops/rollouts/mf_games/canary?merchant=LUCKY', { version: '1.1.0', percent: 30 })).statusCode,
    ).toBe(200);
    let inCanary = 0;
    for (let i = 0; i < 2000; i++) {
      const vid = randomBytes(16).toString('base64url');
      const a = (await config(LUCKY, vid)).games!;
      expect(a.version === '1.0.0' || a.version === '1.1.0').toBe(true);
      expect(a.entry).toBe(`/remotes/mf-games/${a.version}/mf-manifest.json`);
      if (a.version === '1.1.0') inCanary++;
      expect((await config(LUCKY, vid)).games).toEqual(a);
    }
    expect(inCanary / 2000).toBeGreaterThanOrEqual(0.25);
    expect(inCanary / 2000).toBeLessThanOrEqual(0.35);
    expect((await config('localhost', randomBytes(16).toString('base64url'))).games).toMatchObject({ version: null });
  }, 120_000);

  it('shows a change on the next load (the cached config is dropped)', async () => {
    let vid = randomBytes(16).toString('base64url');
    while (releaseBucket(vid, 'mf_games') < 30) vid = randomBytes(16).toString('base64url');
    expect((await config(LUCKY, vid)).games).toMatchObject({ version: '1.0.0' });
    await ops('/ops/rollouts/mf_games/promote?merchant=LUCKY', {});
    expect((await config(LUCKY, vid)).games).toMatchObject({ version: '1.1.0' });
  });
});
