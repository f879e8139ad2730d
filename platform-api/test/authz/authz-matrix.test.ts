/** Every player route’s access rule, on PostgreSQL (route-level tests cover the embedded database). */
import type { RouteAccess } from '../../src/infra/http/register-endpoint';
import type { RouteOwner } from '../../src/infra/decorations';
import { setupApp, type TestApp } from '../helpers/app';
import { teamMember } from '../helpers/agency';
import { BACKENDS } from '../helpers/db';
import { freshIp } from '../helpers/login';
import { bearer, tokenFor } from '../helpers/tokens';

// The authorization matrix (docs/testing.md): every /wps, /lgw and /lotto route, read from the route registry with
// the access it declares (`config.access`: registerEndpoint's from the endpoint and its options, or the route's
// own), called as each kind of caller. A route without a declaration fails the first test.

type Kind = 'public' | 'signed' | 'player' | 'real-account' | 'agent';
type Caller = 'visitor' | 'trial' | 'player' | 'agent' | 'lucky-on-demo' | 'demo-on-lucky';
const CALLERS: readonly Caller[] = ['visitor', 'trial', 'player', 'agent', 'lucky-on-demo', 'demo-on-lucky'];
const LUCKY_HOST = 'lucky.localhost';

const isPlayerApi = (url: string) => /^\/(wps|lgw|lotto)(\/|$)/.test(url);

function kindOf(access: RouteAccess | undefined): Kind | null {
  if (!access) return null;
  if (access.signed) return 'signed';
  if (!access.auth) return 'public';
  if (access.agent) return 'agent';
  return access.realAccount ? 'real-account' : 'player';
}

/** What each caller must get: a status and code, or `passes` (any answer but 401, 403 and 5xx: it got past authorization). */
type Expected = { status: number; code: string } | 'passes';
const UNAUTHORIZED: Expected = { status: 401, code: 'UNAUTHORIZED' };

function expected(kind: Kind, caller: Caller): Expected {
  if (kind === 'public') return 'passes';
  // A provider's server-to-server call: a session is no credential, an unsigned body is refused.
  if (kind === 'signed') return { status: 401, code: 'CALLBACK_BAD_SIGNATURE' };
  // A session is valid only on its own brand's host.
  if (caller === 'visitor' || caller === 'lucky-on-demo' || caller === 'demo-on-lucky') return UNAUTHORIZED;
  if (caller === 'trial' && (kind === 'real-account' || kind === 'agent'))
    return { status: 403, code: 'TRIAL_FORBIDDEN' };
  if (caller === 'player' && kind === 'agent') return { status: 403, code: 'AGENT_ONLY' };
  return 'passes';
}

/** The URL to call: path parameters filled with a plausible value. */
const urlOf = (route: RouteOwner) => route.url.replace(/:provider/g, 'google').replace(/:(\w+)/g, '1');

