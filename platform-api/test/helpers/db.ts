import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/infra/db';
import { openPglite } from '../../src/infra/db/pglite-db';
import { openPostgres } from '../../src/infra/db/postgres-db';

/** Every API test runs on both backends. */
export const BACKENDS = ['pglite', 'postgres'] as const;
export type Backend = (typeof BACKENDS)[number];

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDb {
  db: Db;
  /** Closes the database and, for PostgreSQL, drops the test's schema. */
  cleanup: () => Promise<void>;
  /** PostgreSQL only: a second, independent connection pool on the same schema. */
  reopen?: () => Db;
}

/** A fresh empty database: PGlite in memory, or a new PostgreSQL schema selected through search_path. */
export async function openTestDb(backend: Backend): Promise<TestDb> {
  if (backend === 'pglite') {
    const db = await openPglite('memory://');
    return { db, cleanup: () => db.close() };
  }
  const schema = `test_api_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(TEST_DATABASE_URL, { searchPath: schema, max: 4 });
  return {
    db,
    reopen: () => openPostgres(TEST_DATABASE_URL, { searchPath: schema, max: 2 }),
    cleanup: async () => {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
