// Builds every package that has a `build` script — shared-contracts and platform-api (swc), the shell, six
// remotes and the operators' console (webpack) — through lerna, which runs them in dependency order, two at a time (ADR 0010).
// `--if-missing` builds only the packages whose dist is older than their sources (used by `npm start`).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS, newest, ROOT, run } from './lib.mjs';

const ifMissing = process.argv.includes('--if-missing');
const pkgDir = (p) => path.join(ROOT, p);
const shared = Math.max(
  newest(pkgDir('shared-contracts')),
  newest(pkgDir('shared-ui')),
  newest(path.join(ROOT, 'tools/mf-build')),
);
/** Each built package and the file its build writes last. */
const OUTPUTS = {
  'shared-contracts': 'index.js',
  'platform-api': 'server.js',
  ...Object.fromEntries(APPS.map((a) => [a, 'mf-manifest.json'])),
  console: 'index.html',
};

function upToDate(pkg) {
  const out = path.join(pkgDir(pkg), 'dist', OUTPUTS[pkg]);
  if (!existsSync(out)) return false;
  return statSync(out).mtimeMs > Math.max(newest(pkgDir(pkg)), shared);
}

const t0 = Date.now();
const stale = Object.keys(OUTPUTS).filter((pkg) => !ifMissing || !upToDate(pkg));
for (const pkg of Object.keys(OUTPUTS)) if (!stale.includes(pkg)) console.log(`[build] ${pkg}: up to date`);
if (stale.length > 0) {
  await run(
    'npx',
    ['lerna', 'run', 'build', '--concurrency', '2', '--skip-nx-cache', ...stale.flatMap((p) => ['--scope', p])],
    // No nx daemon or cloud: one process that ends with the build, nothing fetched from the network.
    { env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' } },
  );
}
console.log(`[build] done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
