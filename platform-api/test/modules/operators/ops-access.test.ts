/** @postgres-only: the whole /ops route × role matrix once (the sign-in itself runs on both backends). */
import { can, OPERATOR_ROLES, type OperatorRole, type Permission } from 'shared-contracts';
import { isOpsUrl } from '../../../src/modules/operator';
import { createOperatorSessionsRepository } from '../../../src/modules/operators/operator-sessions-repository';
import { setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';

/** A registered route's URL with every parameter filled in (`:code` → DEMO, `:id` → 1). */
const concrete = (url: string) => url.replace(':code', 'DEMO').replace(/:[A-Za-z0-9_]+/g, '1');

describe('every /ops route × every operator role (ADR 0011)', () => {
  let t: TestApp;
  /** An open session (cookie and CSRF token) for an operator of each role, of DEMO (the owner: of the platform). */
  const sessions = new Map<OperatorRole | 'lucky_admin', { cookie: string; csrf: string }>();
  beforeAll(async () => {
    t = await setupApp(BACKENDS[0]!);
    const repo = createOperatorSessionsRepository(t.db);
    const demo = (await t.app.merchants.findByCode('DEMO'))!.id;
    const open = async (operatorId: number) => {
      const s = await repo.create({ operatorId, stage: 'open', ip: '127.0.0.1', userAgent: 'test' });
      return { cookie: `ops_session=${s.token}`, csrf: s.csrfToken! };
    };
    for (const role of OPERATOR_ROLES) {
      const id = await t.app.operators.create({ username: `matrix_${role}`, password: 'x', role, merchantIds: [demo] });
      sessions.set(role, await open(id));
    }
    const lucky = (await t.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'lucky_admin'"))
      .rows[0]!;
    sessions.set('lucky_admin', await open(lucky.id));
  }, 60_000);
  afterAll(() => t?.cleanup());

  const routes = () =>
    t.app.routeOwners.filter(
      (r) => isOpsUrl(r.url) && r.method !== 'OPTIONS' && r.opsAccess !== 'public' && r.opsAccess !== 'signed-in',
    );
  /** Routes that answer a live stream (server-sent events): read as a stream, dropped once its answer is known. */
  const STREAMS = new Set(['/ops/desk/events']);
  const call = async (method: string, url: string, s: { cookie: string; csrf: string }, csrf = true) => {
    const request = {
      method: method as 'GET',
      url,
      headers: { cookie: s.cookie, ...(csrf ? { 'x-csrf-token': s.csrf } : {}) },
    };
    if (!STREAMS.has(url)) return t.app.inject(request);
    const res = await t.app.inject({ ...request, payloadAsStream: true });
    const stream = res.stream();
    if (res.statusCode === 200) {
      stream.destroy();
      return { statusCode: 200, json: () => ({}) };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return { statusCode: res.statusCode, json: () => JSON.parse(Buffer.concat(chunks).toString()) as unknown };
  };

  it('names a permission on every /ops route (a new route without one fails here)', () => {
    const bare = routes()
      .filter((r) => !r.opsAccess)
      .map((r) => `${r.method} ${r.url}`);
    expect(bare).toEqual([]);
    expect(routes().length).toBeGreaterThan(40);
  });

  it('lets each role through exactly where the permission table says, and refuses it everywhere else', async () => {
    const wrong: string[] = [];
    for (const r of routes())
      for (const role of OPERATOR_ROLES) {
        const res = await call(r.method, concrete(r.url), sessions.get(role)!);
        const refused = res.statusCode === 403 && (res.json() as { code: string }).code === 'FORBIDDEN';
        const allowed = can(role, r.opsAccess as Permission);
        if (refused === allowed || res.statusCode === 401)
          wrong.push(`${role} ${r.method} ${r.url}: ${res.statusCode} (table says ${allowed ? 'allowed' : 'refused'})`);
      }
    expect(wrong).toEqual([]);
  });

  it('refuses a state-changing call without the session’s CSRF token, before the route runs', async () => {
    const writes = routes().filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    for (const r of writes) {
      const res = await call(r.method, concrete(r.url), sessions.get('owner')!, false);
      expect([r.url, res.statusCode, (res.json() as { code: string }).code]).toEqual([r.url, 403, 'CSRF_REJECTED']);
    }
  });

  it("refuses another merchant's operator on DEMO's queues and settings", async () => {
    const lucky = sessions.get('lucky_admin')!;
    for (const url of [
      '/ops/deposits?merchant=DEMO',
      '/ops/withdrawals?merchant=DEMO',
      '/ops/vip?code=DEMO',
      '/ops/merchants/DEMO',
    ]) {
      const res = await call('GET', url, lucky);
      expect([url, res.statusCode, (res.json() as { code: string }).code]).toEqual([url, 403, 'FORBIDDEN']);
    }
    expect((await call('GET', '/ops/deposits?merchant=LUCKY', lucky)).statusCode).toBe(200);
    expect((await call('GET', '/ops/deposits?merchant=LUCKY', sessions.get('admin')!)).statusCode).toBe(403);
    expect((await call('GET', '/ops/deposits?merchant=LUCKY', sessions.get('owner')!)).statusCode).toBe(200);
  });
});
