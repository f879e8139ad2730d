import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { sitePort } from '../playwright.config';

// Lucky Star answers on lucky.localhost, 127.0.0.1 stays Demo Casino (as in lucky.spec.ts).
const LUCKY = () => `http://lucky.localhost:${sitePort(test.info().parallelIndex)}`;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

/** The download page's three entries, each with its QR code and its link. */
async function expectEntries(page: Page) {
  const main = page.getByTestId('download-page');
  await expect(main.getByRole('heading', { name: 'Download the app', level: 1 })).toBeVisible();
  for (const [type, name, action] of [
    ['IOS', 'iOS', 'Download for iOS'],
    ['ANDROID', 'Android', 'Download for Android'],
    ['MOBILE_CONFIG', 'Mobile site', 'Open the mobile site'],
  ] as const) {
    const entry = main.getByTestId(`download-${type}`);
    await expect(entry.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(entry.getByRole('img', { name: `QR code: ${name}` })).toBeVisible();
    await expect(entry.getByRole('link', { name: action })).toHaveAttribute('href', /^https:\/\//);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

test.describe('app download page', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });
    test('opens from the menu drawer with iOS, Android and the mobile site, each with a QR code', async ({ page }) => {
      await page.goto('/index');
      await page.getByTestId('header').getByRole('button', { name: 'Open menu' }).click();
      await page.getByTestId('menu-drawer').getByRole('link', { name: 'Download the app' }).click();
      await expect(page).toHaveURL(/\/download$/);
      await expectEntries(page);
    });
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });
    test('opens from the right bar, whose QR codes stay', async ({ page }) => {
      await page.goto('/index');
      const bar = page.getByRole('complementary', { name: 'Download the app' });
      await expect(bar.getByTestId('qr-ANDROID')).toBeVisible();
      await bar.getByRole('link', { name: 'Download the app' }).click();
      await expect(page).toHaveURL(/\/download$/);
      await expectEntries(page);
    });
  });
});

test.describe('agent login support hours', () => {
  test('Demo Casino shows its hours, Lucky Star on its domain its own', async ({ page }) => {
    await page.goto('/agent');
    await expect(page.getByTestId('agent-support-hours')).toContainText('客服时间：周一至周五 12:00–21:00');
    await page.goto(`${LUCKY()}/agent`);
    await expect(page.getByRole('heading', { name: '代理登录' })).toBeVisible();
    await expect(page.getByTestId('agent-support-hours')).toContainText('客服时间：周一至周日 09:00–23:00');
  });
});

test.describe('register form country codes', () => {
  test('offer the server’s countries beyond the old ten, found by searching', async ({ page }) => {
    await page.goto('/register');
    const step1 = page.getByRole('dialog', { name: 'Sign up' }).getByTestId('register-step-1');
    const dial = step1.getByLabel('Country code');
    await expect(dial).toHaveValue('84');
    await expect(dial.locator('option')).not.toHaveCount(1);
    expect(await dial.locator('option').count()).toBeGreaterThan(150);
    await step1.getByRole('searchbox', { name: 'Search country' }).fill('brazil');
    await expect(dial.locator('option', { hasText: 'Brazil +55' })).toHaveCount(1);
    await dial.selectOption('55');
    await expect(dial).toHaveValue('55');
  });
});

test.describe('home popular row', () => {
  test('shows popular games (the hot games before anyone played)', async ({ page }) => {
    await page.goto('/index');
    const row = page.getByTestId('popular-games');
    await expect(row.getByRole('heading', { name: 'Popular' })).toBeVisible();
    await expect(row.getByTestId('game-tile').first()).toBeVisible();
  });
});
