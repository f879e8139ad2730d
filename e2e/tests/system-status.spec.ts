import { expect, test } from './support/test';
import { operator } from './support/operator';

test.describe('system status', () => {
  test.afterEach(async ({ request }) => {
    await operator.maintenance(request, false);
    await operator.regionRestriction(request, false);
  });

  test('status 1 shows the maintenance page with a customer-service button', async ({ page, request }) => {
    await operator.maintenance(request, true);
    await page.goto('/index');
    const m = page.getByTestId('maintenance-page');
    await expect(m.getByRole('heading', { name: 'Games under maintenance' })).toBeVisible();
    await expect(m.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', /^https?:\/\//);
    await expect(page.getByTestId('header')).toHaveCount(0);
  });

  test('status 2 shows the region-blocked page with the visitor IP', async ({ page, request }) => {
    await operator.regionRestriction(request, true);
    await page.goto('/live');
    await expect(page.getByTestId('blocked-page').getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText('127.0.0.1');
  });

  test('maintenance wins over region restriction, and turning both off restores the app', async ({ page, request }) => {
    await operator.regionRestriction(request, true);
    await operator.maintenance(request, true);
    await page.goto('/index');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await operator.maintenance(request, false);
    await operator.regionRestriction(request, false);
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('a failed config call shows a retry screen that recovers', async ({ page }) => {
    await page.route('**/wps/system/config', (route) => route.abort());
    await page.goto('/index');
    await expect(page.getByTestId('config-failed')).toBeVisible();
    await page.unroute('**/wps/system/config');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });
});
