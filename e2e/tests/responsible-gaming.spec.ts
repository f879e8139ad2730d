import { expect, test } from './support/test';
import { login } from './support/auth';
import { PLAYER_PASSWORD, registerPlayer } from './support/register';

/** A date and time as the site shows it (the player's local "YYYY-MM-DD HH:mm"). */
const LOCAL_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

test.describe('responsible gaming', () => {
  test('a new player sets a daily deposit limit in My account; a deposit above it is refused, a raise waits 24 h', async ({
    page,
    request,
  }) => {
    await registerPlayer(page, request, { prefix: 'rgl', invitationCode: 'DEMOAGENT' });
    await page.goto('/member');
    const limits = page.getByTestId('rg-limits');
    await expect(limits.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
    const daily = limits.getByRole('row').filter({ hasText: 'Daily' });
    await expect(daily).toContainText('No limit');

    await limits.getByLabel('Daily limit').fill('100000');
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await expect(limits.getByRole('status')).toHaveText('Your limits are saved.');
    await expect(daily).toContainText('VND 100,000.00');

    // No deposit page on this branch: the deposit goes to the API with the player's own session.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const deposit = (amount: number) =>
      request.post('/wps/payments/deposits/gateway', {
        headers: { authorization: `Bearer ${token}` },
        data: { methodCode: 'DEMO_PSP', amount, requestId: `rg${Date.now().toString(36)}${amount}` },
      });
    const over = await deposit(150_000_00);
    expect(over.status()).toBe(400);
    expect(await over.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      message: 'err_deposit_limit_exceeded',
      period: 'DAILY',
      remaining: 100_000_00,
    });
    const within = await deposit(60_000_00);
    expect(within.status()).toBe(200);
    expect((await within.json()).value.deposit.status).toBe('PENDING');

    // The pending deposit counts; a raise is shown waiting, with the time it applies.
    await page.reload();
    await expect(daily).toContainText('60,000.00');
    await expect(daily).toContainText('40,000.00');
    await limits.getByLabel('Daily limit').fill('200000');
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await expect(daily).toContainText('VND 100,000.00');
    await expect(daily).toContainText(new RegExp(`200,000\\.00 from ${LOCAL_TIME.source}`));
    expect((await deposit(50_000_00)).status()).toBe(400);
  });

  test('a player excludes themself for a day: logged out at once, and the login says until when', async ({
    page,
    request,
  }) => {
    const { username } = await registerPlayer(page, request, { prefix: 'rgx', invitationCode: 'DEMOAGENT' });
    await page.goto('/member');
    const exclusion = page.getByTestId('rg-exclusion');
    await exclusion.getByRole('radio', { name: '1 day' }).check();
    await exclusion.getByLabel('Login password').fill(PLAYER_PASSWORD);
    await exclusion.getByRole('button', { name: 'Exclude me' }).click();

    const confirm = page.getByRole('dialog', { name: 'Exclude yourself?' });
    await expect(confirm).toContainText('You will be logged out at once.');
    await expect(confirm).toContainText(LOCAL_TIME);
    await expect(confirm).toContainText('This cannot be shortened or cancelled.');
    await confirm.getByRole('button', { name: 'Yes, exclude me' }).click();

    const prompt = page.getByRole('alert').filter({ hasText: 'You have excluded yourself until' });
    await expect(prompt).toContainText(LOCAL_TIME);
    const until = LOCAL_TIME.exec((await prompt.textContent()) ?? '')![0];
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('header').getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    const dialog = await login(page, username, PLAYER_PASSWORD);
    await expect(dialog.getByRole('alert')).toHaveText(
      `You have excluded yourself until ${until}. Logging in, deposits and bets are blocked until then.`,
    );
    await expect(page.getByTestId('header-logged-in')).toHaveCount(0);
  });
});
