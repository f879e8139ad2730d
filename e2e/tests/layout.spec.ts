import type { Page } from '@playwright/test';
import budgets from '../bench/budgets.json';
import routes from '../support/site-routes.json';
import { DESKTOP, PHONE, signIn } from './support/layout';
import { cumulativeLayoutShift, watchLayoutShifts } from './support/layout-shift';
import { expect, test } from './support/test';

/** How far the page scrolls sideways (scrollWidth − innerWidth); 0 on a page that fits. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Opens `route`, waits until the page has settled (the remotes' content is in), and checks that it did not jump
 * while it loaded: its cumulative layout shift stays within the budget (e2e/bench/budgets.json).
 */
async function visit(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'networkidle' });
  await expect(page.locator('#root')).not.toBeEmpty();
  expect.soft(await cumulativeLayoutShift(page), `${route}: layout shift`).toBeLessThanOrEqual(budgets.clsMax);
}

/** The phone width the layout-shift budget is also held at (a mid-range Android phone). */
const ANDROID = { width: 412, height: 915 };

test.describe(`every guest route holds still at ${ANDROID.width} px`, () => {
  test.use({ viewport: ANDROID });
  test.beforeEach(({ page }) => watchLayoutShifts(page));

  test('as a guest', async ({ page }) => {
    test.setTimeout(routes.guest.length * 15_000);
    for (const route of routes.guest) await visit(page, route);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`every route fits and holds still at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => watchLayoutShifts(page));
    // A walk loads every route of the role (remotes, data): a budget per route, not per journey.
    test.beforeEach(() => test.setTimeout(routes.player.length * 15_000));

    test('as a guest', async ({ page }) => {
      for (const route of routes.guest) {
        await visit(page, route);
        expect(await overflow(page), `${route} scrolls sideways`).toBe(0);
      }
    });

    // One test per role: each walk stays well inside the test's time limit as the member centre grows.
    test('as a player', async ({ page }) => {
      await signIn(page, 'demo_player');
      for (const route of routes.player) {
        await visit(page, route);
        expect(await overflow(page), `${route} scrolls sideways`).toBe(0);
      }
    });

    test('as an agent', async ({ page }) => {
      await signIn(page, 'demo_agent');
      for (const route of routes.agent) {
        await visit(page, route);
        expect(await overflow(page), `${route} scrolls sideways`).toBe(0);
      }
    });
  });
}

test.describe('phone layout (375 px)', () => {
  test.use({ viewport: PHONE });

  test('the compact header and the bottom bar replace the nav bar, side menu and QR codes', async ({ page }) => {
    await page.goto('/index');
    const header = page.getByTestId('header');
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Game menu' })).toBeHidden();
    await expect(page.getByTestId('qr-ANDROID')).toBeHidden();
    const bar = page.getByTestId('bottom-nav');
    for (const label of ['Home', 'Games', 'Promotions', 'Login']) await expect(bar.getByText(label)).toBeVisible();
    // Game grids are two columns on a phone.
    await page.goto('/rng');
    const tiles = page.getByTestId('vendor-games').getByTestId('game-tile');
    await expect(tiles.nth(2)).toBeVisible();
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => tiles.nth(i).boundingBox()));
    expect(b!.y).toBe(a!.y);
    expect(c!.y).toBeGreaterThan(a!.y);
    expect(c!.x).toBe(a!.x);
  });

  test('the menu drawer opens from the header, navigates and closes; focus returns to the menu button', async ({
    page,
  }) => {
    await page.goto('/index');
    const button = page.getByTestId('header').getByRole('button', { name: 'Open menu' });
    await button.click();
    const drawer = page.getByTestId('menu-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Customer service' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await drawer.getByRole('button', { name: 'Slots' }).click();
    await drawer.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(drawer).toBeHidden();
  });

  test('the bottom bar navigates and logs in; then it offers deposit and the account', async ({ page }) => {
    await page.goto('/index');
    const bar = page.getByTestId('bottom-nav');
    await bar.getByRole('link', { name: 'Games' }).click();
    await expect(page).not.toHaveURL(/\/index$/);
    await expect(bar.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/index$/);

    await bar.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    // Modals take the whole screen on a phone.
    await expect.poll(async () => (await dialog.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    await dialog.getByRole('textbox', { name: 'Username' }).fill('demo_player');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await dialog.getByLabel(/accept the disclaimer/).check();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await bar.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/member/);
  });

  test('touch targets in the header and the bottom bar are at least 44 px', async ({ page }) => {
    await page.goto('/index');
    const targets = page.locator(
      '[data-testid="header"] button, [data-testid="bottom-nav"] a, [data-testid="bottom-nav"] button',
    );
    await expect(targets.first()).toBeVisible();
    for (const box of await targets.evaluateAll((els) =>
      els.map((e) => ({ w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height, t: e.textContent })),
    )) {
      expect(Math.min(box.w, box.h), `${box.t} is too small to tap`).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('desktop layout (1366 px)', () => {
  test.use({ viewport: DESKTOP });

  test('keeps the nav bar, side menu and QR codes; no bottom bar or menu button', async ({ page }) => {
    await page.goto('/index');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Game menu' })).toBeVisible();
    await expect(page.getByTestId('qr-ANDROID')).toBeVisible();
    await expect(page.getByTestId('bottom-nav')).toBeHidden();
    await expect(page.getByTestId('menu-button')).toBeHidden();
  });

  test('a nav drop menu opens from the keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/index');
    const link = page.locator('a[data-category="LIVE"]');
    await link.focus();
    await expect(page.getByTestId('drop-LIVE')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('drop-LIVE')).toBeHidden();
  });

  test('a game carousel is operated from the keyboard', async ({ page }) => {
    await page.goto('/index');
    const row = page.getByTestId('hot-games');
    await expect(row.getByTestId('game-tile').first()).toBeVisible();
    const previous = row.getByRole('button', { name: 'Previous' });
    const next = row.getByRole('button', { name: 'Next' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
  });
});
