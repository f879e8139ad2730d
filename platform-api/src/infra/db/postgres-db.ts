import pg from 'pg';
import { transactionDb, type Db } from './db';

export interface PostgresOptions {
  /** Sets search_path on every connection (tests run each file in its own schema). */
  searchPath?: string;
  max?: number;
}

/** Opens a node-postgres pool on DATABASE_URL. */
export function openPostgres(url: string, opts: PostgresOptions = {}): Db {
  const max = opts.max ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const r = await pool.query(sql, params ? [...params] : undefined);
      return { rows: r.rows as T[] };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      // PostgreSQL breaks a deadlock by failing one of the transactions in it (40P01); everything it did is rolled
      // back, so it runs again (twice at most, after a short random pause) instead of failing its caller's request.
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(fn);
        } catch (e) {
          if ((e as { code?: unknown }).code !== DEADLOCK || attempt > DEADLOCK_RETRIES) throw e;
          await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
        }
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };

  /** One attempt of a transaction on a connection of its own. */
  async function once<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    // One connection runs one statement at a time: code that awaits several queries together (Promise.all) on a
    // transaction's handle gets them one after another, never pg's "already executing a query" (an error in pg 9).
    const inTurn = serialQueue();
    try {
      await client.query('BEGIN');
      const out = await fn(
        transactionDb('postgres', {
          query: (sql, params) => inTurn(() => client.query(sql, params)),
          exec: async (sql) => {
            await inTurn(() => client.query(sql));
          },
        }),
      );
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }
}

const DEADLOCK = '40P01';
const DEADLOCK_RETRIES = 2;

/** Runs the functions given to it one after another, in call order, whatever each one's outcome. */
export function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}
