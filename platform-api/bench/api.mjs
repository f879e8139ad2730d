// npm run bench:api — throughput and tail latency of the hot public reads against a bare Fastify
// route served by the same process, on PGlite and (when a PostgreSQL answers at DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/test) on PostgreSQL. autocannon, 50 connections, loopback only.
// Then the authenticated reads of a logged-in player (api-auth.mjs: header, balance, badges, the first page of each
// record), every request with demo_player's session token. Prints req/s, p99 and the ratio to the bare route, and
// PASS/OVER against the targets; asserts nothing. No per-member or per-IP limit applies to these reads (config.ts
// limits logins, free play, registration and deposits only), so nothing is raised for the bench.
//   BENCH_SECONDS=5 (per endpoint)   BENCH_CONNECTIONS=50   BENCH_AUTH=0 skips the authenticated reads
//   BENCH_BACKEND=postgres skips PGlite
import { fork } from 'node:child_process';
import { createInterface } from 'node:readline';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { AUTH_ENDPOINTS, loginDemoPlayer } from './api-auth.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;
const P99_TARGET_MS = 20;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const AUTH = process.env.BENCH_AUTH !== '0';

/** The endpoints and the share of the bare route's req/s each must reach. */
const ENDPOINTS = [
  ['status', '/wps/system/status', 0.5],
  ['config', '/wps/system/config', 0.5],
  ['whitelabel', '/wps/system/whitelabel', null],
  ['register settings', '/wps/system/setting/register', null],
  ['vendors', '/wps/game/vendor?merchantCode=DEMO', null],
  ['game list page', '/wps/game/list?gameType=RNG&pageNo=3&pageSize=20', 0.25],
  ['hot games', '/wps/game/hot?merchantCode=DEMO&isPlatform=2&platform=flash,html5-desktop&language=EN', null],
  ['banners', '/wps/system/banners?groupName=w_home', null],
  ['notices', '/wps/system/notice?platform=W&types=B,PL,PU,PR&language=EN', null],
];

const run = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
  });

async function startServer(backend) {
  const child = fork(join(here, 'api-server.mjs'), [], {
    env: { ...process.env, BENCH_BACKEND: backend, DATABASE_URL: PG_URL },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const line = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.log(`  the bench server exited unasked: ${code ?? signal}`);
  });
  return { child, ...JSON.parse(line) };
}

async function bench(backend) {
  const server = await startServer(backend);
  console.log(`\n${backend} (request log: ${server.requestLog}; ${CONNECTIONS} connections, ${SECONDS} s each)`);
  try {
    const base = `http://127.0.0.1:${server.api}`;
    for (const [, path] of ENDPOINTS) {
      const res = await fetch(base + path);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    }
    await run(`http://127.0.0.1:${server.bare}/bare`); // warm-up
    const bare = await run(`http://127.0.0.1:${server.bare}/bare`);
    const row = (name, r, ratio, target) => {
      const verdicts = [];
      if (target !== null) verdicts.push(ratio >= target ? `PASS ≥ ${target * 100}%` : `OVER < ${target * 100}%`);
      verdicts.push(r.latency.p99 <= P99_TARGET_MS ? 'p99 PASS' : 'p99 OVER');
      const errors = r.non2xx + r.errors + r.timeouts;
      console.log(
        `  ${name.padEnd(18)} ${String(Math.round(r.requests.average)).padStart(7)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms  ${(ratio * 100).toFixed(0).padStart(4)}% of bare  ${verdicts.join(', ')}${errors ? `  (${errors} errors)` : ''}`,
      );
    };
    row('bare Fastify route', bare, 1, null);
    for (const [name, path, target] of ENDPOINTS) {
      await run(base + path).catch(() => undefined); // warm-up (fills the cache, JIT)
      const r = await run(base + path);
      row(name, r, r.requests.average / bare.requests.average, target);
    }
    if (!AUTH) return;
    const headers = await loginDemoPlayer(base);
    console.log('  logged in as demo_player (a Bearer session token on every request below):');
    for (const [, path] of AUTH_ENDPOINTS) {
      const res = await fetch(base + path, { headers });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    }
    for (const [name, path, target] of AUTH_ENDPOINTS) {
      await run(base + path, headers).catch(() => undefined); // warm-up
      const r = await run(base + path, headers);
      row(name, r, r.requests.average / bare.requests.average, target);
    }
  } finally {
    // A server that died mid-run (its exit code printed) has nothing left to stop.
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.stopping = true;
      server.child.send('stop');
      await new Promise((resolve) => server.child.once('exit', resolve));
    } else console.log(`  the bench server had exited (${server.child.exitCode ?? server.child.signalCode})`);
  }
}

console.log(
  `api bench — load average ${loadavg()[0].toFixed(2)}; targets: status and config ≥ 50% of bare, a game list page ≥ 25%, ` +
    `each authenticated read ≥ 40%, p99 ≤ ${P99_TARGET_MS} ms`,
);
if (process.env.BENCH_BACKEND !== 'postgres') await bench('pglite');
const probe = new pg.Client({ connectionString: PG_URL });
const reachable = await probe.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  await probe.end();
  await bench('postgres');
} else console.log(`\npostgres: skipped (nothing answers at ${PG_URL})`);
console.log(`\nload average now ${loadavg()[0].toFixed(2)}`);
