import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RouteOwner } from '../../src/infra/decorations';

// The request fuzzer (docs/testing.md, "Fuzzing"): malformed requests over every route the app registers, from a
// seeded generator, so a run is reproduced by its seed. Used by test/fuzz/fuzz.test.ts (a sample in the suite, and
// `npm run fuzz`: 10,000 requests).

/** mulberry32: a small seeded generator (the same seed asks the same requests). */
export function seededRandom(seed: number) {
  let s = seed | 0;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof seededRandom>;

/** Who a request is sent as: headers made fresh for each request (a request may end its session: logout). */
export interface Credentials {
  player: () => Promise<Record<string, string>>;
  trial: () => Promise<Record<string, string>>;
  agent: () => Promise<Record<string, string>>;
  /** An operator: its API token or its session cookie with the CSRF token. */
  operator: () => Promise<Record<string, string>>;
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  format?: string;
};

// Texts that have broken servers somewhere: control characters, huge, odd unicode, traversal, invalid percent-encoding.
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  '\t\r\n',
  'x'.repeat(70_000),
  'é'.repeat(5_000),
  '\uD800',
  '\uDFFF\uD800',
  '😀'.repeat(100),
  '\u202Eevil',
  '\uFEFF',
  'ǅ̵̡̛͚͉̼̈́',
  '../../../../etc/passwd',
  '..',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  "' OR 1=1 --",
  '"; DROP TABLE members; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e308',
  '-1',
  '0',
  '9'.repeat(40),
  '1.5',
  '0x10',
  'true',
  '[]',
  '{}',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '0000-00-00',
  '-271821-04-20',
];
const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  1.5,
  -1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  1e21,
];
// Raw texts for a path parameter or query value (already URL text: may hold invalid percent-encoding).
const NASTY_URL_TEXT = [
  '%00',
  '%01',
  '%1f',
  '%7f',
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '..',
  '..%2F..%2F',
  '%2e%2e',
  'x'.repeat(10_000),
  '-1',
  '0',
  '1.5',
  '1e308',
  '99999999999999999999999',
  '-9223372036854775809',
  'NaN',
  'Infinity',
  '%F0%9F%98%80',
  '%E4%B8%AD%E6%96%87',
  '__proto__',
  'constructor',
  '+',
  '%20',
  '%0A',
  ';',
  '&',
  '=',
];

/** A value of the schema's type that is plausible (often valid). */
function plausible(r: Random, s: Schema | undefined, depth = 0): unknown {
  if (!s) return r.pick(['a', 1, true]);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return r.pick(s.enum);
  if (s.anyOf?.length) return plausible(r, r.pick(s.anyOf), depth);
  const type = Array.isArray(s.type) ? r.pick(s.type) : s.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const lo = s.minimum ?? 1;
      const hi = Math.min(s.maximum ?? lo + 100, lo + 100);
      return lo + r.int(Math.max(1, hi - lo + 1));
    }
    case 'boolean':
      return r.chance(0.5);
    case 'array':
      return depth > 3 ? [] : Array.from({ length: r.int(3) }, () => plausible(r, s.items, depth + 1));
    case 'object':
      return depth > 3 ? {} : objectOf(r, s, depth + 1, false);
    case 'null':
      return null;
    default:
      return s.format === 'date' ? '2026-01-01' : s.format === 'date-time' ? '2026-01-01T00:00:00Z' : 'demo';
  }
}

/** Any odd value: a wrong type, a nasty text or number, an array or object where a scalar goes. */
function odd(r: Random, depth = 0): unknown {
  switch (r.int(9)) {
    case 0:
      return r.pick(NASTY_STRINGS);
    case 1:
      return r.pick(NASTY_NUMBERS);
    case 2:
      return r.pick([null, true, false]);
    case 3:
      return depth > 2 ? [] : [odd(r, depth + 1), odd(r, depth + 1)];
    case 4:
      return depth > 2 ? {} : { [r.pick(['a', '__proto__', 'constructor', '0'])]: odd(r, depth + 1) };
    case 5:
      return Array.from({ length: 10_000 }, (_, i) => i);
    case 6:
      return r.pick(['NaN', 'Infinity', '-Infinity', '1e308', '-0', '0x1F']);
    case 7:
      return `${r.pick(NASTY_STRINGS)}${r.pick(NASTY_STRINGS)}`.slice(0, 200);
    default:
      return r.int(2 ** 31);
  }
}

