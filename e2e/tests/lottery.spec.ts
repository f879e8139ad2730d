import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DESKTOP, PHONE, signIn } from './support/layout';
import { headerBalance } from './support/money';
import { bankTransferDeposit, decideDeposit, sessionToken } from './support/player';
import { registerPlayer } from './support/register';
import { expect, test } from './support/test';

// The e2e server runs LOTTERY_TIME_SCALE 6: the "1 minute" game draws every 10 s and closes 1 s before.
test.describe.configure({ timeout: 270_000 });

const DEPOSIT = 10_000_000; // 100,000.00
const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

/** Waits until the open draw has at least 4 s of betting left, so a slip placed now is on time. */
async function waitForTimeToBet(page: Page) {
  await expect(page.getByTestId('draw-countdown')).toHaveText(/^00:0[4-9]$/);
}

/** The player's settled lines of a draw through the API (what the pages must agree with). */
async function settledLines(request: APIRequestContext, token: string, numero: string) {
  const res = await request.get('/lotto/lgw/bets?state=settled&gameCode=VN_FAST_1M&pageNo=1&pageSize=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await res.json()).value.list as { numero: string; betType: string; stake: number; payout: number }[];
  return list.filter((b) => b.numero === numero);
}

test.describe('the Vietnamese lottery', () => {
  test('a player bets đề and lô on the 1-minute game, the draw settles once, and the draw verifies', async ({
    page,
    request,
  }) => {
    await registerPlayer(page, request, { prefix: 'lotto' });
    const token = await sessionToken(page);
    const deposit = await bankTransferDeposit(request, token, DEPOSIT);
    await decideDeposit(request, deposit.id, 'approve');

    await page.goto('/vnLottery');
    const lobby = page.getByTestId('lottery-lobby');
    await expect(lobby.getByTestId('lottery-game-VN_NORTH')).toContainText('Daily at 18:15');
    await lobby.getByRole('button', { name: 'Bet now: Fast lottery 1 minute' }).click();
    await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_FAST_1M&view=betting/);
    await expect.poll(() => headerBalance(page)).toBe(DEPOSIT);

    const slip = page.getByTestId('bet-slip');
    await slip.getByLabel('Bet type').selectOption('DE');
    await slip.getByRole('button', { name: 'Number 07' }).click();
    await slip.getByRole('button', { name: 'Head 4' }).click();
    await slip.getByRole('button', { name: 'Number 42' }).click();
    await expect(slip.getByTestId('selected-numbers')).toHaveText('Selected: 07, 42');
    await slip.getByRole('button', { name: 'Add to slip' }).click();
    await slip.getByLabel('Bet type').selectOption('LO2');
    await slip.getByLabel('Type numbers').fill('11 22, 33');
    await slip.getByRole('button', { name: 'Add', exact: true }).click();
    await slip.getByLabel('Stake per number').fill('500');
    await slip.getByLabel('Multiplier').fill('2');
    await slip.getByRole('button', { name: 'Add to slip' }).click();
    // Đề: 2 numbers × 1,000.00; lô: 3 numbers × 500.00 × 2.
    await expect(slip.getByTestId('slip-total')).toHaveText('5,000.00');

    await waitForTimeToBet(page);
    await slip.getByRole('button', { name: 'Place bets' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your bets' });
    await expect(confirm).toContainText('2 lines for a total of 5,000.00');
    const numero = ((await page.getByTestId('draw-numero').textContent()) ?? '').replace('Draw ', '');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toHaveCount(0);
    await expect.poll(() => headerBalance(page)).toBe(DEPOSIT - 500_000);
    const open = page.getByTestId('bets-open');
    await expect(open.getByRole('row').filter({ hasText: numero })).toHaveCount(2);

    // The draw runs on the job queue: the latest result reaches the bet's draw (a draw lasts 10 s here, so a slow page
    // may first show a later one), then the lines settle.
    const caption = page.getByTestId('latest-result').locator('caption').first();
    const latestDraw = async () => Number(((await caption.textContent()) ?? '').replace(/\D/g, '') || 0);
    await expect.poll(latestDraw).toBeGreaterThanOrEqual(Number(numero));
    await page.getByTestId('tab-settled-bets').click();
    const settled = page.getByTestId('bets-settled');
    await expect(settled.getByRole('row').filter({ hasText: numero })).toHaveCount(2);
    const lines = await settledLines(request, token, numero);
    expect(lines.map((l) => [l.betType, l.stake]).sort()).toEqual([
      ['DE', 200_000],
      ['LO2', 300_000],
    ]);
    for (const l of lines) {
      const row = settled
        .getByRole('row')
        .filter({ hasText: numero })
        .filter({ hasText: l.betType === 'DE' ? 'Đề' : 'Lô 2 số' });
      await expect(row).toContainText(l.payout > 0 ? 'Won' : 'Lost');
      await expect(row).toContainText(money(l.payout));
    }
    const paid = lines.reduce((s, l) => s + l.payout, 0);
    await expect.poll(() => headerBalance(page)).toBe(DEPOSIT - 500_000 + paid);

    // The betting record shows both rounds, settled with the same payouts.
    await page.goto('/member?page=personalHistoryCopy');
    const rounds = page
      .getByTestId('bets-table')
      .getByRole('row')
      .filter({ hasText: `Fast lottery 1 minute ${numero}` });
    await expect(rounds).toHaveCount(2);
    await expect(rounds.filter({ hasText: '2,000.00' })).toContainText('Settled');
    await expect(rounds.filter({ hasText: '3,000.00' })).toContainText('Settled');

    // Anyone can recompute the draw from its revealed seed in the browser.
    await page.goto(`/vnLottery?view=verify&gameCode=VN_FAST_1M&numero=${numero}`);
    await expect(page.getByTestId('verify-verdict')).toHaveText(
      'Match: this result is the one the published seed commits to',
    );
    await expect(page.getByTestId('verify-report')).toContainText('SHA-256(seed) equals the hash published');
  });

  test('a free-play user watches the draws but is refused a bet with in_need_true_account', async ({ page }) => {
    await page.goto('/index');
    await page.getByTestId('header').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Free play' }).click();
    await expect(page.getByTestId('header-logged-in')).toContainText('trial_');

    await page.goto('/vnLottery?gameCode=VN_FAST_1M');
    await expect(page.getByRole('note')).toHaveText(/betting needs a real account/);
    const slip = page.getByTestId('bet-slip');
    await slip.getByRole('button', { name: 'Quick pick' }).click();
    await slip.getByRole('button', { name: 'Add to slip' }).click();
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please register a real account to use this feature');
    await expect(page.getByRole('dialog', { name: 'Confirm your bets' })).toHaveCount(0);
  });

  test('results history by day shows the boards in their layouts', async ({ page }) => {
    await signIn(page, 'demo_player');
    await page.goto('/vnLottery?view=results&gameCode=VN_FAST_5M');
    const list = page.getByTestId('results-list');
    await expect(list.locator('[data-structure="SOUTH"]').first()).toBeVisible();
    await expect(list.locator('tr[data-prize="G8"]').first()).toBeVisible();
    await page.getByLabel('Game').selectOption('VN_FAST_1M');
    await expect(list.locator('[data-structure="NORTH"]').first()).toBeVisible();
    await page.getByLabel('Date').fill('2020-01-01');
    await expect(page.getByText('No results on this day')).toBeVisible();
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the lottery pages pass axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'demo_player');
    await page.goto('/vnLottery', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('lottery-game-VN_FAST_1M')).toBeVisible();
    await expectAccessible(page, 'the lottery lobby');
    await page.goto('/vnLottery?gameCode=VN_FAST_1M', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('draw-bar')).toBeVisible();
    await expectAccessible(page, 'the betting page');
    await page.goto('/vnLottery?view=verify', { waitUntil: 'networkidle' });
    await expectAccessible(page, 'the verify page');
  });
}
