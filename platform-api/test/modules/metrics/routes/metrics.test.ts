/** @pglite: the counters and the access rule on either backend (the pool gauges are PostgreSQL's) */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createJobRunner, type JobRunner } from '../../../../src/infra/jobs';
import { buildTestApp, OPS_AUTH, setupApp, type TestApp } from '../../../helpers/app';
import { BACKENDS } from '../../../helpers/db';
import { fund } from '../../../helpers/funding';
import { seedRelease } from '../../../helpers/rollouts';

jest.setTimeout(60_000);

/** The value of one sample line (`name{labels} value`), or undefined when the exposition has none. */
const sample = (text: string, line: string): number | undefined => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe.each(BACKENDS)('GET /metrics on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const scrape = async (app: FastifyInstance = t.app) => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers the Prometheus text format with the process defaults, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(res.body).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
  });

  it('counts requests by route pattern and times them in histogram buckets', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: `/assets/icon/CODE${i}.svg` });
    const text = await scrape();
    const route = '/assets/icon/:file';
    expect(sample(text, `http_requests_total{method="GET",route="${route}",status="200"}`)).toBe(3);
    expect(text).not.toContain('CODE1');
    expect(sample(text, `http_request_duration_seconds_bucket{le="10",method="GET",route="${route}"}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",method="GET",route="${route}"}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_count{method="GET",route="${route}"}`)).toBe(3);
  });

  it('labels a URL no route matches "unmatched", never with its path', async () => {
    const path = `/no-such-${randomBytes(4).toString('hex')}`;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(path);
  });

  it('counts the ledger postings written, by kind, and not a replay', async () => {
    const line = 'ledger_postings_total{kind="ADJUSTMENT"}';
    const before = sample(await scrape(), line) ?? 0;
    const merchantId = (await t.app.merchants.findByCode('DEMO'))!.id;
    const m = await t.app.members.create({ merchantId, username: 'metrics_1', passwordHash: 'x', type: 0 });
    await fund(t.app, m.id);
    await fund(t.app, m.id); // the same key again: a replay writes nothing
    expect(sample(await scrape(), line)).toBe(before + 1);
  });

  it('counts the load failures shells report, by remote', async () => {
    await seedRelease(t.db, 'mf_games', '1.0.0');
    const pin = await t.app.inject({
      method: 'POST',
      url: '/ops/rollouts/mf_games/pin?merchant=LUCKY',
      headers: { authorization: OPS_AUTH },
      payload: { version: '1.0.0' },
    });
    expect(pin.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/remotes/health',
      remoteAddress: '10.78.0.1',
      headers: { host: 'lucky.localhost' },
      payload: { reports: [{ remote: 'mf_games', version: '1.0.0', loads: 3, loadFailures: 2, mountErrors: 0 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(sample(await scrape(), 'shell_remote_load_failures_total{remote="mf_games"}')).toBe(2);
  });

  it('counts job runs and failures and reads the queue depth (a retry waiting) from the started runner', async () => {
    const schema = `pgboss_metrics_${randomBytes(4).toString('hex')}`;
    const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
    const runner: JobRunner = createJobRunner({
      db: t.db,
      log: quiet,
      schema,
      pollingIntervalSeconds: 0.5,
      observer: t.app.metrics.jobs,
    });
    runner.define({ name: 'metrics-ok', handler: async () => undefined });
    // Its retry waits a minute: meanwhile it is queued (state retry), the depth the gauge shows.
    const fails = () => Promise.reject(new Error('no'));
    runner.define({ name: 'metrics-fails', retryLimit: 1, retryDelay: 60, retryBackoff: false, handler: fails });
    try {
      await runner.start();
      t.app.metrics.watchJobs(runner);
      expect(sample(await scrape(), 'job_queue_depth{queue="metrics-ok"}')).toBe(0);
      await runner.enqueue('metrics-ok', 'p-1');
      await runner.enqueue('metrics-fails', 'p-1');
      const deadline = Date.now() + 20_000;
      let text = await scrape();
      while (
        (sample(text, 'job_runs_total{queue="metrics-ok"}') !== 1 ||
          sample(text, 'job_queue_depth{queue="metrics-fails"}') !== 1) &&
        Date.now() < deadline
      ) {
        await new Promise((r) => setTimeout(r, 100));
        text = await scrape();
      }
      expect(sample(text, 'job_runs_total{queue="metrics-ok"}')).toBe(1);
      expect(sample(text, 'job_failures_total{queue="metrics-ok"}')).toBeUndefined();
      expect(sample(text, 'job_runs_total{queue="metrics-fails"}')).toBe(1);
      expect(sample(text, 'job_failures_total{queue="metrics-fails"}')).toBe(1);
      expect(sample(text, 'job_queue_depth{queue="metrics-fails"}')).toBe(1);
      expect(sample(text, 'job_queue_depth{queue="metrics-ok"}')).toBe(0);
    } finally {
      await runner.stop();
      await t.db.exec(`DROP SCHEMA ${schema} CASCADE`);
    }
  });

  it('shows the node-postgres pool on PostgreSQL, nothing of a pool on PGlite', async () => {
    const text = await scrape();
    if (backend === 'postgres') {
      expect(sample(text, 'db_pool_connections_max')).toBe(4);
      expect(sample(text, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
    } else expect(text).not.toContain('db_pool_');
  });

  describe('access', () => {
    it('without METRICS_TOKEN: the loopback only, 404 elsewhere or through a proxy', async () => {
      const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
      expect((await get('127.0.0.1')).statusCode).toBe(200);
      expect((await get('::1')).statusCode).toBe(200);
      const outside = await get('203.0.113.9');
      expect([outside.statusCode, outside.json()]).toEqual([404, expect.objectContaining({ code: 'NOT_FOUND' })]);
      expect((await get('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    });

    it('with METRICS_TOKEN: the bearer token from anywhere, 401 without it even on the loopback', async () => {
      const app = await buildTestApp(t.db, { metricsToken: 'scrape-secret' });
      try {
        const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
          app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
        const none = await get({});
        expect([none.statusCode, none.json()]).toEqual([401, expect.objectContaining({ code: 'UNAUTHORIZED' })]);
        expect(none.headers['www-authenticate']).toBe('Bearer');
        expect((await get({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
        const ok = await get({ authorization: 'Bearer scrape-secret' }, '203.0.113.9');
        expect(ok.statusCode).toBe(200);
        expect(ok.body).toContain('# TYPE http_requests_total counter');
      } finally {
        await app.close();
      }
    });

    it('keeps each app its own registry: a second app counts nothing of the first', async () => {
      const app = await buildTestApp(t.db);
      try {
        expect(await scrape(app)).not.toContain('route="/assets/icon/:file"');
      } finally {
        await app.close();
      }
    });
  });
});
