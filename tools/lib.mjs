// Small process helpers shared by the root scripts (build, start, dev, test).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mf-auth', 'mf-games', 'mf-lottery', 'mf-member', 'mf-agent', 'mf-points'];

/** Runs a command, streaming its output with a prefix; resolves on exit 0, rejects otherwise. */
export function run(cmd, args, { cwd = ROOT, env = {}, prefix = '' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const pipe = (src, dst) => src.on('data', (d) => dst.write(prefix ? d.toString().replace(/^(?=.)/gm, prefix) : d));
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

/** Runs async tasks with at most `limit` at once (the machine has 2 cores). */
export async function pool(items, limit, fn) {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length) await fn(queue.shift());
  });
  await Promise.all(workers);
}

/** Newest modification time of the files under a folder (0 when absent). */
export function newest(dir) {
  if (!existsSync(dir)) return 0;
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

/**
 * Starts the built platform-api (which serves the built site) on `port` with a fresh embedded database under
 * .data/<name>/, and resolves once it answers; `stop()` ends it. Used by the scripts that drive the built site.
 */
export async function startSite({ port, name, env = {} }) {
  const dataDir = path.join(ROOT, '.data', name, 'pglite');
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(ROOT, 'platform-api/dist/server.js')], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const stop = () => child.kill();
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok) return { stop };
    } catch {
      // not listening yet
    }
    if (i > 240) {
      stop();
      throw new Error(`platform-api did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
