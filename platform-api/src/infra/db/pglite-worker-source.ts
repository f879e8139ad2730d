/**
 * The worker half of the PGlite adapter, as source text run with `new Worker(src, { eval: true })`.
 * PGlite executes Postgres (WASM) synchronously; in a worker thread it never blocks the API's event
 * loop. Kept as a string so the same file works from src/ (jest) and dist/ (node) without a loader.
 *
 * Protocol (parent → worker): {id, op: 'open'|'dump'|'query'|'exec'|'begin'|'end'|'close', sql?, params?, tx?, commit?, image?}
 * Reply: {id, result} or {id, error: {message, code, ...}}.
 */
export const PGLITE_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglitePath);
// Contrib extensions (name → module path) the migrations CREATE EXTENSION: pg_trgm (015).
const extensions = Object.fromEntries(
  Object.entries(workerData.extensions || {}).map(([name, path]) => [name, require(path)[name]]),
);
let pg = null;
const txs = new Map();
let nextTx = 1;
const ROLLBACK = Symbol('rollback');

function plainError(e) {
  const out = { message: e && e.message ? e.message : String(e) };
  if (e && typeof e === 'object') for (const k of Object.keys(e)) if (typeof e[k] !== 'object') out[k] = e[k];
  return out;
}
const target = (tx) => (tx ? txs.get(tx).handle : pg);

async function handle(msg) {
  switch (msg.op) {
    case 'open':
      pg = await PGlite.create(msg.dataDir, {
        extensions,
        ...(msg.image ? { loadDataDir: new Blob([msg.image]) } : {}),
      });
      return null;
    case 'dump': {
      // The data directory as an uncompressed tarball: a prepared image other instances open from.
      const blob = await pg.dumpDataDir('none');
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'query': {
      const r = await target(msg.tx).query(msg.sql, msg.params);
      return { rows: r.rows };
    }
    case 'exec':
      await target(msg.tx).exec(msg.sql);
      return null;
    case 'begin': {
      // Holds PGlite's transaction open until the parent sends 'end' (commit or rollback).
      const id = nextTx++;
      const entry = {};
      let started;
      const ready = new Promise((r) => (started = r));
      entry.done = pg
        .transaction((handle) => new Promise((resolveEnd, rejectEnd) => {
          Object.assign(entry, { handle, resolveEnd, rejectEnd });
          started();
        }))
        .catch((e) => { if (e !== ROLLBACK) throw e; });
      txs.set(id, entry);
      await Promise.race([ready, entry.done]);
      return id;
    }
    case 'end': {
      const t = txs.get(msg.tx);
      if (msg.commit) t.resolveEnd(); else t.rejectEnd(ROLLBACK);
      try { await t.done; } finally { txs.delete(msg.tx); }
      return null;
    }
    case 'close':
      if (pg) await pg.close();
      return null;
    default:
      throw new Error('unknown op ' + msg.op);
  }
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, result }),
    (e) => parentPort.postMessage({ id: msg.id, error: plainError(e) }),
  );
});
`;
