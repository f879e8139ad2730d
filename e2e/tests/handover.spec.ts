import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signIn } from './support/layout';
import { sessionToken } from './support/player';
import { expect, test } from './support/test';

const DEPOSIT = '/member?page=depositv2';

/** The "app": a session of demo_downline the site never saw (signed in, then dropped from the browser only). */
async function appSession(page: Page): Promise<string> {
  await signIn(page, 'demo_downline');
  const token = await sessionToken(page);
  await page.evaluate(() => sessionStorage.clear());
  return token;
}

/** A single-use hand-over code for the app's session (POST /wps/session/handover). */
async function handoverCode(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.post('/wps/session/handover', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value.code as string;
}

const account = (page: Page) => page.getByTestId('header-logged-in').locator('.account-name');

test.describe('session hand-over from a URL (issue 24)', () => {
  test("another member's link never replaces a signed-in member silently: keep stays, switch changes", async ({
    page,
    request,
  }) => {
    const app = await appSession(page);
    await signIn(page, 'demo_player');
    const player = await sessionToken(page);
    await expect(account(page)).toHaveText('demo_player');

    // A raw token in the URL is no session any more: it is taken out of the address bar and ignored.
    await page.goto(`${DEPOSIT}&token=${app}`);
    await expect(page.getByTestId('member-center')).toBeVisible();
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    await expect(account(page)).toHaveText('demo_player');
    expect(await sessionToken(page)).toBe(player);

    // A hand-over code of demo_downline: the question, then keep.
    await page.goto(`${DEPOSIT}&handover=${await handoverCode(request, app)}`);
    const question = page.getByRole('dialog', { name: 'Switch account?' });
    await expect(question).toContainText('You are signed in as demo_player. This link signs in as demo_downline.');
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    await expectAccessible(page, 'the switch-account question');
    await question.getByRole('button', { name: 'Keep demo_player' }).click();
    await expect(question).toHaveCount(0);
    await expect(account(page)).toHaveText('demo_player');
    expect(await sessionToken(page)).toBe(player);
    await expect(page.getByTestId('member-center')).toBeVisible();

    // Again, and switch: the page reloads as demo_downline; demo_player's session on the site has ended.
    await page.goto(`${DEPOSIT}&handover=${await handoverCode(request, app)}`);
    await question.getByRole('button', { name: 'Switch to demo_downline' }).click();
    await expect(account(page)).toHaveText('demo_downline');
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    await expect(page.getByTestId('member-center')).toBeVisible();
    await expect(question).toHaveCount(0);
    const ended = await request.get('/wps/member/info', { headers: { authorization: `Bearer ${player}` } });
    expect(ended.status()).toBe(401);
  });

  test("a guest opening an app's link lands signed in on that page; a used code is refused with a message", async ({
    page,
    request,
  }) => {
    const app = await appSession(page);
    const code = await handoverCode(request, app);
    await page.goto(`${DEPOSIT}&handover=${code}`);
    await expect(account(page)).toHaveText('demo_downline');
    await expect(page.getByTestId('member-center')).toBeVisible();
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    await expect(page.getByRole('dialog', { name: 'Switch account?' })).toHaveCount(0);

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`/index?handover=${code}`);
    await expect(page.getByRole('alert')).toHaveText(
      'This sign-in link has expired or was already used, please log in',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('header').getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
