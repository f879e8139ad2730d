import { sitePort } from '../playwright.config';
import { consoleSignIn } from './support/console';
import { pngFile } from './support/files';
import { expect, sitePage, test } from './support/test';

// Lucky Star answers on lucky.localhost (Chromium resolves *.localhost to the loopback); 127.0.0.1 is Demo Casino.
const LUCKY = () => `http://lucky.localhost:${sitePort(test.info().parallelIndex)}`;
const DEMO = () => `http://127.0.0.1:${sitePort(test.info().parallelIndex)}`;

test.describe('banners from the console', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('lucky_marketing adds a home banner scheduled from a minute ago: it shows on Lucky Star’s home, not on Demo Casino’s, until deleted', async ({
    page,
    browser,
  }) => {
    // A title of this run (a retry adds another banner rather than meeting the first one).
    const title = `Spring Festival ${Date.now().toString(36)}`;

    await consoleSignIn(page, 'lucky_marketing');
    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Content' }).click();
    const content = page.getByTestId('content-page');
    await expect(content.getByRole('heading', { name: 'Content · LUCKY' })).toBeVisible();
    await expect(content.getByRole('tab', { name: /^Home carousel/ })).toHaveAttribute('aria-selected', 'true');
    await content.getByRole('button', { name: 'Add banner' }).click();

    const form = page.getByTestId('banner-form');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Image').setInputFiles(pngFile('spring.png'));
    await expect(page.getByTestId('banner-preview').getByRole('img', { name: 'Preview' })).toBeVisible();
    await form.getByLabel('Link').selectOption('ROUTE');
    await form.getByLabel('Page').fill('/promotions');
    await form.getByLabel('Order').fill('-1');
    // A minute ago in the operator's own zone, as the browser's date-time field takes it.
    const minuteAgo = await page.evaluate(() => {
      const d = new Date(Date.now() - 60_000);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    });
    await form.getByLabel('Shows from').fill(minuteAgo);
    await form.getByRole('button', { name: 'Add banner' }).click();

    await expect(page.getByTestId('banner-dialog')).toHaveCount(0);
    const row = page.getByTestId('banners-table').getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('/promotions');
    await expect(row).toContainText(`From ${minuteAgo.replace('T', ' ')}`);
    await expect(row).toContainText('Showing');

    // Lucky Star's home shows it (first: its order is before the seeded banners'), with the uploaded image.
    const lucky = await sitePage(browser);
    const demo = await sitePage(browser);
    try {
      await lucky.goto(`${LUCKY()}/index`);
      const shown = lucky.getByTestId('home-banners').locator(`img[alt="${title}"]`).first();
      await expect(shown).toBeAttached();
      await expect(shown).toHaveAttribute('src', /^\/wps\/content\/banner-images\/[0-9a-f-]{36}$/);

      // Demo Casino's home has its own banners, not Lucky Star's.
      await demo.goto(`${DEMO()}/index`);
      await expect(demo.getByTestId('home-banners').locator('img').first()).toBeAttached();
      await expect(demo.getByTestId('home-banners').locator(`img[alt="${title}"]`)).toHaveCount(0);

      // Deleted after a confirmation: gone from Lucky Star's home at its next load.
      await row.getByRole('button', { name: `Delete ${title}` }).click();
      const confirm = page.getByTestId('delete-banner-dialog');
      await expect(confirm).toContainText(title);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(row).toHaveCount(0);
      await lucky.reload();
      await expect(lucky.getByTestId('home-banners').locator('img').first()).toBeAttached();
      await expect(lucky.getByTestId('home-banners').locator(`img[alt="${title}"]`)).toHaveCount(0);
    } finally {
      await lucky.close();
      await demo.close();
    }
  });
});
