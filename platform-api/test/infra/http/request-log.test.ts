import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import '../../helpers/cookie-shim';
import type { AppConfig } from '../../../src/infra/config';
import { installRequestLog } from '../../../src/infra/http/request-log';

interface Line {
  msg: string;
  [field: string]: unknown;
}

/** The clock starts inside a minute: the first summary covers 10:00. */
const T0 = Date.parse('2025-03-01T10:00:05.000Z');

/** An app like buildApp's (Fastify's own request lines off) logging JSON lines into memory, with a settable clock. */
async function appWith(mode: AppConfig['requestLog']) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString('utf8').split('\n')) if (l) lines.push(JSON.parse(l) as Line);
      done();
    },
  });
  const app: FastifyInstance = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  let t = T0;
  installRequestLog(app, mode, () => t);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, 150));
    return { ok: true };
  });
  app.get('/bad', async (_req, reply) => reply.code(400).send({ error: 'bad' }));
  app.get('/boom', async (_req, reply) => reply.code(503).send({ error: 'down' }));
  await app.ready();
  return {
    app,
    lines,
    at: (iso: string) => void (t = Date.parse(iso)),
    get: async (url: string) => (await app.inject({ method: 'GET', url })).statusCode,
  };
}

describe('request log', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('each: one JSON line per request with method, path, statusCode and ms', async () => {
    const t = await appWith('each');
    app = t.app;
    expect(await t.get('/ok?x=1')).toBe(200);
    expect(await t.get('/bad')).toBe(400);
    expect(await t.get('/missing')).toBe(404);
    expect(await t.get('/boom')).toBe(503);
    expect(t.lines.map(({ msg, method, url, statusCode }) => ({ msg, method, url, statusCode }))).toEqual([
      // The path only: a query string may carry secrets (an OAuth code).
      { msg: 'request', method: 'GET', url: '/ok', statusCode: 200 },
      { msg: 'request', method: 'GET', url: '/bad', statusCode: 400 },
      { msg: 'request', method: 'GET', url: '/missing', statusCode: 404 },
      { msg: 'request', method: 'GET', url: '/boom', statusCode: 503 },
    ]);
    for (const l of t.lines) {
      expect(l.level).toBe(30); // info
      expect(Number.isInteger(l.ms)).toBe(true);
      expect(l.ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('summary: nothing per request; one line a minute, written by the first request of the next minute', async () => {
    const t = await appWith('summary');
    app = t.app;
    for (const url of ['/ok', '/ok', '/ok', '/bad', '/missing', '/boom']) await t.get(url);
    t.at('2025-03-01T10:00:59.999Z');
    await t.get('/ok');
    expect(t.lines).toEqual([]);

    t.at('2025-03-01T10:01:00.000Z');
    await t.get('/ok');
    expect(t.lines).toHaveLength(1);
    const [first] = t.lines as [Line];
    expect(first).toMatchObject({
      level: 30,
      msg: 'requests in the last minute',
      minute: '2025-03-01T10:00:00.000Z',
      requests: 7,
      '4xx': 2,
      '5xx': 1,
    });
    expect(first.p50).toEqual(expect.any(Number));
    expect(first.p99).toBeGreaterThanOrEqual(first.p50 as number);

    // More requests in the same minute write nothing; a minute without requests writes nothing.
    await t.get('/boom');
    expect(t.lines).toHaveLength(1);
    t.at('2025-03-01T10:03:30.000Z');
    await t.get('/ok');
    t.at('2025-03-01T10:04:00.000Z');
    await t.get('/ok');
    expect(t.lines.slice(1).map(({ minute, requests, ...rest }) => ({ minute, requests, '5xx': rest['5xx'] }))).toEqual(
      [
        { minute: '2025-03-01T10:01:00.000Z', requests: 2, '5xx': 1 },
        { minute: '2025-03-01T10:03:00.000Z', requests: 1, '5xx': 0 },
      ],
    );
  });

  it('summary: p50 and p99 are nearest-rank percentiles of the minute', async () => {
    const t = await appWith('summary');
    app = t.app;
    await t.get('/ok');
    await t.get('/slow');
    t.at('2025-03-01T10:01:00.000Z');
    for (let i = 0; i < 99; i++) await t.get('/ok');
    await t.get('/slow');
    t.at('2025-03-01T10:02:00.000Z');
    await t.get('/ok');
    const [two, hundred] = t.lines as [Line, Line];
    // Two samples: p50 is the faster one, p99 the slower.
    expect(two).toMatchObject({ requests: 2 });
    expect(two.p50).toBeLessThan(100);
    expect(two.p99).toBeGreaterThanOrEqual(140);
    // A hundred samples, one slow: p99 is the 99th fastest, not the slowest.
    expect(hundred).toMatchObject({ requests: 100 });
    expect(hundred.p50).toBeLessThan(100);
    expect(hundred.p99).toBeLessThan(100);
  });

  it('off: logs nothing', async () => {
    const t = await appWith('off');
    app = t.app;
    for (const url of ['/ok', '/bad', '/missing', '/boom']) await t.get(url);
    t.at('2025-03-01T10:05:00.000Z');
    await t.get('/ok');
    expect(t.lines).toEqual([]);
  });
});
