import type PgBoss from 'pg-boss';
// The one import of the database layer in src/infra/jobs: the other files take the type from here.
import type { Db } from '../db';

export type { Db };

/**
 * pg-boss wraps its DDL and maintenance in one string `BEGIN; …; COMMIT;` (plans.locked). We run the
 * body inside our own transaction instead, so a failure rolls back and never leaves a pooled
 * connection (or PGlite's single session) in an aborted transaction.
 */
const LOCKED = /^\s*BEGIN;([\s\S]*?);?\s*COMMIT;?\s*$/i;

const isMultiStatement = (sql: string): boolean => sql.trim().replace(/;$/, '').includes(';');

/**
 * Adapts our `Db` to pg-boss's `db: { executeSql(text, values) }` option, so pg-boss runs on the API's
 * own pool (node-postgres) or on PGlite. `Db.query` is one statement with parameters (PGlite uses
 * the extended protocol), so pg-boss's parameterless multi-statement SQL (schema creation,
 * migrations, maintenance) goes through a transaction and `exec` instead; nothing reads its rows.
 */
export function pgBossDb(db: Db): PgBoss.Db {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (!values || values.length === 0) {
        const locked = LOCKED.exec(text);
        if (locked) {
          await db.transaction((tx) => tx.exec(locked[1] ?? ''));
          return { rows: [] };
        }
        if (isMultiStatement(text)) {
          await db.exec(text);
          return { rows: [] };
        }
        return db.query(text);
      }
      // node-postgres sends undefined as NULL; say so explicitly for PGlite (and the worker's postMessage).
      return db.query(
        text,
        values.map((v) => (v === undefined ? null : v)),
      );
    },
  };
}
