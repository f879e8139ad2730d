import { sitePort } from '../playwright.config';
import { pngFile } from './support/files';
import { consoleSignIn } from './support/console';
import { expect, sitePage, test } from './support/test';

/** Demo Casino's --color-primary (platform-api/src/seed/data/merchants.ts): a brand started from it takes it. */
const DEMO_PRIMARY = '#f5b400';
/** A violet readable on the default page and under the default button label (5.6:1 and 5.8:1). */
const BRAND_PRIMARY = '#9f7aea';

test.describe('opening a brand from the console', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('demo_admin opens a fourth brand from Demo Casino; it answers on its own domain with its name, colours and only the games picked, its editor refuses an unreadable colour pair and publishes a readable one, and a vendor switched off leaves its lobby', async ({
    page,
    browser,
  }) => {
    // A code and domain of this run (a retry opens another brand rather than meeting the first one's code).
    const code = `E2E${Date.now().toString(36).toUpperCase().slice(-8)}`;
    const domain = `${code.toLowerCase()}.localhost`;

    await consoleSignIn(page, 'demo_admin');
    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Brands' }).click();
    await expect(page.getByTestId('brands-page').getByRole('row').filter({ hasText: 'Demo Casino' })).toBeVisible();
    await page
      .getByRole('link', { name: 'New brand' })
      .or(page.getByRole('button', { name: 'New brand' }))
      .click();

    const form = page.getByTestId('new-brand-form');
    await form.getByLabel('Start from').selectOption('DEMO');
    await expect(form.getByLabel('Currency', { exact: true })).toHaveValue('VND');
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Name', { exact: true }).fill('Fourth Star');
    await form.getByLabel('Domains').fill(domain);
    await form.getByLabel('Currency', { exact: true }).fill('EUR');
    await form.getByLabel('Currency symbol').fill('€');
    await form.getByLabel('Time zone').selectOption('Europe/Berlin');
    // Slots and fishing only: every other category off, and no lottery remote.
    for (const category of ['E-Lottery', 'Lottery', 'Live Casino', 'Sports', 'E-Sports', 'Board Games'])
      await form.getByLabel(`All of ${category}`).uncheck();
    await form.getByLabel('Lottery (mf_lottery)').uncheck();
    await form.getByRole('button', { name: 'Create brand' }).click();

    const row = page.getByTestId('brands-page').getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('Fourth Star');
    await expect(row).toContainText(domain);
    await expect(row).toContainText('Active');

    // The brand's own site, at once, on its own host (Chromium resolves *.localhost to the loopback).
    const siteUrl = `http://${domain}:${sitePort(test.info().parallelIndex)}`;
    const site = await sitePage(browser, { baseURL: siteUrl });
    try {
      await site.goto('/index');
      await expect(site).toHaveTitle('Fourth Star');
      await expect(site.getByTestId('footer')).toContainText('Fourth Star');
      const primary = await site.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      );
      expect(primary).toBe(DEMO_PRIMARY);
      const nav = site.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByText('Slots', { exact: true })).toBeVisible();
      await expect(nav.getByText('Fishing', { exact: true })).toBeVisible();
      await expect(nav.getByText('Live Casino', { exact: true })).toHaveCount(0);
      await expect(nav.getByText('Sports', { exact: true })).toHaveCount(0);
      await expect(nav.getByText('Lottery', { exact: true })).toHaveCount(0);
    } finally {
      await site.close();
    }

    // The brand editor: a colour pair below WCAG AA is marked and cannot be published; a readable one goes live.
    await page.getByLabel('Merchant').selectOption(code);
    await page
      .getByRole('navigation', { name: 'Back office sections' })
      .getByRole('link', { name: 'Brand look' })
      .click();
    const look = page.getByTestId('look-form');
    await expect(look.getByLabel('Brand name')).toHaveValue('Fourth Star');
    const publish = look.getByRole('button', { name: 'Publish' });
    await look.getByLabel('--color-on-primary').fill('#ffffff');
    await expect(look.getByTestId('pair---color-on-primary---color-primary')).toContainText('Fails');
    await expect(publish).toBeDisabled();
    await look.getByLabel('--color-on-primary').fill('');
    await look.getByLabel('--color-primary').fill(BRAND_PRIMARY);
    await expect(look.getByTestId('pair---color-on-primary---color-primary')).toContainText('Pass');
    // Its logo uploaded from the console (no hosting elsewhere): the field takes the image's path on the site.
    await look.getByTestId('logoUrl-upload').setInputFiles(pngFile('fourth-logo.png'));
    await expect(look.getByLabel('Logo URL')).toHaveValue(/^\/wps\/brand-images\/[0-9a-f-]{36}$/);
    const logoPath = await look.getByLabel('Logo URL').inputValue();
    await publish.click();
    await expect(page.getByText(`Published version 1 of ${code}`, { exact: true })).toBeVisible();

    const after = await sitePage(browser, { baseURL: siteUrl });
    try {
      await after.goto('/index');
      await expect(after.getByTestId('header').getByRole('button', { name: 'Sign up' })).toBeVisible();
      const primaryNow = await after.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      );
      expect(primaryNow).toBe(BRAND_PRIMARY);
      const logo = after.getByTestId('header').getByRole('img', { name: 'Fourth Star' });
      await expect(logo).toHaveAttribute('src', logoPath);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    } finally {
      await after.close();
    }

    // Games: PG Soft taken out of the new brand's lobby; its other slot vendors stay.
    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Games' }).click();
    await page.getByTestId('vendors-table').getByRole('button', { name: 'Edit RNG:PG' }).click();
    const dialog = page.getByTestId('vendor-dialog');
    await dialog.getByLabel('Listed in the lobby').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('vendor-state-RNG:PG')).toContainText('Off');
    const lobby = await sitePage(browser, { baseURL: siteUrl });
    try {
      await lobby.goto('/rng');
      const vendors = lobby.getByTestId('game-list').getByTestId('vendor-tile');
      await expect(vendors.filter({ hasText: 'Pragmatic Play' })).toBeVisible();
      await expect(vendors.filter({ hasText: 'PG Soft' })).toHaveCount(0);
    } finally {
      await lobby.close();
    }

    // Who opened it, in the audit log.
    await page.getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByTestId('audit-table').getByRole('row').filter({ hasText: 'brand.create' }).first();
    await expect(entry).toContainText('demo_admin');
    await expect(entry).toContainText(code);
  });
});
