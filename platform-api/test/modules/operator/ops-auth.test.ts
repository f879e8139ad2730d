import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PACKAGE_ROOT } from '../../../src/infra/paths';
import { isOpsUrl } from '../../../src/modules/operator';
import { OPS_AUTH, setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';

const MODULES_DIR = join(PACKAGE_ROOT, 'src', 'modules');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : p.endsWith('.ts') ? [p] : [];
  });
/** The modules with a routes/ops/ folder. */
const OPS_MODULES = readdirSync(MODULES_DIR).filter((m) => existsSync(join(MODULES_DIR, m, 'routes', 'ops')));

/** A registered route's URL with every parameter filled in (`:id` → 1, `*` → x). */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');

// Missing credentials are refused before anything reads the database: one backend is enough.
describe('the operator API (/ops) as a whole', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(BACKENDS[0]!);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const opsRoutes = () =>
    t.app.routeOwners.filter((r) => isOpsUrl(r.url) && r.method !== 'OPTIONS' && r.opsAccess !== 'public');

  it('leaves only the sign-in steps open (password, then a code or a passkey)', () => {
    const open = t.app.routeOwners.filter((r) => r.opsAccess === 'public').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([
      'POST /ops/session',
      'POST /ops/session/passkey',
      'POST /ops/session/passkey/options',
      'POST /ops/session/totp',
    ]);
  });

  it('answers 401 on every registered /ops route without a session or token, a wrong token, or the retired shared key', async () => {
    const routes = opsRoutes();
    // Every module with a routes/ops/ folder is in the walk (a module whose routes went missing would shrink it).
    expect(OPS_MODULES.length).toBeGreaterThan(5);
    expect(new Set(routes.map((r) => r.module))).toEqual(new Set(OPS_MODULES));
    const open: string[] = [];
    for (const r of routes)
      for (const [headers, code] of [
        [{}, 'UNAUTHORIZED'],
        [{ authorization: '' }, 'UNAUTHORIZED'],
        // The shared key is gone: a script that still sends it is a caller without credentials.
        [{ 'x-operator-key': 'anything' }, 'UNAUTHORIZED'],
        [{ authorization: 'Bearer ops_wrong' }, 'OPERATOR_SESSION_REQUIRED'],
      ] as const) {
        const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers });
        const body = r.method === 'HEAD' ? null : (res.json() as { code?: string });
        if (res.statusCode !== 401 || (body && body.code !== code))
          open.push(`${r.method} ${r.url} (${JSON.stringify(headers)}): ${res.statusCode}`);
      }
    expect(open).toEqual([]);
  });

  it("lets an operator's API token through to the route (its own answer, not 401)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/jobs', headers: { authorization: OPS_AUTH } });
    expect(res.statusCode).toBe(200);
  });

  it('is authenticated in one place: no route file adds the operator check itself', () => {
    const own = readdirSync(MODULES_DIR)
      .flatMap((m) => (existsSync(join(MODULES_DIR, m, 'routes')) ? filesUnder(join(MODULES_DIR, m, 'routes')) : []))
      .filter((f) => /operatorAuth|authenticateToken/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(PACKAGE_ROOT, f));
    expect(own).toEqual([]);
  });
});
