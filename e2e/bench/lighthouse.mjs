// The Lighthouse part of bench:bundle: lighthouse@12.2.3 (pinned), its default mobile run (a mid-range phone's
// screen, 4× slower CPU, slow 4G — simulated), performance only, on the pages budgets.json names: home, a game
// list, the member centre (demo_player's session) and the lottery lobby. Each page is measured `RUNS` times in a
// fresh browser context (cold cache) and the median run is reported: score, LCP, TBT, CLS, FCP, speed index and
// the JS transferred. Prints against the budgets; asserts nothing (bundle.mjs decides the exit code).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { createClient } from '../../tools/chaos/client.mjs';
import { loginPlayer } from '../../tools/chaos/flows.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const budgets = JSON.parse(readFileSync(path.join(here, 'budgets.json'), 'utf8')).lighthouse;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse navigation of `url` in a new context; `token`: the page opens with that player session. */
async function measure(browser, url, token) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (token)
      await page.evaluateOnNewDocument((t) => {
        sessionStorage.setItem('token', t);
        sessionStorage.setItem('USER_POPUP', 'closed');
      }, token);
    // Storage is kept (the session above); the cache starts empty (a new context).
    const result = await lighthouse(
      url,
      { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
      undefined,
      page,
    );
    const a = result.lhr.audits;
    const js = (a['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script');
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      si: a['speed-index'].numericValue,
      jsBytes: js?.transferSize ?? 0,
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs Lighthouse on every page of `budgets.lighthouse.pages` at `base` (a running site with the demo seed) and
 * prints each page's median run against the budgets. Resolves the pages that missed a budget.
 */
export async function lighthouseRuns(base) {
  const { request } = createClient({ baseUrl: base, t0: Date.now() });
  const { token } = await loginPlayer(request, { username: 'demo_player', ip: '127.0.0.1' });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const missed = [];
  try {
    console.log(
      `\nLighthouse ${JSON.stringify(lighthouseVersion())} mobile (simulated slow 4G, 4× CPU), performance, median of ${RUNS}:`,
    );
    const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
    for (const p of budgets.pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, base + p.path, p.player ? token : null));
      const m = runs.find((r) => r.score === median(runs.map((x) => x.score)));
      const over = [
        m.score < budgets.scoreMin && `score < ${budgets.scoreMin}`,
        m.lcp > budgets.lcpMs && `LCP > ${budgets.lcpMs} ms`,
        m.tbt > budgets.tbtMs && `TBT > ${budgets.tbtMs} ms`,
        m.cls > budgets.clsMax && `CLS > ${budgets.clsMax}`,
      ].filter(Boolean);
      if (over.length) missed.push(p.name);
      console.log(
        `  ${p.name.padEnd(16)} ${p.path.padEnd(10)} score ${String(m.score).padStart(3)} (${runs.map((r) => r.score).join('/')})` +
          `  LCP ${(m.lcp / 1000).toFixed(2)} s  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}` +
          `  FCP ${(m.fcp / 1000).toFixed(2)} s  SI ${(m.si / 1000).toFixed(2)} s  JS ${kb(m.jsBytes)}` +
          `  ${over.length ? `OVER: ${over.join(', ')}` : 'ok'}`,
      );
    }
  } finally {
    await browser.close();
  }
  return missed;
}

function lighthouseVersion() {
  const pkg = path.join(here, '../../node_modules/lighthouse/package.json');
  return JSON.parse(readFileSync(pkg, 'utf8')).version;
}
