import { sitePort } from '../playwright.config';
import { consolePassword, consoleSignIn } from './support/console';
import { expect, test } from './support/test';

test.describe('passkeys in the console', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('demo_risk adds a passkey on My account, then signs in with it instead of the authenticator code', async ({
    browser,
  }) => {
    // A passkey's relying party is a domain (an IP address cannot be one): the console as http://localhost.
    const page = await browser.newPage({ baseURL: `http://localhost:${sitePort(test.info().parallelIndex)}` });
    // The device's own authenticator, as Chromium offers it to a page (a platform key that verifies its user).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await consoleSignIn(page, 'demo_risk');
    await page.goto('/console/account');
    const section = page.getByTestId('passkeys-section');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Name').fill('Work laptop');
    await dialog.getByRole('button', { name: 'Create the passkey' }).click();
    await expect(section.getByRole('row').filter({ hasText: 'Work laptop' })).toBeVisible();

    await page.getByTestId('sign-out').click();
    await consolePassword(page, 'demo_risk');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page.getByTestId('operator-who')).toContainText('demo_risk');
    await page.close();
  });
});
