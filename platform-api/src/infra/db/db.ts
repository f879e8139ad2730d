/** The one database interface every repository takes (PGlite or node-postgres behind it). */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** One statement with positional parameters ($1, $2 …). */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn in a transaction (a savepoint when already inside one); rolls back when fn throws. On PostgreSQL a
   * transaction that a deadlock broke runs again: keep effects outside the database (a provider call) idempotent or
   * after the commit.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** node-postgres only: the pool's connections now (the metrics module reads it at scrape time). */
  poolStats?(): PoolStats;
}

/** A connection pool's state: connections open, of which idle, and queries waiting for a connection. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  /** The pool's size limit. */
  max: number;
}

/** The minimal surface of a connection/transaction handle both drivers provide. */
export interface Runner {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<void>;
}

/** Wraps a handle that is already inside a transaction; nested transactions become savepoints. */
export function transactionDb(kind: Db['kind'], runner: Runner, depth = 0): Db {
  return {
    kind,
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const r = await runner.query(sql, params ? [...params] : undefined);
      return { rows: r.rows as T[] };
    },
    exec: (sql) => runner.exec(sql),
    transaction: async (fn) => {
      const sp = `sp_${depth + 1}`;
      await runner.query(`SAVEPOINT ${sp}`);
      try {
        const out = await fn(transactionDb(kind, runner, depth + 1));
        await runner.query(`RELEASE SAVEPOINT ${sp}`);
        return out;
      } catch (e) {
        await runner.query(`ROLLBACK TO SAVEPOINT ${sp}`);
        throw e;
      }
    },
    close: () => Promise.reject(new Error('close() called on a transaction handle')),
  };
}
