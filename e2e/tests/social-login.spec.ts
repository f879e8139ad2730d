import { expect, test } from './support/test';
import { type BrowserContext, type Page } from '@playwright/test';
import { openLogin } from './support/auth';
import { operator } from './support/operator';

// The local OpenID provider started by support/global-setup.ts (oidc-provider with its development
// login and consent pages) stands in for Google: the DEMO merchant's google provider points at it.
const idp = {
  issuer: process.env.E2E_OIDC_ISSUER ?? '',
  clientId: process.env.E2E_OIDC_CLIENT_ID ?? '',
  clientSecret: process.env.E2E_OIDC_CLIENT_SECRET ?? '',
};

/** Only 127.0.0.1 (the site and the provider) may be reached. */
async function offline(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}

/** Presses "Sign in with Google" in the login modal and signs in on the provider's page as `login`. */
async function signInAtProvider(page: Page, login: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** A new player's identity is not verified: the identity modal follows every login until it is (SPEC §4); put it off. */
async function verifyLater(page: Page) {
  const identity = page.getByRole('dialog', { name: 'Verify your identity' });
  await identity.getByRole('button', { name: 'Verify later' }).click();
  await expect(identity).toHaveCount(0);
}

test.describe('social sign-in with Google (local OpenID provider)', () => {
  test.beforeAll(async ({ request }) => {
    expect(idp.issuer, 'support/global-setup.ts starts the provider').toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await operator.social(request, 'google', { ...idp });
  });
  test.afterAll(async ({ request }) => {
    await operator.social(request, 'google', { enabled: false });
  });

  test('a guest signs in, lands logged in, signs out, and the same Google account signs the same member in again', async ({
    page,
    context,
  }) => {
    await offline(context);
    await signInAtProvider(page, 'e2e-alice');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back on the page the sign-in started from, the token taken out of the address bar.
    await expect(page).toHaveURL(/\/index$/);
    const header = page.getByTestId('header-logged-in');
    await expect(header).toContainText(/google_[0-9a-f]{6}/);
    const account = (await header.locator('.account-name').textContent()) ?? '';
    expect(account).toMatch(/^google_[0-9a-f]{6}$/);
    expect(
      await page.evaluate(() => ['account', 'username', 'nickname', 'isTrial'].map((k) => sessionStorage.getItem(k))),
    ).toEqual([account, account, 'E2E e2e-alice', 'false']);
    await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
    await verifyLater(page);

    await header.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('header').getByRole('button', { name: 'Login' })).toBeVisible();

    // Forget the provider's own session too, so the same person signs in there again.
    await context.clearCookies({ name: /^_session/ });
    await signInAtProvider(page, 'e2e-alice');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('header-logged-in').locator('.account-name')).toHaveText(account);
    await verifyLater(page);
  });

  test('cancelling at the provider lands back logged out, with the error', async ({ page, context }) => {
    await offline(context);
    await signInAtProvider(page, 'e2e-bob');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();

    const prompt = page.getByRole('dialog', { name: 'OK' });
    await expect(prompt.getByRole('alert')).toHaveText('Popup closed by user, login failure, try again');
    await expect(page).toHaveURL(/\/index$/);
    // The message is a modal dialog: the page behind is inert until it is dismissed.
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('header').getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});
