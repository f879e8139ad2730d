import { randomInt } from 'node:crypto';
import type { Rng } from '../../src/infra/rng';
import { TRIAL_TYPE } from 'shared-contracts';
import type { TestApp } from './app';
import { fund } from './funding';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
type Json = any;

/**
 * An Rng for the demo vendor that answers queued values first (`queue(49)` → the next draw is 49), then
 * crypto.randomInt: a test decides the outcome of exactly the draws it cares about.
 */
export function queuedRng(): Rng & { queue: (...values: number[]) => void } {
  const queued: number[] = [];
  const rng = ((n: number) => {
    const v = queued.shift();
    return v === undefined ? randomInt(n) : v;
  }) as Rng & { queue: (...values: number[]) => void };
  rng.queue = (...values) => queued.push(...values);
  return rng;
}

/** Members, launches, game pages and rounds of the demo vendor, over a test app. */
export function playHelpers(t: TestApp, prefix: string) {
  let seq = 0;
  const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const merchantId = async (): Promise<number> =>
    (await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'DEMO'")).rows[0]!.id;

  return {
    auth,
    merchantId,
    /** A new ACTIVE member (type 0 player funded with TEST_FUNDING, 4 trial) with a live session token. */
    async member(type = 0, username?: string) {
      seq += 1;
      const { members, sessions } = t.app;
      const m = await members.create({
        merchantId: await merchantId(),
        username: username ?? `${prefix}_${seq}`,
        passwordHash: 'x',
        type,
      });
      // Real members start at 0 now (ADR 0006); the play tests need money, as the old funding gave.
      if (type !== TRIAL_TYPE) await fund(t.app, m.id);
      return { id: m.id, username: m.username, token: await sessions.create(m.id, 3600) };
    },
    async get(url: string, token: string | null = null): Promise<{ status: number; body: Json }> {
      const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
      return { status: res.statusCode, body: res.json() };
    },
    /** GET /wps/game/launchGame with a query object. */
    async launch(token: string | null, query: Record<string, string | number>) {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const res = await t.app.inject({ method: 'GET', url: `/wps/game/launchGame?${qs}`, headers: auth(token) });
      return { status: res.statusCode, body: res.json() as Json };
    },
    /** Opens a game page URL (path and query of a launch URL). */
    async open(url: string) {
      const u = new URL(url, 'http://localhost');
      const res = await t.app.inject({ method: 'GET', url: u.pathname + u.search });
      const match = /<script type="application\/json" id="demo-state">(.*?)<\/script>/s.exec(res.body);
      return {
        status: res.statusCode,
        headers: res.headers,
        html: res.body,
        state: match ? (JSON.parse(match[1]!) as Json) : null,
      };
    },
    /** POST /vendor/demo/api/round. */
    async round(session: string | null, body: Record<string, unknown>) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/vendor/demo/api/round',
        headers: session ? { 'x-demo-session': session } : {},
        payload: body,
      });
      return { status: res.statusCode, body: res.json() as Json };
    },
  };
}
