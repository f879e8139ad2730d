import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DESKTOP, PHONE } from './support/layout';
import { bankTransferDeposit, decideDeposit, sessionToken } from './support/player';
import { registerPlayer } from './support/register';

/** "₫ 1,234,567.89" → 123456789 (minor units). */
const minor = (text: string): number => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
/** 50000000 → "500,000.00". */
const money = (m: number): string =>
  (m / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Plays one round of the demo slot; answers its stake and payout (minor units). */
async function playOneRound(page: Page): Promise<{ stake: number; payout: number }> {
  await page.goto('/rng?vassalage=DEMO');
  const slot = page.getByTestId('vendor-games').getByRole('article', { name: 'Demo Lucky Slot' });
  await slot.getByRole('button', { name: 'PLAY NOW' }).click();
  const game = page.frameLocator('iframe[title="DEMO_SLOT"]');
  await expect(game.locator('#balance')).toHaveText(/\d/);
  const stake = minor((await game.locator('#stake option:checked').textContent()) ?? '');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#history li')).toHaveCount(1);
  const paid = (await game.locator('#history li').first().locator('span').last().textContent()) ?? '0';
  return { stake, payout: paid.startsWith('+') ? minor(paid) : 0 };
}

/** The member-centre pages of this slice and their test ids. */
const PAGES = [
  ['personalHistoryCopy', 'betting-record'],
  ['transactionHistory', 'account-record'],
  ['personalProfit', 'profit-loss'],
  ['messageV2', 'messages'],
  ['profile', 'profile'],
] as const;

test.describe('records', () => {
  test('a new player deposits and plays a round, and sees it in the betting record, account record and profit and loss', async ({
    page,
    request,
  }) => {
    test.setTimeout(270_000);
    await registerPlayer(page, request);
    const token = await sessionToken(page);
    const deposit = await bankTransferDeposit(request, token);
    await decideDeposit(request, deposit.id, 'approve');
    const round = await playOneRound(page);

    // Betting record: the round, its vendor, stake and payout; filters by category and vendor.
    await page.goto('/member?page=personalHistoryCopy');
    const bets = page.getByTestId('bets-table');
    await expect(bets.getByRole('row')).toHaveCount(2);
    const row = bets.getByRole('row').nth(1);
    await expect(row).toContainText('Demo Lucky Slot');
    await expect(row).toContainText('Demo Games');
    await expect(row.getByRole('cell').nth(2)).toHaveText(money(round.stake));
    await expect(row.getByRole('cell').nth(3)).toHaveText(money(round.payout));
    await expect(row).toContainText('Settled');
    await expect(page.getByTestId('bets-totals')).toContainText('1');
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByLabel('Category').selectOption({ label: 'Live Casino' });
    await expect(page.getByText('No bets in this period.')).toBeVisible();
    await filters.getByLabel('Category').selectOption({ label: 'Slots' });
    await filters.getByLabel('Vendor').selectOption({ label: 'Demo Games' });
    await expect(bets.getByRole('row')).toHaveCount(2);
    await filters.getByRole('button', { name: 'Yesterday' }).click();
    await expect(page.getByText('No bets in this period.')).toBeVisible();

    // Account record: newest first, the payout (when the round won), the stake and the deposit, each with the
    // balance after it. (Until the lazy house funding is gone, an older "Starting funds" row may follow.)
    await page.goto('/member?page=transactionHistory');
    const rows = page.getByTestId('ledger-table').getByRole('row');
    const types = round.payout > 0 ? ['Payout', 'Bet', 'Deposit'] : ['Bet', 'Deposit'];
    await expect(rows.nth(types.length).getByRole('cell').first()).toHaveText('Deposit');
    for (const [i, type] of types.entries())
      await expect(
        rows
          .nth(i + 1)
          .getByRole('cell')
          .first(),
      ).toHaveText(type);
    const cell = (i: number, c: number) =>
      rows
        .nth(i + 1)
        .getByRole('cell')
        .nth(c);
    const afterDeposit = minor((await cell(types.length - 1, 2).textContent()) ?? '');
    await expect(cell(types.length - 1, 1)).toHaveText(`+${money(deposit.amount)}`);
    await expect(cell(types.indexOf('Bet'), 1)).toHaveText(`-${money(round.stake)}`);
    await expect(cell(types.indexOf('Bet'), 2)).toHaveText(money(afterDeposit - round.stake));
    await expect(cell(0, 2)).toHaveText(money(afterDeposit - round.stake + round.payout));
    await page.getByLabel('Type').selectOption({ label: 'Deposit' });
    await expect(rows).toHaveCount(2);
    await expect(cell(0, 0)).toHaveText('Deposit');

    // Profit and loss: today's slot round and the deposit in the summary.
    await page.goto('/member?page=personalProfit');
    const day = page.getByTestId('pnl-by-day').getByRole('row').nth(1);
    await expect(day.getByRole('cell').nth(0)).toHaveText(new Date().toISOString().slice(0, 10));
    await expect(day.getByRole('cell').nth(1)).toHaveText('Slots');
    await expect(day.getByRole('cell').nth(2)).toHaveText('1');
    await expect(day.getByRole('cell').nth(3)).toHaveText(money(round.stake));
    await expect(page.getByTestId('pnl-deposits')).toContainText(money(deposit.amount));
    const pnl = round.payout - round.stake;
    await expect(page.getByTestId('pnl-profit')).toContainText(`${pnl > 0 ? '+' : ''}${money(pnl)}`);
    await page.getByRole('tab', { name: 'By category' }).click();
    await expect(page.getByTestId('pnl-by-category').getByRole('row').nth(1)).toContainText('Slots');

    // With this data, every page of the slice fits a phone and a desktop and passes axe.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const [name, testId] of PAGES) {
        await page.goto(`/member?page=${name}`, { waitUntil: 'networkidle' });
        await expect(page.getByTestId(testId)).toBeVisible();
        await expect(page.getByTestId(testId).getByRole('status')).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBe(viewport.width);
        await expectAccessible(page, name);
      }
    }
  });
});
