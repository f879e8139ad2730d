// npm run shots: PNGs of every route at 375 and 1366 px (as a guest and logged in), for a reviewer to look over
// the whole site in a minute. Builds what is missing, serves it on a fresh embedded database, writes
// shots/<width>/<name>.png and prints each page's horizontal overflow (scrollWidth − innerWidth; 0 is right).
// SHOTS_DIR and SHOTS_PORT override the folder and the port; SHOTS_HOST shoots another merchant
// (e.g. SHOTS_HOST=lucky.localhost), logging in with that merchant's demo accounts.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run, startSite } from './lib.mjs';

const PORT = Number(process.env.SHOTS_PORT ?? 8591);
const HOST = process.env.SHOTS_HOST ?? '127.0.0.1';
// The seeded accounts of each demo merchant (platform-api/src/seed/data/merchants.ts).
const ACCOUNTS = HOST.startsWith('lucky.')
  ? { player: 'lucky01', agent: 'lucky_agent', password: 'Lucky@1234' }
  : { player: 'demo_player', agent: 'demo_agent', password: 'Demo@1234' };
const base = `http://${HOST}:${PORT}`;
const out = path.resolve(process.env.SHOTS_DIR ?? path.join(ROOT, 'shots'));
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1366, height: 900 },
];
// Guest pages, then pages behind the login (logged in as the demo player, the agent page as the demo agent);
// the same list the e2e layout journeys walk.
const ROUTES = JSON.parse(readFileSync(path.join(ROOT, 'e2e/support/site-routes.json'), 'utf8'));
const GUEST = ROUTES.guest;
const PLAYER = ROUTES.player;
const AGENT = ROUTES.agent;

await run(process.execPath, [path.join(ROOT, 'tools/build.mjs'), '--if-missing']);
const site = await startSite({ port: PORT, name: `shots-${PORT}`, env: { LOGIN_RATE_LIMIT: '200' } });
const { chromium } = await import('playwright-core');
const name = (route, who) => `${who}${route.replace(/\//g, '_') || '_root'}`;

async function login(page, username) {
  await page.goto(`${base}/login`);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(ACCOUNTS.password);
  await dialog.getByLabel(/accept the disclaimer/).check();
  await dialog.getByRole('button', { name: 'Login' }).click();
  try {
    // The player lands on the page with the header; the agent on /agentHome (no header): wait for the token.
    await page.waitForFunction(() => sessionStorage.getItem('token'), null, { timeout: 60_000 });
  } catch (e) {
    await page.screenshot({ path: path.join(out, `login-failed-${username}.png`) });
    throw e;
  }
}

async function shoot(page, route, who, dir) {
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  // Scroll through the page so lazy images below the fold load, then back to the top; let images decode.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.screenshot({ path: path.join(dir, `${name(route, who)}.png`), fullPage: true });
  return overflow;
}

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  for (const viewport of WIDTHS) {
    const dir = path.join(out, String(viewport.width));
    mkdirSync(dir, { recursive: true });
    for (const [who, routes] of [
      ['guest', GUEST],
      ['player', PLAYER],
      ['agent', AGENT],
    ]) {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      // The home popups show once per session; dismissed so they do not cover the pages (as in the e2e suite).
      await context.addInitScript(() => {
        sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
        sessionStorage.setItem('USER_POPUP', 'closed');
      });
      const page = await context.newPage();
      if (who !== 'guest') await login(page, ACCOUNTS[who]);
      console.log(`[shots] ${viewport.width} px, ${who}`);
      for (const route of routes)
        rows.push({ width: viewport.width, who, route, overflow: await shoot(page, route, who, dir) });
      await context.close();
    }
  }
  await browser.close();
  console.log(`\nScreenshots in ${out}\n`);
  for (const r of rows)
    console.log(
      `  ${String(r.width).padStart(4)} px  ${r.who.padEnd(6)} ${r.route.padEnd(12)} overflow ${r.overflow} px${r.overflow > 0 ? '  ← scrolls sideways' : ''}`,
    );
} finally {
  site.stop();
}
