// Builds shared-contracts and platform-api (swc) and the shell and six remotes (webpack).
// `--if-missing` skips a package whose dist is newer than its sources (used by `npm start`).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS, newest, pool, ROOT, run } from './lib.mjs';

const ifMissing = process.argv.includes('--if-missing');
const pkgDir = (p) => path.join(ROOT, p);
const shared = Math.max(
  newest(pkgDir('shared-contracts')),
  newest(pkgDir('shared-ui')),
  newest(path.join(ROOT, 'tools/mf-build')),
);

function upToDate(pkg, marker) {
  if (!ifMissing) return false;
  const out = path.join(pkgDir(pkg), 'dist', marker);
  if (!existsSync(out)) return false;
  return statSync(out).mtimeMs > Math.max(newest(pkgDir(pkg)), shared);
}

async function swc(pkg, marker) {
  if (upToDate(pkg, marker)) return console.log(`[build] ${pkg}: up to date`);
  await run('npm', ['run', 'build', '-w', pkg, '--silent'], { prefix: `[${pkg}] ` });
}

async function webpack(app) {
  if (upToDate(app, 'mf-manifest.json')) return console.log(`[build] ${app}: up to date`);
  const t = Date.now();
  await run('npx', ['webpack', '--mode', 'production', '-c', `${app}/webpack.config.js`], {
    prefix: `[${app}] `,
  });
  console.log(`[build] ${app}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

const t0 = Date.now();
await swc('shared-contracts', 'index.js');
await swc('platform-api', 'server.js');
await pool(APPS, 2, webpack);
console.log(`[build] done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
