// npm run bench:wallet — money at the disk's speed: seamless debit + credit rounds sent as the demo vendor sends them
// (signed /seamless/v1 calls over HTTP) for many players at once, on PostgreSQL, against pgbench's tpcb-like run on
// the same server under the same settings (synchronous_commit as the server has it). First one API process (called
// directly), then the cluster (3 processes behind HAProxy, tools/cluster); each on a fresh database, its ledger
// checked afterwards. Prints wallet calls/s (each debit and each credit is one call), rounds/s, p50/p95/p99, errors,
// pgbench's tps and the ratio against the target; a missed target is reported, not failed. Exits 1 when the ledger
// is wrong.
//   BENCH_SECONDS=10 (each load and pgbench)   BENCH_CONNECTIONS=48 (callers)   BENCH_MEMBERS=200
//   BENCH_CLUSTER=0 skips the cluster   CLUSTER_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres)
import { loadavg } from 'node:os';
import path from 'node:path';
import { ROOT, run } from '../../tools/lib.mjs';
import { dropDatabase, startCluster } from '../../tools/cluster/cluster.mjs';
import { preparePlayers, runRounds } from './wallet-load.mjs';
import { ledgerChecks, pgbench } from './wallet-pg.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 48;
const MEMBERS = Number(process.env.BENCH_MEMBERS) || 200;
const CLUSTER = process.env.BENCH_CLUSTER !== '0';
const WARM_UP_SECONDS = 2;
/** wallet calls/s ÷ pgbench tps. */
const TARGET = 0.6;
const adminUrl = process.env.CLUSTER_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// One address (the bench's, or HAProxy's) logs every player in and deposits for each: those limits are raised.
const extraEnv = { LOGIN_RATE_LIMIT: '1000000', DEPOSIT_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' };

const fixed = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');
let ledgerOk = true;

/** One set-up (`instances` processes on a fresh `database`): players, a warm-up, the measured load, the ledger. */
async function walletRun({ label, instances, port, firstApiPort, database, pg }) {
  await dropDatabase(adminUrl, database);
  const t = Date.now();
  const cluster = await startCluster({ instances, port, firstApiPort, database, adminUrl, quiet: true, extraEnv });
  let fixture = null;
  try {
    // One process: called directly (no balancer in between); several: through HAProxy, as vendors reach them.
    const baseUrl = instances === 1 ? `http://127.0.0.1:${firstApiPort}` : cluster.url;
    const runId = `w${Date.now().toString(36)}`;
    const prepared = await preparePlayers({
      baseUrl,
      databaseUrl: cluster.databaseUrl,
      count: MEMBERS,
      prefix: `bench_${runId}`,
    });
    fixture = prepared.fixture;
    console.log(
      `\n${label} (${path.relative(ROOT, path.dirname(cluster.apis[0].logFile))}; ${MEMBERS} players set up in ` +
        `${((Date.now() - t) / 1000).toFixed(1)} s; ${CONNECTIONS} callers, ${SECONDS} s)`,
    );
    const load = { baseUrl, secret: prepared.secret, memberRefs: prepared.memberRefs, connections: CONNECTIONS };
    await runRounds({ ...load, seconds: WARM_UP_SECONDS, runId: `${runId}-warm` });
    const r = await runRounds({ ...load, seconds: SECONDS, runId });
    const ratio = r.callsPerSecond / pg.tps;
    console.log(
      `  wallet calls ${fixed(r.callsPerSecond).padStart(8)}/s  (${fixed(r.roundsPerSecond)} rounds/s, ${r.calls} calls)` +
        `  p50 ${fixed(r.p50)} ms  p95 ${fixed(r.p95)} ms  p99 ${fixed(r.p99)} ms  errors ${r.errors}`,
    );
    if (r.errors) console.log(`    errors: ${r.errorKinds.join('; ')}`);
    console.log(
      `  ÷ pgbench ${fixed(pg.tps)} tps = ${ratio.toFixed(2)}  ${ratio >= TARGET ? `PASS ≥ ${TARGET}` : `UNDER < ${TARGET}`}`,
    );
    const checks = await ledgerChecks(fixture.pool);
    for (const c of checks) {
      console.log(`  ledger: ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.figures}`);
      for (const d of c.details ?? []) console.log(`      ${d}`);
      if (!c.ok) ledgerOk = false;
    }
    return { ...r, ratio };
  } finally {
    await fixture?.pool.end().catch(() => undefined);
    await cluster.stop();
  }
}

let exitCode = 0;
try {
  await run(process.execPath, [path.join(ROOT, 'tools/build.mjs'), '--if-missing']);
  console.log(
    `wallet bench — load average ${loadavg()[0].toFixed(2)}; target: wallet calls/s ≥ ${TARGET} × pgbench tpcb-like tps ` +
      `on the same server (synchronous_commit as configured)`,
  );
  const pg = await pgbench({ adminUrl, database: 'wl_bench_pgbench', seconds: SECONDS });
  console.log(
    `\npgbench tpcb-like (-s 10 -c 16 -j 2 -M prepared, ${SECONDS} s): ${fixed(pg.tps)} tps, latency average ` +
      `${fixed(pg.latencyMs, 2)} ms`,
  );
  await walletRun({
    label: 'one API process',
    instances: 1,
    port: 8390,
    firstApiPort: 9390,
    database: 'wl_bench_wallet',
    pg,
  });
  if (CLUSTER)
    await walletRun({
      label: 'cluster: 3 API processes behind HAProxy',
      instances: 3,
      port: 8391,
      firstApiPort: 9391,
      database: 'wl_bench_wallet_cluster',
      pg,
    });
  console.log(`\nledger: ${ledgerOk ? 'consistent' : 'INCONSISTENT'}; load average now ${loadavg()[0].toFixed(2)}`);
  if (!ledgerOk) exitCode = 1;
} catch (e) {
  console.error(`bench:wallet failed: ${e?.stack ?? e}`);
  exitCode = 1;
}
process.exit(exitCode);
