import { sitePort } from '../playwright.config';
import { consoleSignIn } from './support/console';
import { pngFile } from './support/files';
import { expect, sitePage, test } from './support/test';

// Lucky Star answers on lucky.localhost (Chromium resolves *.localhost to the loopback); 127.0.0.1 is Demo Casino.
const LUCKY = () => `http://lucky.localhost:${sitePort(test.info().parallelIndex)}`;
const DEMO = () => `http://127.0.0.1:${sitePort(test.info().parallelIndex)}`;
/** A PG Soft slot of the seeded catalogue (PG_RNG_0007) that no other journey opens. */
const GAME = { code: 'PG_RNG_0007', name: 'Jade Bonanza' };

test.describe('the games catalogue from the console', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('demo_admin finds a game by search, renames it and uploads its icon: Demo Casino’s lobby shows them, Lucky Star’s does not', async ({
    page,
    browser,
  }) => {
    // A name of this run (a retry renames the game again rather than meeting the first name).
    const name = `Jade Qilin ${Date.now().toString(36)}`;

    await consoleSignIn(page, 'demo_admin');
    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Games' }).click();
    await page.getByTestId('games-tab-catalogue').click();
    await expect(page.getByTestId('catalogue-page')).toBeVisible();
    await page.getByLabel('Vendor', { exact: true }).selectOption('PG');
    await page.getByLabel('Search games').fill(GAME.name.toLowerCase());
    const row = page.getByTestId('catalogue-table').getByRole('row').filter({ hasText: GAME.code });
    await expect(row).toContainText(GAME.name);
    await row.getByRole('button', { name: /^Edit / }).click();

    const dialog = page.getByTestId('game-dialog');
    await dialog.getByLabel('Name players see').fill(name);
    await dialog.getByLabel('Icon', { exact: true }).setInputFiles(pngFile('qilin.png'));
    await expect(dialog.getByAltText('Icon players see')).toHaveAttribute('src', /^blob:/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} saved`, { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Found by its new name too, with its own icon and the catalogue's name beside it.
    await page.getByLabel('Search games').fill(name);
    const renamed = page.getByTestId('catalogue-table').getByRole('row').filter({ hasText: GAME.code });
    await expect(renamed).toContainText(`Catalogue name: ${GAME.name}`);
    await expect(renamed).toContainText('Own icon');

    // Demo Casino's lobby: the new name and the uploaded icon.
    const demo = await sitePage(browser, { baseURL: DEMO() });
    try {
      await demo.goto('/rng?vassalage=PG');
      const games = demo.getByTestId('vendor-games');
      await games.getByLabel('Search games').fill(name);
      const tile = games.getByRole('article', { name });
      await expect(tile).toBeVisible();
      await expect(tile.locator('img')).toHaveAttribute('src', /\/wps\/game\/icons\/[0-9a-f-]{36}$/);
      expect(await tile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    } finally {
      await demo.close();
    }

    // Lucky Star's lobby: the catalogue's name and the generated tile; the new name finds nothing.
    const lucky = await sitePage(browser, { baseURL: LUCKY() });
    try {
      await lucky.goto('/rng?vassalage=PG');
      const games = lucky.getByTestId('vendor-games');
      await games.getByLabel('Search games').fill(name);
      await expect(games.getByTestId('game-tile')).toHaveCount(0);
      await games.getByLabel('Search games').fill(GAME.name);
      const tile = games.locator(`[data-game="${GAME.code}"]`);
      await expect(tile).toHaveAccessibleName(GAME.name);
      await expect(tile.locator('img')).toHaveAttribute('src', /\/assets\/game\/\d+\.svg$/);
    } finally {
      await lucky.close();
    }

    // Who changed it, in the audit log.
    await page.getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByTestId('audit-table').getByRole('row').filter({ hasText: 'games.game' }).first();
    await expect(entry).toContainText('demo_admin');
  });
});
