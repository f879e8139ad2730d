import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * Journeys change merchants' switches (maintenance, remotes, social sign-in), so each worker has a server and
 * database of its own: worker slot i (testInfo.parallelIndex) drives the site on PORT + i (tests/support/test.ts).
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The port of the site a worker slot drives. */
export const sitePort = (parallelIndex: number): number => PORT + parallelIndex;
/** Every site the run starts (the OpenID provider accepts a redirect to each). */
export const SITES = Array.from({ length: WORKERS }, (_, i) => `http://127.0.0.1:${sitePort(i)}`);

/**
 * Chromium from Debian (Playwright cannot download its own here): its headless shell where installed (the same
 * engine without the desktop browser around it: about a tenth less CPU a journey, and e2e is CPU-bound), else the
 * full browser in headless mode. CHROMIUM_PATH overrides.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  // The local OpenID provider for social sign-in (E2E_OIDC_* for the tests).
  globalSetup: './support/global-setup.ts',
  // One worker per site; a file's journeys run in order on one worker (they may build on each other).
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  // Ceilings, not delays: a passing journey takes what it takes. Sized for a loaded two-core machine on a slow day
  // (the suite's journeys and two servers on two cores; CI once ran 2.5× slower than usual and a 114 s journey met a
  // 120 s ceiling). A failing expectation costs its timeout once; a passing one never waits for it.
  timeout: 180_000,
  expect: { timeout: 45_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Worker slot 0's site; tests/support/test.ts points each worker at its own.
    baseURL: SITES[0],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Off unless asked for (E2E_TRACE=retain-on-failure): recording a trace (a screenshot and DOM snapshot per action)
    // made the journeys about 1.7× slower on this two-core machine (4 files: 87 s with, 52 s without).
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
  },
  webServer: SITES.map((site, i) => ({
    command: 'node server.mjs',
    url: `${site}/wps/system/status`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: { E2E_PORT: String(sitePort(i)) },
  })),
});
