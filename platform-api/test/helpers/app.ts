import './cookie-shim';
// First: loading it starts this file's database clone, which then runs while the app's modules load.
import { openSeededDb, type Backend } from './db';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { AppConfig } from '../../src/infra/config';
import type { Db } from '../../src/infra/db';

export { OPS_AUTH, OPS_TOKEN } from './operator-token';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  cleanup: () => Promise<void>;
  /** PostgreSQL only: a second connection pool on the same database (for a second API instance). */
  reopen?: () => Db;
}

export interface SetupOptions extends Pick<BuildAppOptions, 'captchaText' | 'demoVendorRng' | 'clock' | 'logger'> {
  /**
   * Keep the seed's new-IP check (merchants.verify_new_ip) on. Off by default: most tests log the
   * same member in from several `freshIp()`s and would get its challenge instead of a session.
   */
  verifyNewIp?: boolean;
}

/** The app over an already prepared `db`, configured as the tests want (a second "API instance" over a second pool). */
export function buildTestApp(
  db: Db,
  config: Partial<AppConfig> = {},
  opts: Pick<BuildAppOptions, 'captchaText' | 'demoVendorRng' | 'clock' | 'logger'> = {},
): Promise<FastifyInstance> {
  return buildApp({
    ...opts,
    db,
    config: {
      merchantCode: 'DEMO',
      secretsKey: 'test-secrets-key',
      staticRoot: mkdtempSync(join(tmpdir(), 'api-static-')),
      // Releases (ADR 0012) go to a folder of the test's own, never to the repository's .data/releases.
      releaseStore: 'folder',
      releaseStoreDir: mkdtempSync(join(tmpdir(), 'api-releases-')),
      remotesMode: 'static',
      imageCdns: null,
      ...config,
    },
  });
}

/**
 * A migrated, seeded database on the backend (a clone of the run's template: both demo merchants) and the app over
 * it (no static dist unless staticRoot is given).
 */
export async function setupApp(
  backend: Backend,
  config: Partial<AppConfig> = {},
  { verifyNewIp = false, ...opts }: SetupOptions = {},
): Promise<TestApp> {
  const { db, cleanup, reopen } = await openSeededDb(backend);
  if (!verifyNewIp) await db.query('UPDATE merchants SET verify_new_ip = false');
  const app = await buildTestApp(db, config, opts);
  return {
    app,
    db,
    reopen,
    cleanup: async () => {
      await app.close();
      await cleanup();
    },
  };
}

/** GET helper returning status and parsed JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk arbitrary JSON bodies
export async function getJson<T = any>(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
}

/**
 * Turns a whitelabel module on or off behind the API's back (every merchant, or one), then drops the cached reads as
 * an operator's change would (module flags are read from the merchant cache).
 */
export async function setWhitelabelModule(
  t: Pick<TestApp, 'app' | 'db'>,
  modId: string,
  on: boolean,
  merchantId?: number,
): Promise<void> {
  await t.db.query(
    'UPDATE whitelabel_modules SET enabled = $1 WHERE mod_id = $2 AND ($3::int IS NULL OR merchant_id = $3)',
    [on, modId, merchantId ?? null],
  );
  await t.app.cache.invalidateAll();
}
