import { TOTP } from 'otpauth';
import { login } from './support/auth';
import { registerPlayer } from './support/register';
import { expect, sitePage, test } from './support/test';

/** The code an authenticator app shows for `secret` one 30-second step from now (each step's code is good once). */
const codeOf = (secret: string, later = 30_000) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + later });

test.describe('two-step sign-in with an authenticator app', () => {
  test('a player turns it on in the security centre and passes a login from a new IP with the app’s code', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // Registration (ID photos included) and two browsers: a long journey on a loaded two-core machine.
    test.slow();
    const player = await registerPlayer(page, request, { prefix: 'totp' });

    await page.goto('/member');
    const card = page.getByTestId('two-step');
    await expect(card.getByTestId('totp-state')).toHaveText('Off.');
    await card.getByRole('button', { name: 'Turn on' }).click();
    await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await card.getByLabel('Key', { exact: true }).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = String((Number(codeOf(secret, 0)) + 500_000) % 1_000_000).padStart(6, '0');
    await card.getByLabel('Code from the app').fill(wrong);
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(card.getByRole('alert')).toHaveText('Please enter a valid verification code');
    await card.getByLabel('Code from the app').fill(codeOf(secret, 0));
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    const codes = card.getByTestId('totp-recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card.getByTestId('totp-state')).toHaveText('On. Recovery codes left: 10');

    // Another browser, from an address the player never used: the new-IP check offers the authenticator first.
    const other = await sitePage(browser, { baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } });
    try {
      const dialog = await login(other, player.username, player.password);
      const check = dialog.getByTestId('ip-verification');
      await expect(check.getByRole('tab', { name: 'Authenticator app' })).toHaveAttribute('aria-selected', 'true');
      await check.getByLabel('Authenticator or recovery code').fill('not-a-code');
      await check.getByRole('button', { name: 'Confirm' }).click();
      await expect(check.getByRole('alert')).toHaveText('Please enter a valid verification code');
      await check.getByLabel('Authenticator or recovery code').fill(codeOf(secret));
      await check.getByRole('button', { name: 'Confirm' }).click();
      await expect(other.getByTestId('header-logged-in')).toContainText(player.username);
    } finally {
      await other.close();
    }
  });
});
