import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../src/infra/db/pglite-db';
import { openPostgres } from '../../src/infra/db/postgres-db';
import { prepareDatabase } from '../../src/prepare-database';
import { addOwnerToken } from '../helpers/operator-token';
import type { Backend } from '../helpers/db';
import type pg from 'pg';
import {
  PREFIX,
  TEMPLATE_ENV,
  TEST_DATABASE_URL,
  admin,
  createDatabase,
  databaseUrl,
  runStartedAt,
  templateName,
} from '../helpers/template';

/** A run's databases older than this are leftovers of a run that was killed before its teardown. */
const STALE_MS = 6 * 3600_000;

async function ourDatabases(c: pg.Client): Promise<string[]> {
  const { rows } = await c.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX.replace('_', '\\_')}%'`,
  );
  return rows.map((r) => r.datname);
}

/** Migrates and seeds one database per run on PostgreSQL; each test file clones it (`CREATE DATABASE … TEMPLATE`). */
async function preparePostgres(): Promise<string> {
  const name = templateName();
  await admin(async (c) => {
    for (const db of await ourDatabases(c)) {
      const started = runStartedAt(db);
      if (started !== null && started < Date.now() - STALE_MS)
        await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    }
    await createDatabase(c, name);
    // The empty schemas of openTestDb live in the server's test database: the same setting there.
    await c.query(`ALTER DATABASE ${new URL(TEST_DATABASE_URL).pathname.slice(1)} SET synchronous_commit = off`);
  });
  // Nothing may stay connected to a template while it is copied: the pool is closed before the first test.
  const db = openPostgres(databaseUrl(TEST_DATABASE_URL, name), { max: 2 });
  try {
    await prepareDatabase(db, 'DEMO');
    await addOwnerToken(db);
  } finally {
    await db.close();
  }
  return name;
}

/** Migrates and seeds one in-memory PGlite per run and dumps its data directory; each test file opens the image. */
async function preparePglite(): Promise<string> {
  const db = await openPglite('memory://');
  try {
    await prepareDatabase(db, 'DEMO');
    await addOwnerToken(db);
    const file = join(tmpdir(), `${templateName()}.tar`);
    writeFileSync(file, await db.dumpImage());
    return file;
  } finally {
    await db.close();
  }
}

export async function prepareTemplate(backend: Backend): Promise<void> {
  process.env[TEMPLATE_ENV[backend]] = backend === 'postgres' ? await preparePostgres() : await preparePglite();
}

/** Drops the run's template and any clone a crashed test file left behind. */
export async function dropTemplate(backend: Backend): Promise<void> {
  const value = process.env[TEMPLATE_ENV[backend]];
  if (!value) return;
  if (backend === 'pglite') {
    rmSync(value, { force: true });
    return;
  }
  await admin(async (c) => {
    for (const db of await ourDatabases(c)) {
      if (db === value || db.startsWith(`${value}_`)) await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    }
  });
}
