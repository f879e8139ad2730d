/** @pglite: the probes read the database on either backend */
import { setupApp, type TestApp } from '../../../helpers/app';
import { BACKENDS } from '../../../helpers/db';

describe.each(BACKENDS)('/healthz and /readyz on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] };
  };

  it('/healthz answers while the process is alive', async () => {
    expect(await get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('/readyz is ready with the database up, every migration applied and no runner or Redis to watch', async () => {
    expect(await get('/readyz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: {
        status: 'ok',
        checks: { database: 'ok', migrations: 'ok', redis: 'skipped', jobs: 'skipped', shutdown: 'ok' },
      },
    });
  });

  it('is not ready while the job runner is down or a migration is missing', async () => {
    let up = false;
    t.app.health.watchJobs(() => up);
    const down = await get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: 'unavailable',
      checks: { jobs: 'failed: the job runner is not running' },
    });
    up = true;
    expect((await get('/readyz')).status).toBe(200);

    const last = await t.db.query<{ version: string; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1',
    );
    const { version, name } = last.rows[0]!;
    await t.db.query('DELETE FROM schema_migrations WHERE version = $1', [version]);
    const behind = await get('/readyz');
    expect(behind.status).toBe(503);
    expect(behind.body.checks.migrations).toBe(`pending: ${name}`);
    await t.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, name]);
    expect((await get('/readyz')).status).toBe(200);
  });

  it('answers not ready once draining (SIGTERM), while /healthz stays up', async () => {
    t.app.health.markDraining();
    const res = await get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks.shutdown).toBe('draining');
    expect((await get('/healthz')).status).toBe(200);
  });
});
