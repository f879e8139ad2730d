import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { transactionDb, type Db } from './db';

const isMemory = (dir: string): boolean => dir.startsWith('memory://');

// Cold open costs ≈3 s and two instances on one directory would corrupt it: one per directory.
const open = new Map<string, Promise<Db>>();

async function create(dataDir: string): Promise<Db> {
  if (!isMemory(dataDir)) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const db: Db = {
    kind: 'pglite',
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const r = await pg.query<T>(sql, params ? [...params] : undefined);
      return { rows: r.rows };
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn(
          transactionDb('pglite', {
            query: (sql, params) => tx.query(sql, params),
            exec: async (sql) => {
              await tx.exec(sql);
            },
          }),
        ),
      ),
    close: async () => {
      open.delete(dataDir);
      await pg.close();
    },
  };
  return db;
}

/** Opens PGlite on a data directory (created if missing); `memory://` gives a fresh in-memory database. */
export function openPglite(dataDir: string): Promise<Db> {
  if (isMemory(dataDir)) return create(dataDir);
  let db = open.get(dataDir);
  if (!db) {
    db = create(dataDir);
    open.set(dataDir, db);
    db.catch(() => open.delete(dataDir));
  }
  return db;
}
