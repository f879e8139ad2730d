import { expect, test } from './support/test';
import { type FrameLocator, type Page } from '@playwright/test';
import { login } from './support/auth';
import { headerBalance, minor } from './support/money';

async function openDemoSlot(page: Page): Promise<FrameLocator> {
  await page.goto('/rng?vassalage=DEMO');
  const slot = page.getByTestId('vendor-games').getByRole('article', { name: 'Demo Lucky Slot' });
  await slot.getByRole('button', { name: 'PLAY NOW' }).click();
  await expect(page).toHaveURL(/\/seamless\?vassalage=DEMO&gameCode=DEMO_SLOT/);
  return page.frameLocator('iframe[title="DEMO_SLOT"]');
}

test.describe('lobby and play', () => {
  test('a guest browses a category and a vendor, searches, and is asked to log in to play', async ({ page }) => {
    await page.goto('/index');
    await expect(page.getByTestId('hot-games').getByTestId('game-tile').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Slots', exact: true }).click();
    await expect(page).toHaveURL(/\/rng$/);
    const games = page.getByTestId('vendor-games');
    await expect(games.getByTestId('game-tile').first()).toBeVisible();
    await expect(games.getByText(/\d+ games found/)).toBeVisible();

    await page.getByTestId('game-list').getByTestId('vendor-tile').filter({ hasText: 'Demo Games' }).click();
    await expect(page).toHaveURL(/vassalage=DEMO/);
    await expect(games.getByTestId('game-tile')).toHaveCount(2);
    await games.getByLabel('Search games').fill('dice');
    await expect(games.getByTestId('game-tile')).toHaveCount(1);
    await expect(games.getByRole('article', { name: 'Demo Dice' })).toBeVisible();
    await games.getByRole('button', { name: 'PLAY NOW' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('a player plays the slot and the header balance moves by the stakes and payouts', async ({ page }) => {
    await login(page, 'demo_player', 'Demo@1234');
    const start = await headerBalance(page);
    const game = await openDemoSlot(page);
    await expect(game.locator('#balance')).toHaveText(/\d/);
    expect(minor((await game.locator('#balance').textContent()) ?? '')).toBe(start);

    const stake = minor((await game.locator('#stake option:checked').textContent()) ?? '');
    let payouts = 0;
    const rounds = 3;
    for (let i = 1; i <= rounds; i += 1) {
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(game.locator('#history li')).toHaveCount(i);
      await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
      const paid = (await game.locator('#history li').first().locator('span').last().textContent()) ?? '0';
      payouts += paid.startsWith('+') ? minor(paid) : 0;
    }
    const expected = start - rounds * stake + payouts;
    expect(minor((await game.locator('#balance').textContent()) ?? '')).toBe(expected);

    await page.goto('/index');
    await expect.poll(() => headerBalance(page)).toBe(expected);

    await page.goto('/recent');
    await expect(page.getByTestId('account-games').getByRole('article').first()).toHaveAccessibleName(
      'Demo Lucky Slot',
    );
  });

  test('favourites added and removed persist across a reload', async ({ page }) => {
    await login(page, 'demo_downline', 'Demo@1234');
    await expect(page.getByTestId('header-logged-in')).toBeVisible();
    await page.goto('/rng?vassalage=DEMO');
    const dice = page.getByTestId('vendor-games').getByRole('article', { name: 'Demo Dice' });
    const added = page.waitForResponse(
      (r) => r.url().includes('/wps/game/favorite') && r.request().method() === 'POST' && r.ok(),
    );
    await dice.getByRole('button', { name: 'Add to favourites' }).click();
    expect((await added).ok()).toBe(true);
    await expect(dice.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favorite');
    const list = page.getByTestId('account-games');
    await expect(list.getByRole('article', { name: 'Demo Dice' })).toBeVisible();
    await page.reload();
    await expect(list.getByRole('article', { name: 'Demo Dice' })).toBeVisible();
    const removed = page.waitForResponse(
      (r) => r.url().includes('/wps/game/favorite') && r.request().method() === 'DELETE' && r.ok(),
    );
    await list.getByRole('button', { name: 'Remove from favourites' }).click();
    await expect(list.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
    expect((await removed).ok()).toBe(true);
    await page.reload();
    await expect(list.getByText('No favourite games yet')).toBeVisible();
  });

  test('a trial user plays the fun mode and is refused a real-money game', async ({ page }) => {
    await page.goto('/index');
    await page.getByTestId('header').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Free play' }).click();
    await expect(page.getByTestId('header-logged-in')).toBeVisible();

    const game = await openDemoSlot(page);
    await expect(page.getByText('Fun mode: you are playing with play money.')).toBeVisible();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.locator('#history li')).toHaveCount(1);

    // A sports vendor starts its game directly; sports are real-money only.
    await page.goto('/sports');
    await page.getByTestId('game-center').getByTestId('vendor-tile').first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please register a real account' })).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
  });
});

test.describe('home notices and popups', () => {
  test.use({ popups: true });

  test('the anonymous popup shows once per session, the member popup after login, and a notice opens its modal', async ({
    page,
  }) => {
    await page.goto('/index');
    const popup = page.getByRole('dialog', { name: 'News' });
    await expect(popup.getByRole('heading', { name: 'New here?' })).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'News' })).toHaveCount(0);

    // The bar scrolls; like a person, point at it first (it pauses under the pointer).
    await page.getByTestId('notice-bar').hover();
    await page.getByTestId('notice-bar').getByRole('button', { name: 'Scheduled maintenance' }).click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice.getByTestId('notice')).toHaveAttribute('data-index', '1');
    await expect(notice).toContainText('Some vendors may be unavailable');
    await notice.getByRole('button', { name: 'Close' }).click();

    await login(page, 'demo_player', 'Demo@1234');
    await expect(
      page.getByRole('dialog', { name: 'News' }).getByRole('heading', { name: 'Welcome back' }),
    ).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toContainText('3');
  });
});
