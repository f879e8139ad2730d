import type { Page } from '@playwright/test';

/** The widths the issue names: a 375 px phone and a 1366 px desktop. */
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * Logs in through the /login route (its dialog opens at any width) and waits for the session token: a
 * player stays on the site, an agent is taken to /agentHome.
 */
export async function signIn(page: Page, username: string, password = 'Demo@1234') {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel(/accept the disclaimer/).check();
  await dialog.getByRole('button', { name: 'Login' }).click();
  await page.waitForFunction(() => sessionStorage.getItem('token'));
}
