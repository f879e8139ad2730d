// Catalogue benchmark (npm run bench:catalogue): the game list's keyword search and paging over the
// seeded catalogue (~10,000 games), through app.inject on the built API (dist/), on a fresh PGlite
// and, when DATABASE_URL is set, on a fresh schema of that PostgreSQL. Prints p50/p95/max of the
// server time (app.inject round trip: routing, validation, queries, serialisation; no network) and
// PASS/OVER against the target. It asserts nothing: read the figures (docs/testing.md keeps them).
//
//   BENCH_SEARCHES=500 (searches per backend)   BENCH_PAGE_SIZE=20 (paging page size)
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { dist } from './dist.mjs';

const require = createRequire(import.meta.url);
const { buildApp } = dist('app.js');
const { prepareDatabase } = dist('prepare-database.js');
const { openPglite } = dist('infra/db/pglite-db.js');
const { openPostgres } = dist('infra/db/postgres-db.js');
const { NAME_ADJECTIVES, NAME_NOUNS, VENDORS } = dist('seed/data/vendors.js');

const TARGET_P95_MS = 20;
const SEARCHES = Number(process.env.BENCH_SEARCHES) || 500;
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE) || 20;
const WARM_UP = 60;
const CATEGORIES = [...new Set(VENDORS.filter((v) => v.games > 0).map((v) => v.category))];
const VENDOR_CODES = [...new Set(VENDORS.filter((v) => v.games > 0).map((v) => v.code))];

// A fixed-seed generator (mulberry32): every run asks the same questions.
let seed = 0x5eed;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];

/** A search the lobby could send: a seeded name word (whole, or a 3+ letter piece, any case), sometimes narrowed to a category or a vendor. */
function searchQuery() {
  const word = pick([...NAME_ADJECTIVES, ...NAME_NOUNS]);
  const start = random() < 0.5 ? 0 : Math.floor(random() * Math.max(1, word.length - 3));
  const piece = random() < 0.5 ? word : word.slice(start, start + 3 + Math.floor(random() * (word.length - start - 2)));
  const keyword = random() < 0.3 ? piece.toUpperCase() : piece.toLowerCase();
  const q = new URLSearchParams({ keyword, pageNo: '1', pageSize: '20' });
  const narrow = random();
  if (narrow < 0.3) q.set('gameType', pick(CATEGORIES));
  else if (narrow < 0.5) q.set('vassalage', pick(VENDOR_CODES));
  return `/wps/game/list?${q}`;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(app, url) {
  const start = process.hrtime.bigint();
  const res = await app.inject({ method: 'GET', url });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return { ms, value: res.json().value };
}

function report(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const [p50, p95, max] = [percentile(sorted, 50), percentile(sorted, 95), sorted[sorted.length - 1]];
  const verdict = p95 <= TARGET_P95_MS ? 'PASS' : 'OVER';
  console.log(
    `  ${label.padEnd(7)} n=${String(samples.length).padEnd(4)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${max.toFixed(1)} ms  ${verdict} (target p95 ≤ ${TARGET_P95_MS} ms)`,
  );
}

async function bench(name, db) {
  seed = 0x5eed; // the same questions on every backend
  const started = Date.now();
  await prepareDatabase(db, 'DEMO');
  const app = await buildApp({
    db,
    config: {
      merchantCode: 'DEMO',
      operatorKey: 'bench',
      staticRoot: mkdtempSync(join(tmpdir(), 'bench-static-')),
      remotesMode: 'static',
      imageCdns: null,
      // The database path is what this bench measures: no cached answers (bench:api measures the cache).
      cacheTtlSeconds: 0,
    },
  });
  try {
    const first = await timed(app, `/wps/game/list?pageNo=1&pageSize=${PAGE_SIZE}`);
    const { total, totalPages } = first.value;
    console.log(`${name}: ${total} games, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (let i = 0; i < WARM_UP; i += 1) {
      await timed(app, searchQuery());
      await timed(app, `/wps/game/list?pageNo=${1 + Math.floor(random() * totalPages)}&pageSize=${PAGE_SIZE}`);
    }
    const search = [];
    let hits = 0;
    for (let i = 0; i < SEARCHES; i += 1) {
      const { ms, value } = await timed(app, searchQuery());
      search.push(ms);
      if (value.total > 0) hits += 1;
    }
    const paging = [];
    for (let pageNo = 1; pageNo <= totalPages; pageNo += 1) {
      const { ms, value } = await timed(app, `/wps/game/list?pageNo=${pageNo}&pageSize=${PAGE_SIZE}`);
      if (value.games.length === 0) throw new Error(`page ${pageNo} of ${totalPages} is empty`);
      paging.push(ms);
    }
    report('search', search);
    console.log(`          (${hits} of ${SEARCHES} searches found games)`);
    report('paging', paging);
    console.log(`          (pages 1..${totalPages} of ${PAGE_SIZE}, the whole catalogue)`);
  } finally {
    await app.close();
  }
}

console.log(`catalogue bench — load average ${loadavg()[0].toFixed(2)} on this machine`);
const pglite = await openPglite('memory://');
try {
  await bench('PGlite (memory://)', pglite);
} finally {
  await pglite.close();
}

if (process.env.DATABASE_URL) {
  const pg = require('pg');
  const schema = `bench_catalogue_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(process.env.DATABASE_URL, { searchPath: schema, max: 4 });
  try {
    await bench(`PostgreSQL (fresh schema ${schema})`, db);
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set DATABASE_URL to bench it too)');
}
console.log(`load average now ${loadavg()[0].toFixed(2)}`);
