import { expect, test } from './support/test';
import { type FrameLocator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { consoleSignIn } from './support/console';
import { headerBalance, minor } from './support/money';
import { bankTransferDeposit, decideDeposit, sessionToken } from './support/player';
import { registerPlayer } from './support/register';

/** The sportsbook page's own balance (the wallet's, refreshed with the bets every few seconds), minor units. */
const frameBalance = async (game: FrameLocator): Promise<number> => {
  await expect(game.locator('#balance')).toHaveText(/\d/);
  return minor((await game.locator('#balance').textContent()) ?? '');
};

/** The desk's action on the fixture `match` ("Home – Away #id"), with a final score. */
async function deskScore(
  ops: Page,
  action: 'Finish now' | 'Correct result',
  match: string,
  home: string,
  away: string,
) {
  await ops.getByRole('button', { name: 'Refresh' }).click();
  await ops.getByRole('button', { name: `${action}: ${match}` }).click();
  const dialog = ops.getByTestId('score-dialog');
  await dialog.getByLabel(/^Home score/).fill(home);
  await dialog.getByLabel(/^Away score/).fill(away);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('sportsbook', () => {
  test('a player places a parlay; the desk finishes both matches (settled), then corrects one (resettled)', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await registerPlayer(page, request);
    const token = await sessionToken(page);
    await decideDeposit(request, (await bankTransferDeposit(request, token)).id, 'approve');

    // The lobby's Sports card opens the sportsbook through the normal launch.
    await page.goto('/sports');
    await page.getByTestId('game-center').getByTestId('vendor-tile').first().click();
    const game = page.frameLocator('iframe.games-seamless-frame');
    const fixtures = game.getByRole('list', { name: 'Matches' });
    await expect(fixtures.getByRole('listitem').filter({ hasText: 'Starts' }).nth(2)).toBeVisible();
    const start = await frameBalance(game);

    // Two matches not started yet (none ends on its own meanwhile), the home side of each, 10.00 as a parlay
    // (accepting new odds if they moved meanwhile).
    const upcoming = fixtures.getByRole('listitem').filter({ hasText: 'Starts' });
    const matches: string[] = [];
    for (const i of [1, 2]) {
      const card = upcoming.nth(i);
      const id = /#\d+/.exec((await card.getByText(/ · #\d+$/).textContent())!)![0];
      matches.push(`${(await card.getByRole('heading').textContent())!} ${id}`);
      await card.getByRole('button').first().click();
    }
    await expect(game.getByText('Parlay (2)')).toBeVisible();
    await game.getByLabel(/^Stake/).fill('10');
    const place = game.getByRole('button', { name: /Place bet|Accept new odds/ });
    const status = game.getByRole('status').first();
    for (let tries = 0; tries < 3 && !(await status.textContent())?.includes('Bet placed.'); tries += 1) {
      await place.click();
      await expect(status).toHaveText(/Bet placed\.|odds changed/);
    }
    await expect(status).toHaveText('Bet placed.');
    await expectAccessible(page, 'the sportsbook in its frame');
    // Phone width: the page fits without scrolling sideways.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => game.locator('body').evaluate((b) => b.ownerDocument.documentElement.scrollWidth - b.clientWidth))
      .toBeLessThanOrEqual(0);
    await page.setViewportSize(size);
    const open = game.getByRole('list', { name: 'Open' });
    await expect(open.getByRole('listitem').first()).toContainText('Parlay · 10.00');
    await expect.poll(() => frameBalance(game)).toBe(start - 1_000);

    // The operator finishes both matches from the console: the parlay settles and is paid.
    const ops = await (await browser.newContext({ baseURL })).newPage();
    await consoleSignIn(ops, 'demo_admin');
    await ops.goto('/console/sportsbook');
    await deskScore(ops, 'Finish now', matches[0]!, '3', '0');
    await deskScore(ops, 'Finish now', matches[1]!, '2', '1');
    const settled = game.getByRole('list', { name: 'Settled' });
    await expect(settled.getByRole('listitem').first()).toContainText('Won', { timeout: 30_000 });
    const paidText = (await settled.getByRole('listitem').first().locator('.bet-foot').textContent()) ?? '';
    const paid = minor(paidText);
    expect(paid).toBeGreaterThan(1_000);
    await expect.poll(() => frameBalance(game)).toBe(start - 1_000 + paid);

    // The betting record shows it settled with its payout.
    await page.goto('/member?page=personalHistoryCopy');
    const row = page.getByTestId('bets-table').getByRole('row').nth(1);
    await expect(row).toContainText('Settled');
    const money = (m: number) => (m / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(row.getByRole('cell').nth(3)).toHaveText(money(paid));

    // The desk corrects the first result (the home side lost): the parlay is resettled to 0, balance and record follow.
    await deskScore(ops, 'Correct result', matches[0]!, '0', '2');
    await page.reload();
    await expect(page.getByTestId('bets-table').getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('0.00');
    expect(await headerBalance(page)).toBe(start - 1_000);
  });
});
