import { expect, test } from './support/test';

test.describe('route guard', () => {
  test('a guest opening a login-required route is sent to the login flow', async ({ page }) => {
    await page.goto('/member');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('/login goes home and opens the login modal; /register opens the register modal', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  });

  test('the header login button opens the modal owned by mf-auth', async ({ page }) => {
    await page.goto('/index');
    await page.getByTestId('header').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('an unknown path goes home', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('footer')).toBeVisible();
  });
});
