import { outbox } from './support/auth';
import { expect, test } from './support/test';

test.describe('free play and SMS login', () => {
  test('free play logs in a trial user who is refused the member centre with the prompt', async ({ page }) => {
    await page.goto('/index');
    await page.getByTestId('header').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Free play' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByTestId('header-logged-in')).toContainText('trial_');
    expect(await page.evaluate(() => sessionStorage.getItem('isTrial'))).toBe('true');

    await page.goto('/member');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('alert')).toHaveText('Please register a real account to use this feature');
  });

  test('SMS login with the code read from the outbox', async ({ page, request }) => {
    await page.goto('/index');
    await page.getByTestId('header').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByRole('tab', { name: 'Mobile' }).click();
    const form = dialog.getByTestId('sms-login-form');
    await form.getByLabel('Country code').selectOption('84');
    await form.getByLabel('Mobile number').fill('912345678');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    let code = '';
    await expect(async () => {
      code = (await outbox(request, '+84912345678'))[0]?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
    }).toPass();

    await form.getByLabel('Verification code').fill('000000');
    await form.getByLabel(/accept the disclaimer/).check();
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid verification code');
    await form.getByLabel('Verification code').fill(code);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('header-logged-in')).toContainText('demo_player');
  });
});
