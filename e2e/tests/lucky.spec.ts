import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { login } from './support/auth';
import { sitePort } from '../playwright.config';

// The second demo merchant answers on lucky.localhost (Chromium resolves *.localhost to the loopback);
// 127.0.0.1 stays DEMO. The port is this worker's site (playwright.config.ts).
const LUCKY = (slot = test.info().parallelIndex) => `http://lucky.localhost:${sitePort(slot)}`;
const DEMO = () => `http://127.0.0.1:${sitePort(test.info().parallelIndex)}`;
/** The seed's --color-primary of each brand (platform-api/src/seed/data/merchants.ts), and as rgb(). */
const LUCKY_PRIMARY = { token: '#a674ff', rgb: 'rgb(166, 116, 255)' };
const DEMO_PRIMARY = { token: '#f5b400', rgb: 'rgb(245, 180, 0)' };

/** The primary "Sign up" button's own --color-primary and background, once the header is up. */
async function primaryColours(page: Page) {
  const signUp = page.getByTestId('header').getByRole('button', { name: 'Sign up' });
  await expect(signUp).toBeVisible();
  return signUp.evaluate((el) => {
    const style = getComputedStyle(el);
    return { token: style.getPropertyValue('--color-primary').trim(), rgb: style.backgroundColor };
  });
}

/** True when the page fetched anything of a remote's folder. */
const fetched = (page: Page, remote: string) =>
  page.evaluate((r) => performance.getEntriesByType('resource').some((e) => e.name.includes(`/remotes/${r}/`)), remote);

test.describe('Lucky Star on lucky.localhost', () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  test.use({ baseURL: async ({}, provide, testInfo) => provide(LUCKY(testInfo.parallelIndex)) });

  test('has its own title, logo, favicon and colours; 127.0.0.1 stays Demo Casino in gold', async ({ page }) => {
    await page.goto('/index');
    await expect(page).toHaveTitle('Lucky Star');
    const logo = page.getByTestId('header').getByRole('img', { name: 'Lucky Star' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', '/assets/logo/LUCKY.svg');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/assets/favicon/LUCKY.svg');
    expect(await primaryColours(page)).toEqual(LUCKY_PRIMARY);
    await expect(page.getByTestId('footer')).toContainText('Lucky Star');
    // Its own languages (EN, ZH, TY), in its order, not Demo Casino's seven.
    await expect(page.getByLabel('Language').locator('option')).toHaveText(['English', '简体中文', 'Tiếng Việt']);

    await page.goto(`${DEMO()}/index`);
    await expect(page).toHaveTitle('Demo Casino');
    await expect(page.getByTestId('header').getByRole('img', { name: 'Demo Casino' })).toBeVisible();
    expect(await primaryColours(page)).toEqual(DEMO_PRIMARY);
  });

  test('www.lucky.localhost forwards to the main domain with its path; agent.lucky.localhost lands on the agents’ login', async ({
    page,
  }) => {
    const port = sitePort(test.info().parallelIndex);
    await page.goto(`http://www.lucky.localhost:${port}/promotions?from=ad`);
    await expect(page).toHaveURL(`${LUCKY()}/promotions?from=ad`);
    await expect(page).toHaveTitle('Lucky Star');
    await page.goto(`http://agent.lucky.localhost:${port}/`);
    await expect(page).toHaveURL(`http://agent.lucky.localhost:${port}/agent`);
    await expect(page.getByTestId('agent-login-form')).toBeVisible();
  });

  test('paints its colours from the stylesheet in <head>, without any script (no flash of the default theme)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: LUCKY() });
    try {
      const page = await context.newPage();
      const res = await page.goto('/index');
      const html = (await res?.text()) ?? '';
      expect(html.indexOf('/wps/system/theme.css')).toBeGreaterThan(0);
      expect(html.indexOf('/wps/system/theme.css')).toBeLessThan(html.indexOf('<script'));
      await expect(page).toHaveTitle('Lucky Star');
      const root = await page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
        bg: getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim(),
      }));
      expect(root).toEqual({ primary: LUCKY_PRIMARY.token, bg: '#150c24' });
    } finally {
      await context.close();
    }
  });

  test('offers no lottery: none in the nav, side menu or lobby, and the lottery and points routes load no remote', async ({
    page,
  }) => {
    await page.goto('/index');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The lanes have loaded (so an absence below means something).
    await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Live Casino', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: /lottery/i })).toHaveCount(0);
    await expect(nav.locator('a[data-category="LOTT"], a[data-category="ELOTT"]')).toHaveCount(0);
    const side = page.getByRole('complementary', { name: 'Game menu' });
    await expect(side.getByRole('button', { name: 'Slots' })).toBeVisible();
    await expect(side.getByRole('button', { name: /lottery/i })).toHaveCount(0);
    const home = page.getByTestId('home-page');
    await expect(home.getByRole('heading', { name: 'Slots' })).toBeVisible();
    await expect(home.getByRole('heading', { name: /lottery/i })).toHaveCount(0);

    for (const path of ['/lottery', '/seaLottery', '/vnLottery', '/pointMall']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/index$/);
      await expect(page.getByTestId('home-page')).toBeVisible();
    }
    expect(await fetched(page, 'mf-lottery')).toBe(false);
    expect(await fetched(page, 'mf-points')).toBe(false);
  });

  test('refuses a Demo Casino account with the login error', async ({ page }) => {
    const dialog = await login(page, 'demo_player', 'Demo@1234');
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');
    await expect(page.getByTestId('header-logged-in')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('lucky01 logs in and sees its own balance in US dollars', async ({ page }) => {
    const dialog = await login(page, 'lucky01', 'Lucky@1234');
    await expect(dialog).toHaveCount(0);
    const header = page.getByTestId('header-logged-in');
    await expect(header).toContainText('lucky01');
    await expect(header.getByTestId('balance')).toHaveText('$ 2,500.00');
    expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBe('LUCKY');
  });
});
