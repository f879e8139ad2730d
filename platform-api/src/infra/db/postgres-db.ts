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
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(
          transactionDb('postgres', {
            query: (sql, params) => client.query(sql, params),
            exec: async (sql) => {
              await client.query(sql);
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
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}
