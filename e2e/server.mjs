// Starts platform-api for the e2e suite on a fresh database (the built site must exist): a database of its own on the
// local PostgreSQL when one answers (native, so the two servers and two browsers of a run share the cores with less
// work than the embedded engine's WebAssembly), else a fresh embedded PGlite folder. E2E_DB=pglite forces the latter.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = process.env.E2E_PORT ?? '8181';
// One data folder (or database) per port, so two checkouts' suites can run side by side.
const dataDir = path.join(here, `../.data/e2e-${port}/pglite`);
rmSync(path.dirname(dataDir), { recursive: true, force: true });

/** postgres://…/e2e_<port>, made empty now, or null when no PostgreSQL answers (or PGlite is asked for). */
async function freshPostgres() {
  if (process.env.E2E_DB === 'pglite') return null;
  const admin = process.env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `e2e_${port}`;
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
const databaseUrl = await freshPostgres();
console.log(`[e2e server ${port}] database: ${databaseUrl ?? `PGlite in ${dataDir}`}`);
const child = spawn(process.execPath, [path.join(here, '../platform-api/dist/server.js')], {
  stdio: 'inherit',
  // Every journey comes from 127.0.0.1: lift the per-IP limits, the SMS caps and the SMS resend gap (API tests cover them);
  // every captcha reads CAPTCHA_TEXT so a journey can type it (ignored in production).
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8181',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOGIN_RATE_LIMIT: '200',
    FREEPLAY_RATE_LIMIT: '200',
    SMS_RESEND_SECONDS: '1',
    SMS_IP_NUMBERS_PER_HOUR: '500',
    SMS_NUMBER_PER_DAY: '500',
    SMS_IP_NUMBER_PER_DAY: '500',
    SMS_MEMBER_NUMBERS_PER_DAY: '50',
    REGISTER_RATE_LIMIT: '200',
    CAPTCHA_TEXT: 'E2E7',
    // The "1 minute" lottery game draws every 10 s, so a journey sees its draw settle (ADR 0007).
    LOTTERY_TIME_SCALE: '6',
    // A "daily" agency period lasts 15 s, so a journey sees a daily-salary contract settle (ADR 0008).
    AGENCY_PERIOD_SECONDS: 'DAILY=15',
    // A canary is judged after 3 loads, so a journey sees a broken one halted (ADR 0012).
    CANARY_MIN_LOADS: '3',
    // Every page of every journey reports its remotes' health from 127.0.0.1.
    REMOTE_HEALTH_RATE_LIMIT: '5000',
    // A journey may come from another address through X-Forwarded-For (player-totp: a login from an unregistered
    // IP); browsers send no such header, so every other journey is still 127.0.0.1.
    TRUST_PROXY: '1',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
