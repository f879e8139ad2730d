import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { codeSentBy, login, openLogin } from './support/auth';

async function forcedChange(page: Page, newPassword: string) {
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(dialog.getByLabel('Old password')).toHaveCount(0);
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password').fill(newPassword + 'x');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Confirmation password is not correct')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toHaveCount(0);
}

// These journeys change demo_player's password; specs run one at a time in file order, and none after this one logs in with it.
test.describe('passwords', () => {
  test('first login with a temporary password forces a change, then the new one works', async ({ page }) => {
    await login(page, 'demo_newbie', 'Demo@1234');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog.getByLabel('Username')).toHaveValue('demo_newbie');
    await expect(dialog.getByLabel('Username')).not.toBeEditable();
    await forcedChange(page, 'Newbie@2026');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('header-logged-in')).toContainText('demo_newbie');

    await page.evaluate(() => sessionStorage.clear());
    await login(page, 'demo_newbie', 'Newbie@2026');
    await expect(page.getByTestId('header-logged-in')).toContainText('demo_newbie');
    await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
  });

  test('forgot by e-mail sends a temporary password that must be changed at login', async ({ page, request }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(forgot.locator('img[data-group="w_forget"]')).toBeVisible();
    await forgot.getByLabel('Username').fill('demo_player');
    await forgot.getByRole('textbox', { name: 'E-mail' }).fill('nobody@demo-casino.example.com');
    await forgot.getByRole('button', { name: 'Confirm' }).click();
    await expect(forgot.getByRole('alert')).toHaveText('Username/Email does not exist');
    await forgot.getByRole('textbox', { name: 'E-mail' }).fill('demo_player@demo-casino.example.com');
    const temporary = await codeSentBy(request, 'demo_player@demo-casino.example.com', () =>
      forgot.getByRole('button', { name: 'Confirm' }).click(),
    );
    await expect(forgot.getByRole('status')).toContainText('temporary password has been sent');

    await login(page, 'demo_player', temporary);
    await forcedChange(page, 'Demo@1234');
    await expect(page.getByTestId('header-logged-in')).toContainText('demo_player');
  });

  test('forgot by SMS sets a new password and logs in', async ({ page, request }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('tab', { name: 'By mobile' }).click();
    await forgot.getByLabel('Country code').selectOption('84');
    await forgot.getByLabel('Mobile number').fill('912345678');
    const code = await codeSentBy(request, '+84912345678', () =>
      forgot.getByRole('button', { name: 'Send code' }).click(),
    );
    await forgot.getByLabel('Verification code').fill(code);
    await forgot.getByLabel('New password').fill('weak');
    await forgot.getByRole('button', { name: 'Confirm' }).click();
    await expect(forgot.locator('.field-error')).toBeVisible();
    await forgot.getByLabel('New password').fill('Sms@Reset2026');
    await forgot.getByRole('button', { name: 'Confirm' }).click();
    await expect(forgot).toHaveCount(0);
    await expect(page.getByTestId('header-logged-in')).toContainText('demo_player');
  });
});
