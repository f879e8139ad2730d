/** Malformed requests on PostgreSQL (the embedded database answers the same routes in their own tests). */
import { Writable } from 'node:stream';
import { OPS_AUTH, setupApp, type TestApp } from '../helpers/app';
import { teamMember } from '../helpers/agency';
import { BACKENDS } from '../helpers/db';
import { operatorHeaders } from '../helpers/ops-sessions';
import { bearer, tokenFor } from '../helpers/tokens';
import { formatReport, fuzz, seededRandom, type Credentials } from './fuzz-engine';

// A sample of the request fuzzer (docs/testing.md, "Fuzzing") in the suite: FUZZ_REQUESTS malformed requests
// (600 by default) over every route, seed FUZZ_SEED (fixed by default). Any 5xx fails, with its request and error.
// `npm run fuzz` runs this file with 10,000 requests and prints the report (FUZZ_REPORT=1).
const REQUESTS = Number(process.env.FUZZ_REQUESTS) || 600;
const SEED = Number(process.env.FUZZ_SEED) || 20_261_130;

describe.each(BACKENDS)('request fuzzer on %s', (backend) => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    // The app's error log (every 5xx is logged with its error), kept to print beside the request that caused it.
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        const line = JSON.parse(chunk.toString()) as {
          msg?: string;
          err?: { type?: string; message?: string; stack?: string };
        };
        logged.push(`${line.msg ?? ''}: ${line.err?.stack ?? line.err?.message ?? chunk.toString()}`.slice(0, 1_500));
        done();
      },
    });
    t = await setupApp(backend, {}, { logger: { level: 'error', stream } });
    await t.app.ready();
  }, 60_000);
  afterAll(() => t?.cleanup());

  // The fuzzer's most common finding: an integer beyond PostgreSQL's types reached a query and answered 500. Every
  // integer a request may carry has a maximum (an enum aside), so it is refused at the boundary.
  it('every integer of every request schema (query, body, params) is bounded', () => {
    type S = {
      type?: unknown;
      enum?: unknown;
      properties?: Record<string, S>;
      items?: S;
      anyOf?: S[];
      maximum?: number;
    };
    const unbounded: string[] = [];
    const walk = (s: S | undefined, at: string) => {
      if (!s || typeof s !== 'object') return;
      if ((s.type === 'integer' || s.type === 'number') && s.maximum === undefined && !s.enum) unbounded.push(at);
      for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${at}.${k}`);
      walk(s.items, `${at}[]`);
      for (const a of s.anyOf ?? []) walk(a, at);
    };
    for (const r of t.app.routeOwners)
      for (const part of ['querystring', 'body', 'params'] as const)
        walk((r.schema as Record<string, S> | undefined)?.[part], `${r.method} ${r.url} ${part}`);
    expect(unbounded).toEqual([]);
  });

  it(`answers ${REQUESTS} malformed requests without a server error (seed ${SEED})`, async () => {
    const player = await teamMember(t, 'fuzz_player', null, 0);
    const agent = await teamMember(t, 'fuzz_agent', null, 2);
    await teamMember(t, 'fuzz_downline', agent.id, 0);
    const trial = await teamMember(t, 'fuzz_trial', null, 4);
    const pick = seededRandom(SEED + 1);
    const creds: Credentials = {
      player: async () => bearer(await tokenFor(t, player.id)),
      agent: async () => bearer(await tokenFor(t, agent.id)),
      trial: async () => bearer(await tokenFor(t, trial.id)),
      operator: async () =>
        pick.chance(0.5) ? { authorization: OPS_AUTH } : (await operatorHeaders(t, ['demo_owner'])).demo_owner!,
    };
    const report = await fuzz(t.app, {
      seed: SEED,
      requests: REQUESTS,
      creds,
      takeErrors: () => logged.splice(0),
      onProgress: (done) => process.env.FUZZ_REPORT && process.stdout.write(`fuzz: ${done} requests sent\n`),
    });
    if (process.env.FUZZ_REPORT) process.stdout.write(`\n${formatReport(report)}\n`);
    expect(report.requests).toBe(REQUESTS);
    expect(report.failures.length === 0 ? 'no 5xx' : formatReport(report)).toBe('no 5xx');
  }, 600_000);
});
