// The cluster on one machine (npm run cluster, npm run chaos): N platform-api processes on PostgreSQL and Redis behind
// HAProxy with health checks — the same processes the compose file and the Kubernetes manifests run (deploy/).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../lib.mjs';
import { haproxyConfig } from './haproxy.mjs';
import { apiEnv, CLUSTER } from './spec.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Creates the cluster's database on the local PostgreSQL when it is missing; resolves its URL. */
export async function ensureDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the cluster's database (chaos runs start from a fresh one). */
export async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

const answers = (host, port) =>
  new Promise((resolve) => {
    const s = net.connect({ host, port }, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });

/** Redis on `url`, started (without persistence) when nothing answers there; resolves a stop function or null. */
export async function ensureRedis(url) {
  const { hostname, port } = new URL(url);
  if (await answers(hostname, Number(port || 6379))) return null;
  const child = spawn(
    'redis-server',
    ['--port', port || '6379', '--bind', hostname, '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 50 && !(await answers(hostname, Number(port || 6379))); i++) await sleep(100);
  return () => child.kill('SIGTERM');
}

/** The haproxy binary, installed from Debian's packages when missing. */
export function ensureHaproxy() {
  const found = () => spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (found()) return found();
  process.stdout.write('haproxy is missing: installing it from Debian (apt-get install -y haproxy)…\n');
  const r = spawnSync('sh', ['-c', 'apt-get install -y haproxy || (apt-get update && apt-get install -y haproxy)'], {
    stdio: 'inherit',
  });
  if (r.status !== 0 || !found()) throw new Error('could not install haproxy: run `sudo apt-get install -y haproxy`');
  return found();
}

/** Waits until `url` answers 200 (or the process exited); throws after `ms`. */
export async function waitReady(url, { ms = 120_000, exited = () => false } = {}) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (exited()) throw new Error(`${url}: the process exited before it was ready`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} was not ready within ${ms / 1000} s`);
}

const prefixed = (prefix, out) => (d) => out.write(d.toString().replace(/^(?=.)/gm, prefix));

/** One API process: started, killed (any signal) and started again on the same port; quiet: its log to `logFile`. */
function apiProcess({ name, port, env, quiet, logFile }) {
  const p = { name, port, logFile: quiet ? logFile : null, child: null, exitCode: undefined };
  p.start = () => {
    p.exitCode = undefined;
    // API_NODE_ARGS: extra node flags for each API process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a bench).
    const child = spawn(
      process.execPath,
      [...(process.env.API_NODE_ARGS ?? '').split(' ').filter(Boolean), path.join(ROOT, 'platform-api/dist/server.js')],
      {
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    if (!quiet) child.stdout.on('data', prefixed(`[${name}] `, process.stdout));
    else child.stdout.pipe(createWriteStream(logFile, { flags: 'a' }));
    child.stderr.on('data', prefixed(`[${name}] `, process.stderr));
    child.on('exit', (code, signal) => {
      p.exitCode = code ?? signal;
    });
    p.child = child;
    return waitReady(`http://127.0.0.1:${port}/readyz`, { exited: () => p.exitCode !== undefined });
  };
  p.kill = (signal) => {
    const child = p.child;
    if (!child || p.exitCode !== undefined) return Promise.resolve(p.exitCode);
    return new Promise((resolve) => {
      child.once('exit', (code, sig) => resolve(code ?? sig));
      child.kill(signal);
    });
  };
  return p;
}

/**
 * Starts the cluster: the database prepared once (cli/prepare.js: migrations, seed, releases — the migrations job),
 * then `instances` API processes at once, then HAProxy on `port`; resolves when every process is ready.
 */
export async function startCluster({
  instances = CLUSTER.instances,
  port = CLUSTER.port,
  adminUrl = process.env.CLUSTER_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database = CLUSTER.database,
  redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  quiet = false,
  extraEnv = {},
  firstApiPort = CLUSTER.firstApiPort,
} = {}) {
  const dir = path.join(ROOT, '.data', database);
  mkdirSync(dir, { recursive: true });
  const haproxyBin = ensureHaproxy();
  const stopRedis = await ensureRedis(redisUrl);
  const databaseUrl = await ensureDatabase(adminUrl, database);
  const env = { ...apiEnv({ databaseUrl, redisUrl, dataDir: dir, publicPort: port }), ...extraEnv };
  const prepare = spawnSync(process.execPath, [path.join(ROOT, 'platform-api/dist/cli/prepare.js')], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (prepare.status !== 0) throw new Error(`preparing the database failed:\n${prepare.stderr}`);
  if (!quiet) process.stdout.write(`[prepare] ${prepare.stdout}`);
  for (let i = 0; i < instances; i++) rmSync(path.join(dir, `api${i + 1}.log`), { force: true });
  const apis = Array.from({ length: instances }, (_, i) =>
    apiProcess({
      name: `api${i + 1}`,
      port: firstApiPort + i,
      env: { ...env, STARTUP_BANNER: i === 0 ? 'full' : 'short' },
      quiet,
      logFile: path.join(dir, `api${i + 1}.log`),
    }),
  );
  // A process that fails to start leaves none of its siblings behind.
  const killAll = () => Promise.all(apis.map((a) => a.kill('SIGKILL')));
  await Promise.all(apis.map((a) => a.start())).catch(async (e) => {
    await killAll();
    throw e;
  });
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig({ port, servers: apis.map((a) => ({ name: a.name, port: a.port })) }));
  const haproxy = spawn(haproxyBin, ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let haproxyExit;
  haproxy.on('exit', (code) => (haproxyExit = code));
  haproxy.stderr.on('data', prefixed('[haproxy] ', quiet ? { write: () => true } : process.stderr));
  const url = `http://127.0.0.1:${port}`;
  await waitReady(`${url}/readyz`, { ms: 30_000, exited: () => haproxyExit !== undefined }).catch(async (e) => {
    haproxy.kill('SIGTERM');
    await killAll();
    throw e;
  });

  const stop = async () => {
    // Each API process drains on SIGTERM (readiness 503, in-flight requests and the current job finish).
    await Promise.all(apis.map((a) => a.kill('SIGTERM')));
    haproxy.kill('SIGTERM');
    stopRedis?.();
  };
  return { url, databaseUrl, apis, haproxyConfigFile: cfg, stop };
}
