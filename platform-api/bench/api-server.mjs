// The server side of bench:api (a child process, so autocannon and the servers do not share a
// thread): a bare Fastify route and the API built as `npm start` builds it (request logging as
// configured, default: a summary a minute), both on loopback. Prints one JSON line with the ports.
//   BENCH_BACKEND=pglite|postgres   DATABASE_URL (postgres)
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = (p) => require(join(here, '..', 'dist', p));
const Fastify = require('fastify');
const { buildApp } = dist('app.js');
const { loadConfig } = dist('infra/config.js');
const { prepareDatabase } = dist('prepare-database.js');
const { openPglite } = dist('infra/db/pglite-db.js');
const { openPostgres } = dist('infra/db/postgres-db.js');

const backend = process.env.BENCH_BACKEND ?? 'pglite';
let db;
let cleanup = async () => undefined;
if (backend === 'postgres') {
  const pg = require('pg');
  const schema = `bench_api_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  db = openPostgres(process.env.DATABASE_URL, { searchPath: schema, max: 10 });
  cleanup = async () => {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  };
} else {
  db = await openPglite('memory://');
}
await prepareDatabase(db, 'DEMO');

const config = loadConfig();
const app = await buildApp({
  db,
  // As server.ts: pino at LOG_LEVEL (info), written to a file instead of the terminal.
  logger: { level: config.logLevel, file: join(mkdtempSync(join(tmpdir(), 'bench-api-')), 'server.log') },
  config: { ...config, staticRoot: mkdtempSync(join(tmpdir(), 'bench-static-')), remotesMode: 'static' },
});
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ success: true, value: { status: 0 }, message: null }));
await bare.listen({ port: 0, host: '127.0.0.1' });

process.stdout.write(
  `${JSON.stringify({ api: app.server.address().port, bare: bare.server.address().port, requestLog: config.requestLog })}\n`,
);
process.on('message', async (m) => {
  if (m !== 'stop') return;
  await bare.close();
  await app.close();
  await db.close();
  await cleanup();
  process.exit(0);
});
