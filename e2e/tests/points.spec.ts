import type { APIRequestContext, Page } from '@playwright/test';
import { opsHeaders } from './support/ops-auth';
import { expectAccessible } from './support/axe';
import { headerBalance } from './support/money';
import { registerPlayer } from './support/register';
import { expect, test } from './support/test';

const FUND_PASSWORD = '246810';

/** The operator grants points (POST /ops/points/grant), as customer service would. */
async function grantPoints(request: APIRequestContext, account: string, points: number) {
  const res = await request.post('/ops/points/grant', {
    headers: opsHeaders(),
    data: { account, points, requestId: `e2e_${account}_${Date.now()}`, note: 'e2e' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The player's redemption In Process of `itemName`, decided by the operator through /ops/points. */
async function decide(request: APIRequestContext, account: string, itemName: string, approve: boolean) {
  const res = await request.get('/ops/points/redemptions?status=IN_PROCESS&pageSize=500', { headers: opsHeaders() });
  expect(res.ok()).toBe(true);
  const list = (await res.json()).value.list as { id: number; account: string; itemName: string }[];
  const r = list.find((x) => x.account === account && x.itemName === itemName);
  if (!r) throw new Error(`no redemption of ${itemName} for ${account}`);
  const done = await request.post(`/ops/points/redemptions/${r.id}/${approve ? 'approve' : 'reject'}`, {
    headers: opsHeaders(),
    ...(approve ? {} : { data: { reason: 'Out of season' } }),
  });
  expect(done.ok(), await done.text()).toBe(true);
}

/** The points balance the page shows. */
const pagePoints = async (page: Page) =>
  Number(((await page.getByTestId('points-balance').textContent()) ?? '').replace(/,/g, ''));

test.describe('points mall', () => {
  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/pointMall');
    await expect(page.getByTestId('point-mall').getByText('Log in to use the points mall')).toBeVisible();
    await page.getByTestId('point-mall').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('a player redeems, the operator approves and rejects, the player converts: both balances move', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(page, request, { prefix: 'pts' });
    // The fund password, set where the member centre sets it.
    await page.goto('/member?page=withdraw');
    const fund = page.getByTestId('withdraw').getByTestId('fund-password');
    await fund.getByLabel('New fund password').fill(FUND_PASSWORD);
    await fund.getByLabel('Confirm fund password').fill(FUND_PASSWORD);
    await fund.getByRole('button', { name: 'Set fund password' }).click();
    await expect(fund).toContainText('Your fund password is set');

    await grantPoints(request, player.username, 3_000);
    await page.goto('/pointMall');
    const mall = page.getByTestId('point-mall');
    await expect(mall.getByTestId('points-balance')).toHaveText('3,000');
    const headerPoints = page.getByTestId('header-logged-in').getByTestId('points');
    await expect(headerPoints).toContainText('3,000');
    await expect(mall.getByTestId('points-ratio')).toHaveText('1 point = VND 10.00');

    // Redeem 2 × Lucky red envelope (500 points each): held while In Process.
    await mall.getByRole('button', { name: 'Redeem Lucky red envelope' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Lucky red envelope' });
    await dialog.getByLabel('Quantity').fill('2');
    await expect(dialog.getByTestId('redeem-total')).toHaveText('1,000 points');
    await dialog.getByLabel('Fund password').fill('135790');
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('4 tries left');
    await dialog.getByLabel('Fund password').fill(FUND_PASSWORD);
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(
      page.getByText('2 × Lucky red envelope redeemed: your request is in process.', { exact: true }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(mall.getByTestId('points-balance')).toHaveText('2,000');
    await expect(mall.getByTestId('points-held')).toHaveText('1,000');

    // And 1 × Free spins pack (1,000 points).
    await mall.getByRole('button', { name: 'Redeem Free spins pack (20 spins)' }).click();
    const second = page.getByRole('dialog', { name: 'Redeem Free spins pack (20 spins)' });
    await second.getByLabel('Fund password').fill(FUND_PASSWORD);
    await second.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(mall.getByTestId('points-balance')).toHaveText('1,000');

    await mall.getByRole('tab', { name: 'Redeem history' }).click();
    const history = mall.getByTestId('redeem-history');
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText('Free spins pack (20 spins)');
    await expect(history.getByRole('row').nth(1)).toContainText('In Process');
    await expect(history.getByRole('row').nth(2)).toContainText('Lucky red envelope');
    await expect(history.getByRole('row').nth(2)).toContainText('In Process');

    // The operator approves the envelopes and rejects the spins: those points come back.
    await decide(request, player.username, 'Lucky red envelope', true);
    await decide(request, player.username, 'Free spins pack (20 spins)', false);
    await page.reload();
    await expect(mall.getByTestId('points-balance')).toHaveText('2,000');
    await expect(mall.getByTestId('points-held')).toHaveText('0');
    await mall.getByRole('tab', { name: 'Redeem history' }).click();
    await expect(history.getByRole('row').nth(1)).toContainText('Rejected');
    await expect(history.getByRole('row').nth(1)).toContainText('Reason: Out of season');
    await expect(history.getByRole('row').nth(2)).toContainText('Approved');

    // Convert 500 points into VND 5,000.00: the points and the header's money both move.
    const money = await headerBalance(page);
    await mall.getByRole('tab', { name: 'Convert' }).click();
    const form = mall.getByTestId('convert-form');
    await form.getByLabel('Points to convert').fill('500');
    await expect(form.getByTestId('convert-preview')).toHaveText('VND 5,000.00');
    await form.getByLabel('Fund password').fill(FUND_PASSWORD);
    await form.getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByText('500 points converted into VND 5,000.00.', { exact: true })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(money + 5_000_00);
    await expect.poll(() => pagePoints(page)).toBe(1_500);
    await expect(headerPoints).toContainText('1,500');

    await mall.getByRole('tab', { name: 'Points details' }).click();
    const details = mall.getByTestId('points-details');
    await expect(details.getByRole('row').nth(1)).toContainText('Converted to balance');
    await expect(details.getByRole('row').nth(1)).toContainText('-500');
    await expect(details.getByRole('row').nth(2)).toContainText('Redemption refunded');

    await mall.getByRole('tab', { name: 'Help center' }).click();
    await expect(mall.getByTestId('points-help')).toContainText('Points never expire.');
    await mall.getByRole('tab', { name: 'Mall' }).click();
    await expect(mall.getByTestId('points-items')).toBeVisible();
    await expectAccessible(page, 'points mall (desktop)');

    // At 375 px the page does not scroll sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await mall.getByRole('tab', { name: 'Mall' }).click();
    await expect(mall.getByTestId('points-items')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await mall.getByRole('tab', { name: 'Redeem history' }).click();
    await expect(history.getByRole('row').nth(1)).toContainText('Rejected');
    await expectAccessible(page, 'points mall redeem history (375 px)');
  });
});
