/** @pglite: the operator routes on the embedded database too. */
import { BACKENDS } from '../../../../../helpers/db';
import { OPS_AUTH, getJson, setupApp, type TestApp } from '../../../../../helpers/app';

describe.each(BACKENDS)('/ops/merchants on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const op = (method: 'GET' | 'POST', url: string, payload?: object, key: string | null = OPS_AUTH) =>
    t.app.inject({ method, url, payload, headers: key === null ? {} : { authorization: key } });
  const config = async () => (await getJson(t.app, '/wps/system/config')).body.value;

  it('401s every operator route without the key or with a wrong one', async () => {
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/ops/merchants/DEMO'],
      ['POST', '/ops/merchants/DEMO/remotes/mf-games', { enabled: false }],
      ['POST', '/ops/merchants/DEMO/maintenance', { on: true }],
      ['POST', '/ops/merchants/DEMO/region-restriction', { on: true }],
    ];
    for (const [method, url, body] of calls) {
      for (const key of [null, 'wrong-key', '']) {
        const res = await op(method, url, body, key);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, value: null, code: 'UNAUTHORIZED' });
      }
    }
    expect((await config()).maintenance).toBe(false);
  });

  it('shows the merchant flags and remotes, never its keys', async () => {
    const res = await op('GET', '/ops/merchants/DEMO');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ code: 'DEMO', name: 'Demo Casino', maintenance: false, regionRestriction: false });
    expect(v.remotes).toHaveLength(6);
    expect(res.body).not.toMatch(/private|publicKey/i);
  });

  it('disables and re-enables a remote (mf-games or mf_games), reflected on the next config call', async () => {
    const off = await op('POST', '/ops/merchants/DEMO/remotes/mf-games', { enabled: false });
    expect(off.statusCode).toBe(200);
    const games = (await config()).remotes.find((r: { name: string }) => r.name === 'mf_games');
    expect(games.enabled).toBe(false);
    await op('POST', '/ops/merchants/DEMO/remotes/mf_games', { enabled: true });
    expect((await config()).remotes.every((r: { enabled: boolean }) => r.enabled)).toBe(true);
  });

  it('turns maintenance and region restriction on and off; maintenance wins', async () => {
    await op('POST', '/ops/merchants/DEMO/region-restriction', { on: true });
    expect((await config()).status).toBe(2);
    await op('POST', '/ops/merchants/DEMO/maintenance', { on: true });
    expect((await config()).status).toBe(1);
    expect((await getJson(t.app, '/wps/system/status')).body.value.status).toBe(1);
    await op('POST', '/ops/merchants/DEMO/maintenance', { on: false });
    await op('POST', '/ops/merchants/DEMO/region-restriction', { on: false });
    const c = await config();
    expect([c.status, c.maintenance, c.regionRestriction]).toEqual([0, false, false]);
  });

  it('writes every change in the audit with the operator who made it, never a secret', async () => {
    await op('POST', '/ops/merchants/DEMO/maintenance', { on: false });
    await op('POST', '/ops/merchants/DEMO/social/google', { clientId: 'audit-client', clientSecret: 'audit-secret' });
    const { rows } = await t.db.query<{ action: string; actor: string; role: string; after: unknown }>(
      `SELECT action, actor, role, after FROM operator_audit WHERE subject_type = 'merchant' AND subject_id = 'DEMO'
        ORDER BY seq DESC LIMIT 2`,
    );
    expect(rows).toEqual([
      {
        action: 'merchant.social',
        actor: 'demo_owner',
        role: 'owner',
        after: { provider: 'google', clientId: 'audit-client', clientSecret: 'set' },
      },
      { action: 'merchant.maintenance', actor: 'demo_owner', role: 'owner', after: { on: false } },
    ]);
    expect(JSON.stringify(rows)).not.toContain('audit-secret');
  });

  it('answers bad input with 400 VALIDATION and unknown names with 404', async () => {
    const cases: [string, object | undefined, number, string][] = [
      ['/ops/merchants/DEMO/maintenance', { on: 'yes' }, 400, 'VALIDATION'],
      ['/ops/merchants/DEMO/maintenance', {}, 400, 'VALIDATION'],
      ['/ops/merchants/DEMO/maintenance', undefined, 400, 'VALIDATION'],
      ['/ops/merchants/DEMO/remotes/mf-casino', { enabled: true }, 400, 'VALIDATION'],
      ['/ops/merchants/NOPE/maintenance', { on: true }, 404, 'MERCHANT_NOT_FOUND'],
      ['/ops/merchants/NOPE/remotes/mf-games', { enabled: true }, 404, 'MERCHANT_NOT_FOUND'],
    ];
    for (const [url, body, status, code] of cases) {
      const res = await op('POST', url, body);
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(res.json()).toMatchObject({ success: false, value: null, code });
    }
    expect((await op('GET', '/ops/merchants/NOPE')).statusCode).toBe(404);
    expect((await op('GET', '/ops/nothing-here')).json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