/** An object for the schema: each property plausible or odd, some required ones left out, an extra key or two. */
function objectOf(r: Random, s: Schema, depth: number, mutate: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    const required = s.required?.includes(key) ?? false;
    if (mutate && r.chance(0.15)) continue; // missing (required or not)
    if (!required && r.chance(0.4)) continue;
    out[key] = mutate && r.chance(0.35) ? odd(r, depth) : plausible(r, prop, depth);
  }
  if (mutate && r.chance(0.2)) out[r.pick(['extra', '__proto__', 'constructor', 'prototype', ''])] = odd(r, depth);
  return out;
}

/** A deeply nested JSON text (arrays or objects), or its `encrypted` form. */
const deeplyNested = (r: Random, depth: number) =>
  r.chance(0.5) ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const JUNK_ENCRYPTED = [
  { encrypted: 'junk' },
  { encrypted: null },
  { encrypted: {} },
  { encrypted: { key: 'a', iv: 'b', data: 'c' } },
  { encrypted: { key: '', iv: '', data: '' } },
  { encrypted: { key: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', data: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
  { encrypted: { key: 'A'.repeat(344), iv: 'A'.repeat(16), data: 'A'.repeat(64) } },
  { encrypted: { key: 1, iv: [], data: {} } },
  { encrypted: { key: '%%%', iv: '\u0000', data: '😀' } },
  { encrypted: { key: 'x'.repeat(100_000), iv: 'y', data: 'z' } },
];

export interface FuzzRequest {
  route: string;
  options: InjectOptions;
}

const BAD_AUTH: Record<string, string>[] = [
  { authorization: 'Bearer ' },
  { authorization: 'Bearer x' },
  { authorization: `Bearer ${'a'.repeat(5_000)}` },
  { authorization: 'Bearer null' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: 'Bearer ops_x' },
  { authorization: 'Bearer %00' },
  { authorization: 'bearer lowercase' },
  { token: 'junk' },
  { token: '' },
  { cookie: 'ops_session=junk' },
  { cookie: 'ops_session=%zz; x-csrf-token=%' },
  { cookie: 'ops_session=; ops_session=a' },
  { cookie: '=;;;==' },
  { cookie: `ops_session=${'z'.repeat(5_000)}`, 'x-csrf-token': 'x' },
  { 'x-csrf-token': 'junk' },
];
const ODD_HOSTS = [
  'evil.example',
  'lucky.localhost',
  'ph.localhost',
  'LOCALHOST',
  'localhost:99999',
  'localhost:-1',
  '[::1]',
  '127.0.0.1',
  '..',
  'a'.repeat(300),
  'xn--80ak6aa92e.com',
  'localhost.',
  '',
];

/** The concrete path of a route: each parameter plausible or nasty; a wildcard gets a nasty tail. */
function pathOf(r: Random, url: string): string {
  const params = url.replace(/:(\w+)/g, (_m, name: string) =>
    r.chance(0.7) ? r.pick(NASTY_URL_TEXT) : name === 'code' ? r.pick(['DEMO', 'LUCKY', 'demo']) : String(r.int(50)),
  );
  return params.replace(/\*$/, () => r.pick(NASTY_URL_TEXT));
}

/** Percent-encoded text; a lone surrogate (which encodeURIComponent refuses) as its invalid UTF-8 bytes. */
const urlText = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** A query string for the schema: mutated values, duplicated keys, prototype pollution keys, invalid encoding. */
function queryOf(r: Random, s: Schema | undefined): string {
  const obj = s ? objectOf(r, s, 0, true) : {};
  const parts: string[] = [];
  for (const [k, v] of Object.entries(obj)) {
    const text = (x: unknown) => urlText(typeof x === 'string' ? x : (JSON.stringify(x) ?? ''));
    if (Array.isArray(v) && v.length < 50) for (const x of v) parts.push(`${k}=${text(x)}`);
    else parts.push(`${k}=${r.chance(0.2) ? r.pick(NASTY_URL_TEXT) : text(v).slice(0, 20_000)}`);
    if (r.chance(0.1)) parts.push(`${k}=${text(odd(r))}`.slice(0, 2_000)); // the key twice
    if (r.chance(0.05)) parts.push(`${k}[]=1`, `${k}[a]=2`);
  }
  if (r.chance(0.15))
    parts.push(
      r.pick([
        '__proto__[polluted]=1',
        'constructor[prototype][polluted]=1',
        '__proto__=x',
        'constructor=1',
        'hasOwnProperty=1',
        'toString=1',
        'a[b][c][d][e][f]=1',
        '=',
        '&&&',
        '%zz=1',
        `k=${'%'.repeat(20)}`,
      ]),
    );
  return parts.length ? `?${parts.join('&')}` : r.chance(0.05) ? '?' : '';
}

/** The body and its content type: a mutated object, invalid JSON, another content type, deep nesting, junk encryption. */
function bodyOf(r: Random, s: Schema | undefined, encrypted: boolean): Pick<InjectOptions, 'payload' | 'headers'> {
  const json = (payload: unknown) => ({
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
  switch (r.int(12)) {
    case 0:
      return {
        payload: r.pick(['{', '{"a":', 'nul', '[1,]', "{'a':1}", '\u0000', '{"a":1}}', '"str"', '1', 'true', '']),
        headers: { 'content-type': 'application/json' },
      };
    case 1:
      return {
        payload: r.pick(['a=1&b=2', 'hello', '<xml/>', '--x\r\n\r\n']),
        headers: {
          'content-type': r.pick([
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data; boundary=x',
            'multipart/form-data',
            'application/json; charset=utf-16',
            'application/json; charset=%zz',
            'application/octet-stream',
            'invalid',
            '',
          ]),
        },
      };
    case 2:
      return {
        payload: deeplyNested(r, r.pick([100, 1_000, 10_000, 100_000])),
        headers: { 'content-type': 'application/json' },
      };
    case 3:
      return json(Array.from({ length: r.pick([1_000, 50_000]) }, (_, i) => i));
    case 4:
      return json(r.pick(JUNK_ENCRYPTED));
    case 5:
      return json(odd(r));
    case 6:
      return {
        payload: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
        headers: { 'content-type': 'application/json' },
      };
    default:
      return encrypted && r.chance(0.3) ? json(r.pick(JUNK_ENCRYPTED)) : json(s ? objectOf(r, s, 0, true) : odd(r));
  }
}

/**
 * Routes whose answer to a valid caller is an endless stream (server-sent events): inject would wait for its end
 * forever, so they are sent only without credentials or with bad ones.
 */
export const STREAMING_ROUTES = new Set(['GET /ops/desk/events']);

/** One malformed request for a route, sent as one of the callers (or with bad credentials, or none). */
export async function requestFor(r: Random, route: RouteOwner, creds: Credentials): Promise<FuzzRequest> {
  const schema = route.schema as { querystring?: Schema; body?: Schema } | undefined;
  const ops = route.url.startsWith('/ops');
  const streams = STREAMING_ROUTES.has(`${route.method} ${route.url}`);
  const who = streams ? r.next() * 0.35 : r.next();
  const headers: Record<string, string> =
    who < 0.25
      ? {}
      : who < 0.35
        ? { ...r.pick(BAD_AUTH) }
        : ops
          ? await creds.operator()
          : who < 0.65
            ? await creds.player()
            : who < 0.8
              ? await creds.agent()
              : who < 0.9
                ? await creds.trial()
                : await creds.operator();
  if (r.chance(0.1)) headers.host = r.pick(ODD_HOSTS);
  if (r.chance(0.05)) headers['x-forwarded-for'] = r.pick(['junk', '::ffff:1.2.3.4', '1.1.1.1, 2.2.2.2', '']);
  if (r.chance(0.05)) headers['accept-language'] = r.pick(['*', 'xx', ';q=', 'a'.repeat(2000)]);
  if (r.chance(0.05)) headers['if-none-match'] = r.pick(['*', '"x"', 'W/', '']);
  let url = pathOf(r, route.url) + queryOf(r, schema?.querystring);
  if (r.chance(0.03)) url += r.pick(['#frag', '/', '//', '/..', '?a=%']);
  const withBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body = withBody ? bodyOf(r, schema?.body, route.access?.encrypted ?? false) : {};
  return {
    route: `${route.method} ${route.url}`,
    options: {
      method: route.method as InjectOptions['method'],
      url,
      remoteAddress: `10.${r.int(256)}.${r.int(256)}.${1 + r.int(254)}`,
      ...body,
      headers: { ...headers, ...(body.headers as Record<string, string> | undefined) },
    },
  };
}

class NoAnswer extends Error {
  constructor() {
    super('no answer in time');
  }
}

export interface FuzzFailure {
  route: string;
  request: { method: string; url: string; headers: unknown; payload: string };
  status: number;
  response: string;
  error: string | null;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  byClass: Record<string, number>;
  byRoute: Map<string, Record<string, number>>;
  failures: FuzzFailure[];
}

/** Routes the fuzzer sends to: every route but CORS preflights. */
export const fuzzedRoutes = (app: FastifyInstance): RouteOwner[] =>
  app.routeOwners.filter((r) => r.method !== 'OPTIONS');

/**
 * Sends `requests` malformed requests spread over every route (round-robin over a seeded shuffle, so each route gets
 * its share) and counts the answers. `takeErrors()` gives (and forgets) the errors the app logged since it was last
 * called: requests go one at a time, so they are the request's own.
 */
export async function fuzz(
  app: FastifyInstance,
  opts: {
    seed: number;
    requests: number;
    creds: Credentials;
    takeErrors: () => string[];
    /** How long a request may go unanswered (a failure, reported as 599 "no answer"). */
    timeoutMs?: number;
    /** Called every 1,000 requests. */
    onProgress?: (done: number) => void;
  },
): Promise<FuzzReport> {
  const r = seededRandom(opts.seed);
  const routes = fuzzedRoutes(app);
  const report: FuzzReport = { seed: opts.seed, requests: 0, byClass: {}, byRoute: new Map(), failures: [] };
  for (let i = 0; i < opts.requests; i += 1) {
    const route = routes[i % routes.length]!;
    const req = await requestFor(r, route, opts.creds);
    let status: number;
    let response: string;
    opts.takeErrors();
    let timer: NodeJS.Timeout | undefined;
    try {
      // A request the app never answers is a failure too (a parser waiting for bytes that never come).
      const res = await Promise.race([
        app.inject(req.options),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new NoAnswer()), opts.timeoutMs ?? 15_000);
        }),
      ]);
      status = res.statusCode;
      response = res.body.slice(0, 500);
    } catch (e) {
      // No answer in time (counted as a failure), or inject itself refused the request (a header Node's HTTP
      // layer refuses): not an answer of the app.
      status = e instanceof NoAnswer ? 599 : 0;
      response = String(e);
    } finally {
      clearTimeout(timer);
    }
    report.requests += 1;
    const cls = status === 0 ? 'refused by inject' : status === 599 ? 'no answer' : `${Math.floor(status / 100)}xx`;
    report.byClass[cls] = (report.byClass[cls] ?? 0) + 1;
    const counts = report.byRoute.get(req.route) ?? {};
    counts[cls] = (counts[cls] ?? 0) + 1;
    report.byRoute.set(req.route, counts);
    if (report.requests % 1_000 === 0) opts.onProgress?.(report.requests);
    if (status >= 500) {
      const payload = typeof req.options.payload === 'string' ? req.options.payload : '';
      report.failures.push({
        route: req.route,
        request: {
          method: String(req.options.method),
          url: req.options.url as string,
          headers: req.options.headers,
          payload: payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload,
        },
        status,
        response,
        error: opts.takeErrors().join('\n') || null,
      });
    }
  }
  return report;
}

/** The report as text: totals by status class, by route, then each 5xx with its request and error. */
export function formatReport(report: FuzzReport): string {
  const classes = Object.entries(report.byClass).sort(([a], [b]) => a.localeCompare(b));
  const lines = [
    `fuzz: ${report.requests} requests over ${report.byRoute.size} routes, seed ${report.seed}`,
    `by status class: ${classes.map(([k, v]) => `${k} ${v}`).join(', ')}`,
    '',
    'by route:',
    ...[...report.byRoute.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([route, counts]) =>
          `  ${route.padEnd(60)} ${Object.entries(counts)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
      ),
  ];
  if (report.failures.length) {
    lines.push('', `${report.failures.length} server errors (5xx):`);
    for (const f of report.failures)
      lines.push(
        `- ${f.route} → ${f.status}`,
        `  request: ${JSON.stringify(f.request).slice(0, 800)}`,
        `  response: ${f.response}`,
        `  error: ${f.error ?? '(none logged)'}`,
      );
  } else lines.push('', 'no server errors (5xx)');
  return lines.join('\n');
}