describe.each(BACKENDS)('authorization matrix on %s', (backend) => {
  let t: TestApp;
  let routes: (RouteOwner & { kind: Kind | null })[];
  let members: Record<'trial' | 'player' | 'agent' | 'lucky', number>;
  beforeAll(async () => {
    t = await setupApp(backend);
    await t.app.ready();
    routes = t.app.routeOwners
      .filter((r) => isPlayerApi(r.url) && r.method !== 'OPTIONS')
      .map((r) => Object.assign(Object.create(r) as RouteOwner, { kind: kindOf(r.access) }));
    const lucky = (await t.app.merchants.findByCode('LUCKY'))!;
    const luckyMember = await t.app.members.create({
      merchantId: lucky.id,
      username: `authz_lucky_${Date.now()}`,
      passwordHash: 'x',
      type: 0,
    });
    members = {
      trial: (await teamMember(t, 'authz_trial', null, 4)).id,
      player: (await teamMember(t, 'authz_player', null, 0)).id,
      agent: (await teamMember(t, 'authz_agent', null, 2)).id,
      lucky: luckyMember.id,
    };
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A fresh session per call (a call may end it: logout), from a fresh IP (no per-IP limit in the way). */
  async function call(route: RouteOwner, caller: Caller) {
    const who =
      caller === 'visitor'
        ? null
        : caller === 'lucky-on-demo'
          ? members.lucky
          : caller === 'demo-on-lucky'
            ? members.player
            : members[caller];
    const headers: Record<string, string> = {
      ...(who === null ? {} : bearer(await tokenFor(t, who))),
      ...(caller === 'demo-on-lucky' ? { host: LUCKY_HOST } : {}),
    };
    const inQuery = route.method === 'GET' || route.method === 'DELETE';
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: urlOf(route),
      headers,
      remoteAddress: freshIp(),
      ...(inQuery ? {} : { payload: {} }),
    });
    const body = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
    return { status: res.statusCode, code: (body as { code?: string } | null)?.code ?? null };
  }

  it('every /wps, /lgw and /lotto route declares who may call it (public, signed, player, real-account or agent)', () => {
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((r) => r.kind === null).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    // Every /wps/agent route but the invitation-code check (public, before registering) is agents only.
    const agentPaths = routes.filter((r) => r.url.startsWith('/wps/agent/') && r.url !== '/wps/agent/affiliate');
    expect(agentPaths.filter((r) => r.kind !== 'agent').map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('each caller gets what the declaration says, on every route', async () => {
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    for (const route of routes) {
      if (!route.kind) continue;
      counts[route.kind] = (counts[route.kind] ?? 0) + 1;
      for (const caller of CALLERS) {
        const want = expected(route.kind, caller);
        const got = await call(route, caller);
        const ok =
          want === 'passes'
            ? got.status !== 401 && got.status !== 403 && got.status < 500
            : got.status === want.status && got.code === want.code;
        if (!ok)
          failures.push(
            `${route.method} ${route.url} [${route.kind}] as ${caller}: got ${got.status} ${got.code ?? ''}, want ${
              want === 'passes' ? 'past authorization' : `${want.status} ${want.code}`
            }`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(Object.keys(counts).sort()).toEqual(['agent', 'player', 'public', 'real-account', 'signed']);
  }, 120_000);

  it("an agent never reads another agent's downline, nor its own upline", async () => {
    const a = await teamMember(t, 'authz_a', null, 2);
    const sub = await teamMember(t, 'authz_sub', a.id, 2);
    const mine = await teamMember(t, 'authz_mine', sub.id, 0);
    const b = await teamMember(t, 'authz_b', null, 2);
    const theirs = await teamMember(t, 'authz_theirs', b.id, 0);
    const get = async (url: string, token: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: freshIp() });
      return { status: res.statusCode, body: res.json() };
    };
    const refused = { status: 404, body: expect.objectContaining({ success: false, code: 'NOT_IN_TEAM' }) };
    // The control: its own team, down to its sub-agent's players.
    expect((await get(`/wps/agent/team/member?account=${mine.username}`, a.token)).status).toBe(200);
    for (const [caller, stranger] of [
      [a, theirs],
      [a, b],
      [b, mine],
      [sub, a],
    ] as const) {
      for (const url of [
        `/wps/agent/team/member?account=${stranger.username}`,
        `/wps/agent/team/bets?account=${stranger.username}`,
        `/wps/agent/team/loss?account=${stranger.username}`,
        `/wps/agent/team/transactions?account=${stranger.username}`,
        `/wps/agent/contracts/conflicts?account=${stranger.username}&type=DAILY_SALARY&maxRate=1`,
      ])
        expect({ url, ...(await get(url, caller.token)) }).toEqual({ url, ...refused });
      const listed = await get(`/wps/agent/team/members?account=${stranger.username}&scope=all`, caller.token);
      expect(listed.status).toBe(200);
      expect(listed.body.value.list).toEqual([]);
    }
  });
});
