import { expect, test } from './support/test';
import { operator } from './support/operator';

test.describe('remote composition', () => {
  test('a remote whose files cannot be fetched shows its fallback; the rest keeps working; retry recovers', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-member/**', (route) => route.abort());
    await page.goto('/promotions');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByTestId('header').getByRole('button', { name: 'Login' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Live Casino' }).click();
    await expect(page.getByTestId('game-list')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await page.unroute('**/remotes/mf-member/**');
    await page.getByTestId('remote-fallback').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('promotions')).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });

  test('disabling a remote for the merchant removes its nav entries and routes', async ({ page, request }) => {
    await operator.remote(request, 'mf_member', false);
    try {
      await page.goto('/index');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Live Casino' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Promotions' })).toHaveCount(0);
      await page.goto('/promotions');
      await expect(page).toHaveURL(/\/index$/);
      expect(
        await page.evaluate(() =>
          performance.getEntriesByType('resource').some((r) => r.name.includes('/remotes/mf-member/')),
        ),
      ).toBe(false);
    } finally {
      await operator.remote(request, 'mf_member', true);
    }
    await page.goto('/promotions');
    await expect(page.getByTestId('promotions')).toBeVisible();
  });

  test('every shared library is fetched once across the shell and the remotes', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto('/index');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(page.getByTestId('promotions')).toBeVisible();
    const remoteReact = urls.filter((u) => /\/remotes\/.+react/.test(u) && !/react-i18next|router/.test(u));
    expect(remoteReact).toEqual([]);
  });

  test('a guest on home loads neither mf-auth nor mf-member; the first Login click loads mf-auth and opens its modal', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto('/index');
    await expect(page.getByTestId('home-page').getByTestId('vendor-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const fetched = (pkg: string) => urls.filter((u) => u.includes(`/remotes/${pkg}/`));
    expect(fetched('mf-games').length).toBeGreaterThan(0);
    expect(fetched('mf-auth')).toEqual([]);
    expect(fetched('mf-member')).toEqual([]);

    await page.getByTestId('header').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' }).getByRole('textbox', { name: 'Username' })).toBeVisible();
    expect(fetched('mf-auth').length).toBeGreaterThan(0);
    expect(fetched('mf-member')).toEqual([]);
  });
});
