import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../../src/infra/db';
import { openPglite } from '../../src/infra/db/pglite-db';
import { openPostgres } from '../../src/infra/db/postgres-db';
import { TEMPLATE_ENV, TEST_DATABASE_URL, admin, cloneName, createDatabase, databaseUrl } from './template';

export type Backend = 'pglite' | 'postgres';

/**
 * The backend this jest project runs its API tests on (`globals.API_TEST_BACKEND` in jest.config.js: the
 * `api` project is PostgreSQL, `api-pglite` PGlite). Files that `describe.each(BACKENDS)` run once here.
 */
declare const API_TEST_BACKEND: Backend | undefined;
export const BACKENDS: readonly Backend[] = [typeof API_TEST_BACKEND === 'string' ? API_TEST_BACKEND : 'postgres'];

export interface TestDb {
  db: Db;
  /** Closes the database and drops what the test made (the PostgreSQL schema or database). */
  cleanup: () => Promise<void>;
  /** PostgreSQL only: a second, independent connection pool on the same database (a second API instance). */
  reopen?: () => Db;
}

/**
 * A fresh empty database: PGlite in memory, or a new PostgreSQL schema selected through search_path. For the
 * tests of migrations, the seed and the db layer themselves; everything else takes {@link openSeededDb}.
 */
export async function openTestDb(backend: Backend): Promise<TestDb> {
  if (backend === 'pglite') {
    const db = await openPglite('memory://');
    return { db, cleanup: () => db.close() };
  }
  const schema = `test_api_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE SCHEMA ${schema}`));
  const db = openPostgres(TEST_DATABASE_URL, { searchPath: schema, max: 4 });
  return {
    db,
    reopen: () => openPostgres(TEST_DATABASE_URL, { searchPath: schema, max: 2 }),
    cleanup: async () => {
      await db.close();
      await admin((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

function template(name: keyof typeof TEMPLATE_ENV): string {
  const value = process.env[TEMPLATE_ENV[name]];
  if (!value) {
    throw new Error(
      `${TEMPLATE_ENV[name]} is not set: run API tests through jest (its globalSetup prepares the template)`,
    );
  }
  return value;
}

/** A new clone of the run's PostgreSQL template (`CREATE DATABASE … TEMPLATE …`): its name. */
async function cloneTemplate(): Promise<string> {
  const name = cloneName(template('postgres'));
  await admin((c) => createDatabase(c, name, template('postgres')));
  return name;
}

/**
 * The file's first clone, asked for as soon as these helpers load: PostgreSQL copies the template (≈ 0.8 s) while
 * the test file goes on loading the app's modules (as long again). A file that never opens a seeded database leaves
 * it to the run's teardown, which drops every clone of the run.
 */
let early: Promise<string> | null =
  BACKENDS[0] === 'postgres' && process.env[TEMPLATE_ENV.postgres] ? cloneTemplate() : null;
// Handled here so that a failure is reported by the openSeededDb that awaits it, not as an unhandled rejection.
early?.catch(() => undefined);

/**
 * A migrated and seeded database (both merchants), cloned from the run's template that jest's globalSetup prepared
 * once: on PostgreSQL `CREATE DATABASE … TEMPLATE …` (dropped by cleanup), on PGlite an in-memory instance
 * opened from the template's data directory image. No initdb, migrations or seed per test file.
 */
export async function openSeededDb(backend: Backend): Promise<TestDb> {
  if (backend === 'pglite') {
    const db = await openPglite('memory://', { image: readFileSync(template('pglite')) });
    return { db, cleanup: () => db.close() };
  }
  const name = await (early ?? cloneTemplate());
  early = null;
  const url = databaseUrl(TEST_DATABASE_URL, name);
  const db = openPostgres(url, { max: 4 });
  return {
    db,
    reopen: () => openPostgres(url, { max: 2 }),
    cleanup: async () => {
      await db.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
