import { consoleSignIn } from './support/console';
import { expect, sitePage, test } from './support/test';

test.describe('engagement from the console', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('demo_admin creates a promotion in the console; it is listed as running and the player site shows it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A title of this run (a retry adds another promotion rather than meeting the first one).
    const title = `E2E console promo ${Date.now().toString(36)}`;

    await consoleSignIn(page, 'demo_admin');
    await page
      .getByRole('navigation', { name: 'Back office sections' })
      .getByRole('link', { name: 'Engagement' })
      .click();
    const panel = page.getByTestId('promotions-panel');
    await expect(panel.getByRole('row').filter({ hasText: 'Welcome Bonus 100%' })).toBeVisible();

    await panel.getByRole('button', { name: 'New promotion' }).click();
    const dialog = page.getByTestId('promotion-dialog');
    // A banner that is not a path nor https is refused under its field before anything is sent.
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Banner image').fill('javascript:alert(1)');
    await dialog.getByLabel('Reward per player').fill('1,234.50');
    await dialog.getByRole('button', { name: 'Create promotion' }).click();
    await expect(dialog.getByText('A path on this site (/assets/…) or an https:// address')).toBeVisible();
    await dialog.getByLabel('Banner image').fill('/assets/banner/2.svg');
    await dialog.getByLabel('Rules').fill('<p>Deposit and <strong>apply</strong>.</p>');
    await dialog.getByRole('button', { name: 'Create promotion' }).click();
    await expect(page.getByText(`Promotion “${title}” created`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = panel.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('1,234.50 · 1×');
    await expect(row).toContainText('Running');

    // The player site (a visitor of DEMO on the same origin) lists it as running, with its rules.
    const site = await sitePage(browser, { baseURL });
    await site.goto('/promotions');
    const card = site.getByTestId('promo-card').filter({ hasText: title });
    await expect(card.getByTestId('promo-status')).toHaveText('In process');
    await card.getByRole('button', { name: `Details: ${title}` }).click();
    await expect(site.getByRole('dialog', { name: title }).getByTestId('promo-rules').locator('strong')).toHaveText(
      'apply',
    );
    await site.close();
  });
});
