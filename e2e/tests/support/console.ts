import { expect, type BrowserContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

export const OPERATOR_PASSWORD = 'Operator@1234';
/** The demo operators' TOTP secrets: the seed's fixed demo data, printed by `npm start` (never outside development). */
export const DEMO_TOTP = {
  demo_owner: 'TFPL4HXL6IW5A4MXRTGPOTLO62TNJPHZ',
  demo_admin: '6TZHTRXBAA2ANZVHQ5YLLHRCEENJIRVZ',
  demo_auditor: 'IGMXNLLE6ULBWHAYDLJH4OBAATLQFYPP',
  demo_risk: '5TIIWJAWYVVVS4SNKCVN6DTR6FKY5YVY',
  demo_finance: 'WJW5CC7YM3HGFQODMDUAHTOROOAQYU2K',
  demo_finance2: 'AGZ6ZQKMQZRX3FZQC7JEGMDRYJFWFYWG',
  demo_support: 'XTO3P3DBEVLX2A7ZZSQL6JMKJBXXBRN2',
  lucky_marketing: 'TEF7FMTISYACDI2V6UTIJNEY6FEHRNGV',
} as const;
export type DemoOperator = keyof typeof DEMO_TOTP;

/** What the operator's authenticator app shows at `timestamp`. */
const code = (who: DemoOperator, timestamp: number) =>
  new TOTP({ secret: DEMO_TOTP[who], algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

/** The console session's cookie (httpOnly, path /ops). */
const OPS_SESSION_COOKIE = 'ops_session';
/** A signed-in operator's session in this worker: its cookies and the console's CSRF token. */
type SavedSession = { cookies: Awaited<ReturnType<BrowserContext['cookies']>>; csrf: string };
/**
 * Sessions signed in by earlier journeys of this worker, by operator (a worker is one process and drives one site,
 * so one map per process is one per site). A journey that only needs an operator signed in takes the worker's session, as a person keeps a tab
 * signed in; a full sign-in with a fresh authenticator code costs a TOTP step when the codes are spent.
 */
const sessions = new Map<string, SavedSession>();

/**
 * Signs `who` in to the console: with this worker's saved session of `who` when it is still good, else with the
 * password and an authenticator code (see `signInWithCode`). Journeys about the sign-in itself use `consolePassword`.
 */
export async function consoleSignIn(page: Page, who: DemoOperator) {
  const saved = sessions.get(who);
  if (saved && (await resume(page, saved, who))) return;
  sessions.delete(who);
  await signInWithCode(page, who);
  const csrf = await page.evaluate(() => localStorage.getItem('ops_csrf'));
  const cookies = (await page.context().cookies()).filter((c) => c.name === OPS_SESSION_COOKIE);
  if (csrf && cookies.length > 0) sessions.set(who, { cookies, csrf });
}

/** Puts a saved session into the page's browser and opens the console: true when it shows `who` signed in. */
async function resume(page: Page, saved: SavedSession, who: DemoOperator): Promise<boolean> {
  await page.context().addCookies(saved.cookies);
  await page.goto('/wps/system/status');
  await page.evaluate((token) => localStorage.setItem('ops_csrf', token), saved.csrf);
  await page.goto('/console/');
  const outcome = await Promise.race([
    page
      .getByTestId('operator-who')
      .waitFor()
      .then(() => 'in' as const),
    page
      .getByTestId('sign-in-form')
      .waitFor()
      .then(() => 'out' as const),
  ]);
  if (outcome === 'in' && (await page.getByTestId('operator-who').innerText()).includes(who)) return true;
  // The saved session ended (signed out, revoked) or is someone else's: start from a clean browser.
  await page.context().clearCookies({ name: OPS_SESSION_COOKIE });
  await page.evaluate(() => localStorage.removeItem('ops_csrf'));
  return false;
}

/**
 * Signs `who` in with the password and an authenticator code. A code is good once: when this
 * operator already used the current step's (an earlier journey of the worker), the next step's code is taken, as a
 * person would wait for the app to show the next one (the server accepts a step of drift); when that one is used too,
 * the journey waits for the next step as a person would.
 */
async function signInWithCode(page: Page, who: DemoOperator) {
  await page.goto('/console/');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Username').fill(who);
  await form.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await form.getByRole('button', { name: 'Continue' }).click();
  const totp = page.getByTestId('totp-form');
  for (const offset of [0, 30_000, 'next step' as const]) {
    // Both codes the server accepts now were used by earlier journeys of this worker: wait for the app's next code.
    if (offset === 'next step') {
      const step = Math.floor(Date.now() / 30_000);
      await expect
        .poll(() => Math.floor(Date.now() / 30_000), { timeout: 35_000, intervals: [500] })
        .toBeGreaterThan(step);
      if (await page.getByTestId('operator-who').isVisible()) break;
    }
    await totp
      .getByLabel('Authenticator code')
      .fill(code(who, Date.now() + (offset === 'next step' ? 30_000 : offset)));
    await totp.getByRole('button', { name: 'Verify and sign in' }).click();
    const outcome = await Promise.race([
      page
        .getByTestId('operator-who')
        .waitFor()
        .then(() => 'in' as const),
      totp
        .getByText('Wrong or expired code')
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') break;
  }
  await expect(page.getByTestId('operator-who')).toContainText(who);
}

/** The password step only: answers the second step's form (a code, or "Use a passkey" when one is registered). */
export async function consolePassword(page: Page, who: DemoOperator) {
  await page.goto('/console/');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Username').fill(who);
  await form.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await form.getByRole('button', { name: 'Continue' }).click();
  return page.getByTestId('totp-form');
}
