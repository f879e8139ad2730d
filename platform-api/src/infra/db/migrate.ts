import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './db';

// Serialises migrations (and the seed) when several API instances start together.
export const MIGRATION_LOCK = 7_243_001;

const MIGRATION_FILE = /^(\d{3})-[\w.-]+\.sql$/;

/** A migration file and the version it records in schema_migrations. */
export interface MigrationFile {
  file: string;
  version: string;
}

/** The numbered SQL files of `dir`, in order, with their versions (the one reading of the folder). */
export function migrationFiles(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort()
    .map((file) => ({ file, version: MIGRATION_FILE.exec(file)![1]! }));
}

/** Applies the numbered SQL files not yet in schema_migrations, each in its own transaction; returns the files applied. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const { file, version } of migrationFiles(dir)) {
    const done = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (rows.length > 0) return false;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

/**
 * Of `files` (the folder's, read once by the caller), those not applied to this database yet (readiness: an instance
 * on an older schema is not ready).
 */
export async function pendingMigrations(db: Db, files: readonly MigrationFile[] = migrationFiles()): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  return files.filter((f) => !applied.has(f.version)).map((f) => f.file);
}
