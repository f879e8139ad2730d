import { expect, test } from './support/test';
import { openLogin } from './support/auth';

test.describe('username login', () => {
  test('a player logs in, the header switches to the account, and signs out after confirming', async ({ page }) => {
    const dialog = await openLogin(page);
    await expect(dialog.locator('img[data-group="w_login"]')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Username' }).fill('demo_player');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await dialog.getByLabel(/accept the disclaimer/).check();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toHaveCount(0);
    const header = page.getByTestId('header-logged-in');
    await expect(header).toContainText('demo_player');
    await expect(header.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Agent' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

    await page.goto('/member');
    await expect(page.getByTestId('member-center')).toBeVisible();

    await header.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('header').getByRole('button', { name: 'Login' })).toBeVisible();
    expect(
      await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('merchantCode')]),
    ).toEqual([null, 'DEMO']);
  });

  test('the form asks for the disclaimer and both fields before calling the server', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Please enter the username and password')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Username' }).fill('demo_player');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Please accept to the disclaimer first')).toBeVisible();
  });

  test('wrong password → captcha → login with the captcha', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Username' }).fill('demo_downline');
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByLabel(/accept the disclaimer/).check();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');
    await expect(dialog.getByTestId('captcha-image')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Please enter the verification code')).toBeVisible();

    // The captcha is now part of the login: a wrong one is refused and redrawn, the right one logs in.
    await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await dialog.getByLabel('Verification code').fill('ZZZZ');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/verification code/i);
    await dialog.getByLabel('Verification code').fill('E2E7');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('header-logged-in')).toContainText('demo_downline');
  });

  test('agent login goes to /agentHome; a player is refused on the agent page', async ({ page }) => {
    await page.goto('/agent');
    const form = page.getByTestId('agent-login-form');
    await form.getByLabel('用户名').fill('demo_player');
    await form.getByLabel('密码', { exact: true }).fill('Demo@1234');
    await form.getByRole('button', { name: '登录' }).click();
    await expect(form.getByRole('alert')).toHaveText('非代理无法登录'); // the page is in Chinese (SPEC §1)

    await form.getByLabel('用户名').fill('demo_agent');
    await form.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/agentHome$/);
    await expect(page.getByTestId('agent-center')).toContainText('Demo Agent');
  });

  test('remember me refills the form next time', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Username' }).fill('demo_player');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await dialog.getByLabel('Remember me').check();
    await dialog.getByLabel(/accept the disclaimer/).check();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('header-logged-in')).toBeVisible();
    await page.evaluate(() => sessionStorage.clear());
    const again = await openLogin(page);
    await expect(again.getByRole('textbox', { name: 'Username' })).toHaveValue('demo_player');
    await expect(again.getByLabel('Password', { exact: true })).toHaveValue('Demo@1234');
    await expect(again.getByLabel('Remember me')).toBeChecked();
  });

  test('reading and accepting the disclaimer stores the acceptance and ticks the box', async ({ page }) => {
    const dialog = await openLogin(page);
    await expect(dialog.getByLabel(/accept the disclaimer/)).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Read the disclaimer' }).click();
    await page.getByRole('dialog', { name: 'Disclaimer' }).getByRole('button', { name: 'I agree' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel(/accept the disclaimer/)).toBeChecked();
    expect(await page.evaluate(() => sessionStorage.getItem('disclaimerAccept'))).toBe('true');
  });
});
