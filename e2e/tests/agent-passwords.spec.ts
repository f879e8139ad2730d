import { expect, type Browser, type Page } from '@playwright/test';
import { login } from './support/auth';
import { DESKTOP } from './support/layout';
import { registerPlayer } from './support/register';
import { sitePage, test } from './support/test';

/** Fills and submits the agent page's (Chinese) login form at /agent. */
async function agentLogin(page: Page, username: string, password: string) {
  await page.goto('/agent');
  const form = page.getByTestId('agent-login-form');
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByRole('button', { name: '登录' }).click();
}

/** A new tab (a session of its own) with the home popups dismissed, as tests/support/test.ts does for `page`. */
async function newTab(browser: Browser) {
  return sitePage(browser, { viewport: DESKTOP });
}

const stamp = () => Date.now().toString(36).slice(-6);

test.describe('agents’ passwords and the first login', () => {
  test('an agent made by its upline with a temporary password changes it at /agent before the agent centre', async ({
    browser,
    request,
  }) => {
    // demo_agent registers an agent below it: the password it chooses is temporary.
    const upline = await newTab(browser);
    await agentLogin(upline, 'demo_agent', 'Demo@1234');
    await expect(upline.getByTestId('agent-center')).toBeVisible();
    await upline.getByRole('navigation').getByText('Register account').click();
    await expect(upline).toHaveURL(/page=registerCenter/);
    const username = `ag_${stamp()}`;
    const form = upline.getByTestId('register-form');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password', { exact: true }).fill('Temp@1234');
    await form.getByLabel('Confirm password').fill('Temp@1234');
    await form.getByRole('radio', { name: 'Agent' }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(upline.getByText(`Agent ${username} registered.`, { exact: true })).toBeVisible();
    await upline.close();

    // The new agent logs in: the change-password modal, not the agent centre.
    const page = await newTab(browser);
    await agentLogin(page, username, 'Temp@1234');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    // In Chinese, as the page is (SPEC §1): 用户名 username, 原密码 old password, 关闭 close.
    await expect(dialog.getByLabel('用户名')).toHaveValue(username);
    await expect(dialog.getByLabel('原密码')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: '关闭' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/agent$/);

    // The API holds the session to the change as well, whatever the page does.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const refused = await request.get('/wps/agent/team/overview', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('PASSWORD_CHANGE_REQUIRED');

    await dialog.getByLabel('新密码', { exact: true }).fill('Agent@2026');
    await dialog.getByLabel('确认新密码').fill('Agent@2026');
    await dialog.getByRole('button', { name: '修改密码' }).click();
    await expect(page).toHaveURL(/\/agentHome/);
    await expect(page.getByTestId('agent-center')).toBeVisible();
    await expect(page.getByTestId('agent-panel-agentTeamOverview')).toBeVisible();
    const allowed = await request.get('/wps/agent/team/overview', { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.ok()).toBe(true);

    // The new password is the one that works from now on, with no change asked.
    await page.evaluate(() => sessionStorage.clear());
    await agentLogin(page, username, 'Agent@2026');
    await expect(page).toHaveURL(/\/agentHome/);
    await expect(page.getByRole('dialog', { name: '修改密码' })).toHaveCount(0);
    await page.close();
  });

  test('a new player is welcomed once, after the first login, with the way to a security question', async ({
    page,
    browser,
    request,
  }) => {
    // A registration and three sign-ins: a ceiling for a slow day, not a delay.
    test.setTimeout(240_000);
    // The registration's own sign-in ends with its confirmation: the welcome waits for the first login.
    const player = await registerPlayer(page, request, { prefix: 'welcome' });
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);
    const first = await newTab(browser);
    await login(first, player.username, player.password);
    const welcome = first.getByRole('dialog', { name: 'Welcome' });
    await expect(welcome.getByRole('button', { name: 'Set a fund password' })).toBeVisible();
    await welcome.getByRole('button', { name: 'Set a security question' }).click();
    await expect(welcome).toHaveCount(0);
    await expect(first).toHaveURL(/\/member\?page=securityCenter/);
    await expect(first.getByTestId('security-center')).toBeVisible();
    await first.close();

    // The next login is not a first one: no welcome.
    const second = await newTab(browser);
    await login(second, player.username, player.password);
    await expect(second.getByTestId('header-logged-in')).toContainText(player.username);
    expect(await second.evaluate(() => sessionStorage.getItem('welcomeDue'))).toBeNull();
    await expect(second.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);
    await second.close();
  });
});
