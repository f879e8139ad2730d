import { expect, type Page } from '@playwright/test';
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

/**
 * Signs `who` in to the console (journeys sign in different operators, so each code is fresh) with the password and an authenticator code. A code is good once: when this
 * operator already used the current step's (an earlier journey of the worker), the next step's code is taken, as a
 * person would wait for the app to show the next one (the server accepts a step of drift); when that one is used too,
 * the journey waits for the next step as a person would.
 */
export async function consoleSignIn(page: Page, who: DemoOperator) {
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
