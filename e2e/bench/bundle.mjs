// bench:bundle — a guest's cold visit to /index on the federated site and on the monolith build of the same
// pages (tools/mf-build/monolith.js): the JS each fetched (raw and gzip, per request and per package), the
// request counts, the federation runtime's copies, any shared library fetched twice, and the largest
// contentful paint (median of three cold loads, each in a new browser context: empty cache).
// Budgets live in budgets.json beside this file; the script prints the comparison (it never fails a test).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startSite } from '../../tools/lib.mjs';
import { lighthouseRuns } from './lighthouse.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const budgets = JSON.parse(readFileSync(path.join(here, 'budgets.json'), 'utf8'));
const APPS = ['shell', 'mf-auth', 'mf-games', 'mf-lottery', 'mf-member', 'mf-agent', 'mf-points'];
const RUNS = 3;
/** A string only `@module-federation/runtime-core` contains: the files that carry a federation runtime. */
const RUNTIME_MARKER = 'beforeInitContainer';
const SITES = [
  { key: 'federated', port: 8191, env: {} },
  { key: 'monolith', port: 8192, env: { STATIC_ROOT: path.join(root, 'dist-monolith') } },
];

// Map each built file to the shared library it carries, from every app's mf-manifest.json.
const sharedOf = new Map();
for (const app of APPS) {
  const file = path.join(root, app, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${app} is not built: run npm run build`);
  for (const s of JSON.parse(readFileSync(file, 'utf8')).shared ?? [])
    for (const a of [...s.assets.js.sync, ...s.assets.js.async]) sharedOf.set(`${app}/${a}`, s.name);
}
if (!existsSync(path.join(root, 'dist-monolith/shell/dist/index.html')))
  throw new Error('the monolith is not built: run npm run build:monolith');

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One cold load of /index in a new context: every response, the JS bodies, and the LCP. */
async function coldLoad(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => {
    window.__lcp = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = { time: e.startTime, element: e.element?.tagName ?? '' };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const js = [];
  let requests = 0;
  const bodies = [];
  page.on('request', () => requests++);
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith('.js')) return;
    bodies.push(
      res
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          const m = url.pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
          const pkg = m ? m[1] : 'shell';
          const file = m ? m[2] : url.pathname.slice(1);
          js.push({
            pkg,
            file,
            raw: body.length,
            gzip: gzipSync(body).length,
            shared: sharedOf.get(`${pkg}/${file}`) ?? '',
            runtime: body.includes(RUNTIME_MARKER),
          });
        }),
    );
  });
  const t0 = Date.now();
  await page.goto(`${base}/index`, { waitUntil: 'networkidle' });
  await page.getByTestId('home-page').waitFor();
  await page.waitForLoadState('networkidle');
  const loadMs = Date.now() - t0;
  const lcp = await page.evaluate(() => window.__lcp);
  await Promise.all(bodies);
  await context.close();
  return { js, requests, loadMs, lcp };
}

function printLoad(site, load) {
  console.log(`\n== ${site.key} (http://127.0.0.1:${site.port}/index)`);
  console.log('per request:');
  for (const r of [...load.js].sort((a, b) => b.gzip - a.gzip))
    console.log(
      `  ${r.pkg.padEnd(10)} ${r.file.padEnd(46)} raw ${kb(r.raw).padStart(10)}  gzip ${kb(r.gzip).padStart(10)}  ${r.shared}${r.runtime ? ' [federation runtime]' : ''}`,
    );
  console.log('per package:');
  const byPkg = {};
  for (const r of load.js) {
    byPkg[r.pkg] ??= { raw: 0, gzip: 0, n: 0 };
    byPkg[r.pkg].raw += r.raw;
    byPkg[r.pkg].gzip += r.gzip;
    byPkg[r.pkg].n++;
  }
  for (const [pkg, v] of Object.entries(byPkg))
    console.log(
      `  ${pkg.padEnd(10)} ${String(v.n).padStart(3)} files  raw ${kb(v.raw).padStart(10)}  gzip ${kb(v.gzip).padStart(10)}`,
    );
}

const results = {};
const sites = [];
let lighthouseMissed = [];
try {
  for (const s of SITES) sites.push(await startSite({ port: s.port, name: `bench-${s.key}`, env: s.env }));
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
  try {
    // Alternate the sites run by run so a busy moment on the machine does not land on one of them only.
    for (let run = 0; run < RUNS; run++)
      for (const s of SITES) {
        const load = await coldLoad(browser, `http://127.0.0.1:${s.port}`);
        (results[s.key] ??= []).push(load);
      }
  } finally {
    await browser.close();
  }
  // Lighthouse on the federated site (pages and budgets in budgets.json `lighthouse`): printed at the end.
  lighthouseMissed = await lighthouseRuns(`http://127.0.0.1:${SITES[0].port}`);
} finally {
  for (const s of sites) s.stop();
}

console.log(`\nbench:bundle — a guest's cold visit to /index, 1366×768, ${RUNS} runs per site (new context each)`);
const summary = {};
for (const s of SITES) {
  const loads = results[s.key];
  const first = loads[0];
  printLoad(s, first);
  const gzip = first.js.reduce((t, r) => t + r.gzip, 0);
  const raw = first.js.reduce((t, r) => t + r.raw, 0);
  const lcps = loads.map((l) => l.lcp?.time ?? NaN);
  summary[s.key] = {
    gzip,
    raw,
    files: first.js.length,
    requests: first.requests,
    runtimes: first.js.filter((r) => r.runtime).map((r) => `${r.pkg}/${r.file}`),
    lcp: median(lcps),
    lcps,
    lcpElement: first.lcp?.element ?? '?',
    loadMs: median(loads.map((l) => l.loadMs)),
  };
  if (s.key === 'federated') {
    const fetches = {};
    for (const r of first.js) if (r.shared) (fetches[r.shared] ??= []).push(r.pkg);
    const dupes = Object.entries(fetches).filter(([, pkgs]) => pkgs.length > budgets.sharedLibraryMaxFetches);
    console.log('shared libraries:');
    for (const [lib, pkgs] of Object.entries(fetches)) console.log(`  ${lib.padEnd(24)} from ${pkgs.join(', ')}`);
    console.log(
      dupes.length
        ? `FETCHED MORE THAN ONCE: ${dupes.map(([l]) => l).join(', ')}`
        : 'no shared library fetched more than once',
    );
    console.log(
      `federation runtime (runtime-core) in ${summary.federated.runtimes.length} file(s): ${summary.federated.runtimes.join(', ')}`,
    );
  }
}

const f = summary.federated;
const m = summary.monolith;
const ratio = f.gzip / m.gzip;
const row = (label, a, b) => console.log(`  ${label.padEnd(30)} ${String(a).padStart(14)} ${String(b).padStart(14)}`);
console.log('\nsummary:');
row('', 'federated', 'monolith');
row('JS files', f.files, m.files);
row('requests (all)', f.requests, m.requests);
row('initial JS raw', kb(f.raw), kb(m.raw));
row('initial JS gzip', kb(f.gzip), kb(m.gzip));
row('LCP median', `${f.lcp.toFixed(0)} ms`, `${m.lcp.toFixed(0)} ms`);
row('LCP runs', f.lcps.map((x) => x.toFixed(0)).join('/'), m.lcps.map((x) => x.toFixed(0)).join('/'));
row('LCP element', f.lcpElement, m.lcpElement);
row('to lobby + network idle (median)', `${f.loadMs} ms`, `${m.loadMs} ms`);
console.log(`  federated / monolith (gzip JS)  ${ratio.toFixed(2)}×`);

const verdict = (name, value, budget, fmt) =>
  console.log(
    `  ${name.padEnd(34)} ${fmt(value).padStart(10)} / budget ${fmt(budget).padStart(10)}  ${value <= budget ? 'ok' : 'OVER'}`,
  );
console.log('\nbudgets (e2e/bench/budgets.json):');
verdict('home initial JS, federated (gzip)', f.gzip, budgets.homeInitialGzipBytes, kb);
verdict('home initial JS − monolith (gzip)', f.gzip - m.gzip, budgets.overMonolithMaxBytes, kb);
verdict('LCP federated (median)', f.lcp, budgets.lcpMs, (x) => `${(x / 1000).toFixed(2)} s`);
verdict('LCP monolith (median)', m.lcp, budgets.lcpMs, (x) => `${(x / 1000).toFixed(2)} s`);
verdict('federation runtime copies', f.runtimes.length, budgets.federationRuntimeMaxCopies, String);
console.log(
  `  Lighthouse mobile (above)          ${lighthouseMissed.length ? `OVER on ${lighthouseMissed.join(', ')}` : 'every page ok'}`,
);
