import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { transactionDb, type Db } from './db';
import { PGLITE_WORKER_SOURCE } from './pglite-worker-source';

const isMemory = (dir: string): boolean => dir.startsWith('memory://');

/** An error raised by PGlite in the worker, with its Postgres fields (code, detail …). */
export class PgliteError extends Error {
  code?: string;
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    Object.assign(this, fields);
    this.name = 'PgliteError';
  }
}

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

/** PGlite's Db, which can also dump its data directory as an image another instance opens from. */
export interface PgliteDb extends Db {
  /** The data directory as an uncompressed tarball (`dumpDataDir`), for `openPglite(…, { image })`. */
  dumpImage(): Promise<Uint8Array>;
}

async function create(dataDir: string, image?: Uint8Array): Promise<PgliteDb> {
  if (!isMemory(dataDir)) mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(PGLITE_WORKER_SOURCE, {
    eval: true,
    workerData: {
      pglitePath: require.resolve('@electric-sql/pglite'),
      extensions: { pg_trgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm') },
    },
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (e: Error) => {
    failure = e;
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.on('message', (m: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.error) p?.reject(new PgliteError(m.error));
    else p?.resolve(m.result);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite worker exited (${code})`)));

  const call = <T>(msg: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...msg, id });
    });
  };
  const runner = (tx?: number) => ({
    query: (sql: string, params?: unknown[]) => call<{ rows: unknown[] }>({ op: 'query', sql, params, tx }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
  });

  await call({ op: 'open', dataDir, image });
  const root = runner();
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const r = await root.query(sql, params ? [...params] : undefined);
      return { rows: r.rows as T[] };
    },
    exec: root.exec,
    transaction: async (fn) => {
      const tx = await call<number>({ op: 'begin' });
      let out;
      try {
        out = await fn(transactionDb('pglite', runner(tx)));
      } catch (e) {
        await call({ op: 'end', tx, commit: false });
        throw e;
      }
      await call({ op: 'end', tx, commit: true });
      return out;
    },
    dumpImage: () => call<Uint8Array>({ op: 'dump' }),
    close: async () => {
      open.delete(dataDir);
      await call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}

// Cold open costs ≈3 s and two instances on one directory would corrupt it: one per directory.
const open = new Map<string, Promise<PgliteDb>>();

/**
 * Opens PGlite (in a worker thread) on a data directory, created if missing; `memory://` gives a fresh in-memory
 * database, or, with `image`, an in-memory copy of a dumped one (no initdb: the tests' prepared template).
 */
export function openPglite(dataDir: string, { image }: { image?: Uint8Array } = {}): Promise<PgliteDb> {
  if (isMemory(dataDir)) return create(dataDir, image);
  let db = open.get(dataDir);
  if (!db) {
    db = create(dataDir);
    open.set(dataDir, db);
    db.catch(() => open.delete(dataDir));
  }
  return db;
}
