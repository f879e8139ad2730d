// bench:bundle — loads the built home page cold in Chromium and prints the JS it fetched:
// bytes raw and gzip per package and per request, and any shared library fetched more than once.
// Budgets live in budgets.json beside this file; the script prints the comparison (it never fails a test).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startSite } from '../../tools/lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const PORT = 8191;
const base = `http://127.0.0.1:${PORT}`;
const budgets = JSON.parse(readFileSync(path.join(here, 'budgets.json'), 'utf8'));
const APPS = ['shell', 'mf-auth', 'mf-games', 'mf-lottery', 'mf-member', 'mf-agent', 'mf-points'];

// Map each built file to the shared library it carries, from every app's mf-manifest.json.
const sharedOf = new Map();
for (const app of APPS) {
  const file = path.join(root, app, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${app} is not built: run npm run build`);
  for (const s of JSON.parse(readFileSync(file, 'utf8')).shared ?? [])
    for (const a of [...s.assets.js.sync, ...s.assets.js.async]) sharedOf.set(`${app}/${a}`, s.name);
}

const site = await startSite({ port: PORT, name: 'bench' });
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const rows = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith('.js')) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    const m = url.pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
    const pkg = m ? m[1] : 'shell';
    const file = m ? m[2] : url.pathname.slice(1);
    rows.push({
      pkg,
      file,
      raw: body.length,
      gzip: gzipSync(body).length,
      shared: sharedOf.get(`${pkg}/${file}`) ?? '',
    });
  });
  const t0 = Date.now();
  await page.goto(`${base}/index`, { waitUntil: 'networkidle' });
  await page.getByTestId('home-page').waitFor();
  const loadMs = Date.now() - t0;
  await browser.close();

  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`\nCold load of /index: ${rows.length} JS requests, ${loadMs} ms to the lobby\n`);
  console.log('per request:');
  for (const r of rows.sort((a, b) => b.gzip - a.gzip))
    console.log(
      `  ${r.pkg.padEnd(10)} ${r.file.padEnd(44)} raw ${kb(r.raw).padStart(10)}  gzip ${kb(r.gzip).padStart(10)}  ${r.shared}`,
    );
  console.log('\nper package:');
  const byPkg = {};
  for (const r of rows) {
    byPkg[r.pkg] ??= { raw: 0, gzip: 0, n: 0 };
    byPkg[r.pkg].raw += r.raw;
    byPkg[r.pkg].gzip += r.gzip;
    byPkg[r.pkg].n++;
  }
  for (const [pkg, v] of Object.entries(byPkg))
    console.log(
      `  ${pkg.padEnd(10)} ${String(v.n).padStart(3)} files  raw ${kb(v.raw).padStart(10)}  gzip ${kb(v.gzip).padStart(10)}`,
    );
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  const shellGzip = byPkg.shell?.gzip ?? 0;

  const fetches = {};
  for (const r of rows) if (r.shared) (fetches[r.shared] ??= []).push(r.pkg);
  const dupes = Object.entries(fetches).filter(([, pkgs]) => pkgs.length > budgets.sharedLibraryMaxFetches);
  console.log('\nshared libraries:');
  for (const [lib, pkgs] of Object.entries(fetches)) console.log(`  ${lib.padEnd(20)} from ${pkgs.join(', ')}`);
  console.log(
    dupes.length
      ? `\nFETCHED MORE THAN ONCE: ${dupes.map(([l]) => l).join(', ')}`
      : '\nno shared library fetched more than once',
  );

  const verdict = (name, value, budget) =>
    console.log(
      `  ${name.padEnd(26)} ${kb(value).padStart(10)} / budget ${kb(budget).padStart(10)}  ${value <= budget ? 'ok' : 'OVER'}`,
    );
  console.log('\nbudgets (e2e/bench/budgets.json):');
  verdict('shell JS (gzip)', shellGzip, budgets.shellInitialGzipBytes);
  verdict('all JS for home (gzip)', total, budgets.totalHomeGzipBytes);
} finally {
  site.stop();
}
