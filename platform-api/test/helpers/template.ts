import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the API tests make their databases on (its `test` database is only connected to). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `fn` on a short-lived admin connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Where jest's globalSetup leaves the run's templates for the test files (inherited by the workers). */
export const TEMPLATE_ENV = {
  postgres: 'API_TEST_TEMPLATE_DB',
  pglite: 'API_TEST_TEMPLATE_IMAGE',
} as const;

/** Every database the API tests make on PostgreSQL starts with this: `apit_<run>` templates, `apit_<run>_…` clones. */
export const PREFIX = 'apit_';

/** A new run's template name: `apit_<seconds since epoch, base 36>_<pid>` (the time lets a later run drop leftovers). */
export function templateName(now = Date.now()): string {
  return `${PREFIX}${Math.floor(now / 1000).toString(36)}_${process.pid}`;
}

/** A clone of the template for one test file. */
export function cloneName(template: string): string {
  return `${template}_${process.pid}_${randomBytes(3).toString('hex')}`;
}

/** When a template or clone name's run started (ms), or null for a name that is not ours. */
export function runStartedAt(name: string): number | null {
  const m = /^apit_([0-9a-z]+)_\d+/.exec(name);
  return m ? parseInt(m[1]!, 36) * 1000 : null;
}

/** The connection URL with another database name. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Creates database `name` (a copy of `template` if given) whose sessions commit without waiting for the disk
 * (`synchronous_commit = off`: a crash may lose the last commits, never corrupt; a test database is thrown away).
 * An API test file commits thousands of times; waiting for each flush was most of its time on PostgreSQL.
 */
export async function createDatabase(c: pg.Client, name: string, template?: string): Promise<void> {
  await c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await c.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
}
