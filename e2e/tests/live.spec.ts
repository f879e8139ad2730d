import type { APIRequestContext, Browser, FrameLocator, Page } from '@playwright/test';
import { minor } from './support/money';
import { bankTransferDeposit, decideDeposit, sessionToken } from './support/player';
import { registerPlayer } from './support/register';
import { expect, sitePage, test } from './support/test';

// Two registrations, a deposit each and one live round (8 s of betting under LOTTERY_TIME_SCALE, then the draw job).
test.describe.configure({ timeout: 180_000 });

/** A new player in a browser context of their own, funded by an approved bank transfer. */
async function fundedPlayer(browser: Browser, request: APIRequestContext, baseURL: string) {
  const page = await sitePage(browser, { baseURL });
  await registerPlayer(page, request, { prefix: 'live' });
  await decideDeposit(request, (await bankTransferDeposit(request, await sessionToken(page))).id, 'approve');
  return page;
}

/** Opens Live Casino, checks the lobby's table cards and sits at the baccarat table: its frame. */
async function sitAtBaccarat(page: Page): Promise<FrameLocator> {
  await page.goto('/live');
  const lobby = page.getByTestId('live-lobby');
  await expect(lobby.getByRole('heading', { name: 'Live tables' })).toBeVisible();
  const card = lobby.getByTestId('live-table').filter({ hasText: 'Baccarat Squeeze' });
  await expect(card).toContainText('Dealer Linh Tran');
  await expect(lobby.getByTestId('live-table').filter({ hasText: 'European Roulette' })).toContainText('Marco Rossi');
  await card.getByRole('button', { name: 'Play at Baccarat Squeeze' }).click();
  await expect(page).toHaveURL(/\/seamless\?vassalage=EVO&gameCode=EVO_LIVE_0001/);
  const table = page.frameLocator('iframe[title="EVO_LIVE_0001"]');
  await expect(table.getByRole('heading', { name: 'Baccarat Squeeze' })).toBeVisible();
  await expect(table.locator('#balance')).toHaveText(/\d/);
  return table;
}

const balanceOf = async (table: FrameLocator) => minor((await table.locator('#balance').textContent()) ?? '');
const roundOf = async (table: FrameLocator) => (await table.locator('#round-no').textContent()) ?? '';
/** Seconds left to bet, from the countdown ("Betting closes in 7 s"); 0 while drawing. */
const secondsLeft = async (table: FrameLocator) =>
  Number(/(\d+) s/.exec((await table.locator('#phase').textContent()) ?? '')?.[1] ?? 0);

test('two players bet at one baccarat round, chat (at the table and from the lobby), and are both paid once', async ({
  browser,
  request,
  baseURL,
}) => {
  const alice = await fundedPlayer(browser, request, baseURL!);
  const bob = await fundedPlayer(browser, request, baseURL!);
  const a = await sitAtBaccarat(alice);
  const b = await sitAtBaccarat(bob);

  // Both bet in the same round, with time left on its countdown.
  await expect.poll(() => secondsLeft(a), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
  const round = await roundOf(a);
  await expect.poll(() => roundOf(b)).toBe(round);
  const before = { a: await balanceOf(a), b: await balanceOf(b) };
  await a.getByRole('radio', { name: /^10\.00/ }).check();
  await a.getByRole('button', { name: 'Bet Player', exact: true }).click();
  await b.getByRole('radio', { name: /^10\.00/ }).check();
  await b.getByRole('button', { name: 'Bet Banker', exact: true }).click();
  await expect(a.locator('#my-bets')).toContainText('Player: 10.00');
  await expect(b.locator('#my-bets')).toContainText('Banker: 10.00');
  await expect.poll(() => balanceOf(a)).toBe(before.a - 1_000);

  // The table chat: what one types, the other reads (as text), under a masked name.
  await a.getByLabel('Message').fill('good luck <b>all</b>');
  await a.getByRole('button', { name: 'Send' }).click();
  await expect(b.locator('#chat-log')).toContainText('good luck <b>all</b>');

  // The round settles for both: each sees the result and what they won, and their balance follows.
  const settled = new RegExp(`Round ${round.slice(1)}: .*(You won|No win this round)`);
  await expect(a.locator('#result')).toHaveText(settled, { timeout: 40_000 });
  await expect(b.locator('#result')).toHaveText(settled, { timeout: 10_000 });
  const won = async (table: FrameLocator) => {
    const text = (await table.locator('#result').textContent()) ?? '';
    return /You won/.test(text) ? minor(/You won ([\d,.]+)/.exec(text)![1]!) : 0;
  };
  const paid = { a: await won(a), b: await won(b) };
  const winner = /(Player|Banker|Tie) \(/.exec((await a.locator('#result').textContent()) ?? '')![1];
  expect(paid.a).toBe(winner === 'Player' ? 2_000 : winner === 'Tie' ? 1_000 : 0);
  expect(paid.b).toBe(winner === 'Banker' ? 1_950 : winner === 'Tie' ? 1_000 : 0);
  await expect.poll(() => balanceOf(a)).toBe(before.a - 1_000 + paid.a);
  await expect.poll(() => balanceOf(b)).toBe(before.b - 1_000 + paid.b);
  await expect(a.locator('#road li').first()).toHaveText(/^[PBT]$/);

  // Back in the lobby, the table's chat opens on its own (launch chat's one-time link) and talks to the table.
  await bob.goto('/live');
  const card = bob.getByTestId('live-table').filter({ hasText: 'Baccarat Squeeze' });
  await card.getByRole('button', { name: 'Open the chat of Baccarat Squeeze' }).click();
  const dialog = bob.getByRole('dialog', { name: 'Table chat · Baccarat Squeeze' });
  const chat = dialog.frameLocator('iframe');
  await expect(chat.locator('#chat-log')).toContainText('good luck <b>all</b>');
  await chat.getByLabel('Message').fill('thanks, see you next round');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(a.locator('#chat-log')).toContainText('thanks, see you next round');
});
