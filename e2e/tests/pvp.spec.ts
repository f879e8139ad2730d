import { type Browser, type FrameLocator, type Page } from '@playwright/test';
import { minor } from './support/money';
import { bankTransferDeposit, decideDeposit, sessionToken } from './support/player';
import { registerPlayer } from './support/register';
import { expect, sitePage, test } from './support/test';

/** A new player in a browser context of its own (the home popups dismissed), registered and funded by a deposit. */
async function fundedPlayer(browser: Browser, baseURL: string, prefix: string, width: number): Promise<Page> {
  const page = await sitePage(browser, { baseURL, viewport: { width: 1280, height: 800 } });
  const { request } = page.context();
  await registerPlayer(page, request, { prefix });
  const deposit = await bankTransferDeposit(request, await sessionToken(page));
  await decideDeposit(request, deposit.id, 'approve');
  // Registered on a desktop (the phone header hides the username the registration checks), then played at `width`.
  await page.setViewportSize({ width, height: 800 });
  return page;
}

/** The /pvp lobby's ROOMS section: Play on Dice Duel 1.00 opens the vendor's room page, framed by /seamless. */
async function openDiceDuel(page: Page): Promise<FrameLocator> {
  await page.goto('/pvp');
  const rooms = page.getByTestId('pvp-rooms');
  await rooms.getByRole('button', { name: /^Play Dice Duel, stake .*1\.00$/ }).click();
  await expect(page).toHaveURL(/\/seamless\?.*room=DD-100/);
  const game = page.frameLocator('[data-testid="seamless"] iframe');
  await expect(game.getByRole('heading', { name: /^Dice Duel/ })).toBeVisible();
  await expect(game.getByTestId('pvp-balance')).toHaveText(/\d/);
  // No sideways scrolling, on the lobby page or in the vendor's frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await game.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth)).toBe(true);
  return game;
}

const balanceOf = async (game: FrameLocator) => minor((await game.getByTestId('pvp-balance').textContent()) ?? '');

test('two players sit in a Dice Duel room: the winner is paid the pot minus the rake, the loser loses the stake', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  // One player on a desktop, the other on a phone (375 px).
  const a = await fundedPlayer(browser, baseURL!, 'pvpa', 1280);
  const b = await fundedPlayer(browser, baseURL!, 'pvpb', 375);
  const [ga, gb] = [await openDiceDuel(a), await openDiceDuel(b)];
  const start = [await balanceOf(ga), await balanceOf(gb)];
  expect(start[0]).toBeGreaterThan(100);

  await ga.getByRole('button', { name: 'Sit' }).click();
  await expect(ga.getByRole('button', { name: 'Leave' })).toBeEnabled();
  await expect(gb.getByRole('list', { name: 'Seats' })).toContainText('Player');
  await gb.getByRole('button', { name: 'Sit' }).click();

  // The hand plays on the server (the job) and both pages show it: pot 2.00, rake 5% = 0.10, the winner +1.90.
  const results = [ga, gb].map((g) => g.getByRole('status'));
  for (const r of results) await expect(r).toContainText(/You won 1\.90|You lost your stake/, { timeout: 15_000 });
  for (const r of results) await expect(r).toContainText(/Rake 0\.10/);
  const won = await Promise.all(results.map(async (r) => ((await r.textContent()) ?? '').includes('You won')));
  expect(won.filter(Boolean)).toHaveLength(1);
  for (const [i, g] of [ga, gb].entries()) {
    const expected = start[i]! - 100 + (won[i] ? 190 : 0);
    await expect.poll(() => balanceOf(g)).toBe(expected);
  }
});
