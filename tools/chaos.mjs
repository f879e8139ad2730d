// npm run chaos [-- --seconds 60 --users 16 --port 8380 --database wl_chaos --seed N]: a fresh cluster (tools/cluster)
// driven by virtual players through HAProxy while API processes are SIGKILLed, SIGTERMed and restarted; then the
// errors the clients saw, the money calls retried, and the invariants checked with SQL (docs/testing.md, "Chaos").
// Exits 1 when an invariant breaks. Ctrl-C stops the cluster.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, run } from './lib.mjs';
import { dropDatabase, startCluster } from './cluster/cluster.mjs';
import { createClient } from './chaos/client.mjs';
import { openFixture } from './chaos/fixture.mjs';
import { virtualUser } from './chaos/flows.mjs';
import { checkInvariants } from './chaos/invariants.mjs';
import { clientErrorsExplained, printInvariants, printLoad } from './chaos/report.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', short: 's' },
    users: { type: 'string', short: 'u' },
    port: { type: 'string', short: 'p' },
    database: { type: 'string' },
    'first-api-port': { type: 'string' },
    seed: { type: 'string' },
  },
});
const seconds = Number(values.seconds ?? 60);
const users = Number(values.users ?? 16);
const port = Number(values.port ?? 8380);
const firstApiPort = Number(values['first-api-port'] ?? 9381);
const database = values.database ?? 'wl_chaos';
const seed = Number(values.seed ?? Date.now() % 1_000_000);
if (!(seconds >= 10)) throw new Error('--seconds: 10 at least');
if (!Number.isInteger(users) || users < 1 || users > 200) throw new Error('--users: 1 to 200');
const adminUrl = process.env.CLUSTER_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (line) => process.stdout.write(`[chaos] ${line}\n`);
/** mulberry32: each virtual user's mix is reproducible from --seed. */
const rng = (s) => () => {
  s = (s + 0x6d2b79f5) | 0;
  let t = Math.imul(s ^ (s >>> 15), 1 | s);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

let cluster = null;
let stopping = null;
const stop = () => (stopping ??= cluster ? cluster.stop() : Promise.resolve());
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, async () => {
    log(`${sig}: stopping the cluster`);
    await stop();
    process.exit(130);
  });

/** The faults, at fractions of the run: SIGKILL one process, SIGTERM (drain) another, then restart both. */
async function faults(client, apis, loadStart) {
  const events = [];
  const at = (fraction) => sleep(Math.max(0, loadStart + fraction * seconds * 1000 - Date.now()));
  const mark = (label, note) => {
    events.push({ at: client.now(), label, note });
    log(`+${client.now().toFixed(1)} s ${label}${note ? ` (${note})` : ''}`);
  };
  const [killed, drained] = [apis[0], apis[1] ?? apis[0]];
  await at(0.25);
  mark(`SIGKILL ${killed.name}`);
  await killed.kill('SIGKILL');
  await at(0.4);
  if (drained !== killed) {
    mark(`SIGTERM ${drained.name}`);
    const t = Date.now();
    await drained.kill('SIGTERM');
    events.at(-1).note = `drained and exited in ${((Date.now() - t) / 1000).toFixed(1)} s`;
  }
  await at(0.6);
  mark(`restart ${[...new Set([killed, drained])].map((a) => a.name).join(' and ')}`);
  const t = Date.now();
  await Promise.all([...new Set([killed, drained])].map((a) => a.start()));
  events.at(-1).note = `ready in ${((Date.now() - t) / 1000).toFixed(1)} s`;
  return events;
}

let exitCode = 1;
let fixture = null;
try {
  await run(process.execPath, [path.join(ROOT, 'tools/build.mjs'), '--if-missing']);
  log(`fresh database ${database}; cluster of 3 API processes (:${firstApiPort}…) behind HAProxy on :${port}`);
  await dropDatabase(adminUrl, database);
  const started = Date.now();
  cluster = await startCluster({
    instances: 3,
    port,
    database,
    adminUrl,
    firstApiPort,
    quiet: true,
    // One IP (HAProxy's) sends everything: per-IP and per-member limits are raised for the load generator.
    extraEnv: { LOGIN_RATE_LIMIT: '1000000', DEPOSIT_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' },
  });
  log(`cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${cluster.url}`);
  log(`API logs: ${path.relative(ROOT, path.dirname(cluster.apis[0].logFile))}/api*.log`);

  fixture = await openFixture(cluster.databaseUrl);
  await fixture.withdrawalsByMoneyOnly();
  const runId = `c${Date.now().toString(36)}`;
  const players = await fixture.createPlayers(`chaos_${runId}`, users);
  const client = createClient({ baseUrl: cluster.url, t0: Date.now() });
  const vus = players.map((player, i) =>
    virtualUser({ n: i, player, client, fixture, runId, rnd: rng(seed * 1000 + i) }),
  );
  log(`${users} players: logging in, launching the demo slot, fund password, bank account, first deposit`);
  // The first deposit makes the provider's secret; the first vendor call the vendor's: one user first.
  await vus[0].setup();
  await Promise.all(vus.slice(1).map((v) => v.setup()));

  log(`load for ${seconds} s (seed ${seed})`);
  const loadStart = Date.now();
  const deadline = loadStart + seconds * 1000;
  const [events] = await Promise.all([
    faults(client, cluster.apis, loadStart),
    ...vus.map(async (v) => {
      while (Date.now() < deadline) await v.step();
    }),
  ]);

  log('checking the invariants on the database');
  const checks = await checkInvariants(fixture.pool, { merchantId: fixture.merchantId, money: client.money });
  printLoad({ requests: client.requests, money: client.money, faults: events, seconds, vus: users });
  checks.push(clientErrorsExplained({ requests: client.requests, money: client.money, faults: events }));
  exitCode = printInvariants(checks) ? 1 : 0;
} catch (e) {
  process.stderr.write(`[chaos] failed: ${e?.stack ?? e}\n`);
  exitCode = 1;
} finally {
  await fixture?.pool.end().catch(() => undefined);
  log('stopping the cluster');
  await stop();
}
process.exit(exitCode);
