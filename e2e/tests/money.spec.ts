import { type Page } from '@playwright/test';
import { DESKTOP, PHONE, signIn } from './support/layout';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/test';
import { pngFile } from './support/files';
import { CARDS, depositThroughGateway, headerBalance, minor, rollDice } from './support/money';
import { sessionToken } from './support/player';
import { operator } from './support/operator';
import { registerPlayer } from './support/register';
import { requestWithdrawal, setUpWithdrawals } from './support/withdraw';

// Registration, a deposit through the demo provider and a few hundred dice rounds: more than the default minute.
test.describe.configure({ timeout: 270_000 });

/** Opens Demo Dice from the lobby and rolls once by hand. */
async function rollOnceByHand(page: Page) {
  await page.goto('/rng?vassalage=DEMO');
  await page
    .getByTestId('vendor-games')
    .getByRole('article', { name: 'Demo Dice' })
    .getByRole('button', { name: 'PLAY NOW' })
    .click();
  await expect(page).toHaveURL(/\/seamless\?vassalage=DEMO&gameCode=DEMO_DICE/);
  const game = page.frameLocator('iframe[title="DEMO_DICE"]');
  await game.getByRole('button', { name: 'Roll' }).click();
  await expect(game.locator('#history li')).toHaveCount(1);
}

/** The withdraw page's available balance in minor units. */
async function withdrawBalance(page: Page): Promise<number> {
  const balance = page.getByTestId('withdraw-balance');
  await expect(balance).toHaveText(/\d/);
  return minor((await balance.textContent()) ?? '');
}

const major = (m: number) => (m / 100).toFixed(2);

test.describe('money in and out', () => {
  test('a new player deposits through the demo gateway: credited, header balance and a message', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(page, request);
    const before = await headerBalance(page);
    const id = await depositThroughGateway(page, '200,000.00', CARDS.PAID, player.payeeName);

    const result = page.getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-status', 'CREDITED');
    await expect(result).toContainText('Deposit credited');
    await expect(result).toContainText('VND 200,000.00');
    await expect(result).toContainText(`Deposit #${id}`);
    await expect.poll(() => headerBalance(page)).toBe(before + 200_000_00);
    await expect(page.getByTestId('unread-badge')).toContainText('1');
    const row = page.getByTestId('my-deposits').getByRole('row').nth(1);
    await expect(row).toContainText('Online payment (card)');
    await expect(row.getByTestId('deposit-status')).toHaveText('Credited');

    const messages = await request.get('/wps/messages', {
      headers: { authorization: `Bearer ${await sessionToken(page)}` },
    });
    const list = (await messages.json()).value.list as { kind: string; params: { depositId: number } }[];
    expect(list.map((m) => [m.kind, m.params.depositId])).toEqual([['deposit_credited', id]]);
  });

  test('a declined card: the deposit shows failed and the balance is unchanged', async ({ page, request }) => {
    const player = await registerPlayer(page, request);
    const before = await headerBalance(page);
    await depositThroughGateway(page, '100,000.00', CARDS.DECLINED, player.payeeName);
    const result = page.getByTestId('deposit-result');
    await expect(result).toHaveAttribute('data-status', 'FAILED');
    await expect(result).toContainText('Deposit failed');
    await expect(result).toContainText('Your card was declined. No money was taken.');
    await expect(page.getByTestId('my-deposits').getByTestId('deposit-status')).toHaveText('Failed');
    expect(await headerBalance(page)).toBe(before);
    await result.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('deposit').getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  });

  test('deposit, play the turnover, withdraw, the operator pays, the player confirms with a proof', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(page, request);
    await depositThroughGateway(page, '200,000.00', CARDS.PAID, player.payeeName);
    await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'CREDITED');

    await page.goto('/member?page=withdraw');
    await expect(page.getByTestId('turnover-status')).toHaveText('Bet VND 200,000.00 more to withdraw');

    // The turnover, honestly: a stake of 200,000.00 in real dice rounds (1 by hand at 10.00, 200 at 1,000.00
    // through the vendor's round API, as its game page plays them).
    await rollOnceByHand(page);
    await rollDice(request, await sessionToken(page), 200, 100_000);

    await setUpWithdrawals(page, player);
    await expect(page.getByTestId('turnover-status')).toHaveText('Turnover requirement met');
    const balance = await withdrawBalance(page);

    // A wrong fund password counts a try; above the balance is refused.
    let form = await requestWithdrawal(page, '100000', '135790');
    await expect(
      form.getByText('The fund password is incorrect: 4 tries left before withdrawals are locked'),
    ).toBeVisible();
    form = await requestWithdrawal(page, major(balance + 1_000_00));
    await expect(form.getByText('Insufficient balance')).toBeVisible();

    const header = await headerBalance(page);
    form = await requestWithdrawal(page, '100000');
    const done = form.getByTestId('withdraw-done');
    await expect(done).toContainText('of VND 100,000.00 requested');
    const id = Number(/#(\d+)/.exec((await done.textContent()) ?? '')?.[1]);
    await expect.poll(() => headerBalance(page)).toBe(header - 100_000_00);
    await expect(page.getByTestId('withdraw-held')).toHaveText('VND 100,000.00');
    const row = page.getByTestId('my-withdrawals').getByRole('row').nth(1);
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Pending review');

    await operator.approveWithdrawal(request, id);
    await page.reload();
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Paid');
    await row.getByRole('button', { name: 'Confirm receipt' }).click();
    const dialog = page.getByRole('dialog', { name: `Did you receive withdrawal #${id}?` });
    await dialog.getByRole('radio', { name: 'Received', exact: true }).check();
    await dialog.getByLabel('Proof image').setInputFiles(pngFile('proof.png'));
    await dialog.getByRole('button', { name: 'Send confirmation' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Received');
    await expect(page.getByTestId('withdraw-held')).toHaveText('VND 0.00');

    // The account record shows each step, newest first: paid out of the held account, held, the bets, the deposit.
    await page.goto('/member?page=transactionHistory');
    const ledger = page.getByTestId('ledger-table');
    await expect(ledger.getByRole('row').nth(1)).toContainText('Withdrawal paid');
    await expect(ledger.getByRole('row').nth(1)).toContainText('-100,000.00');
    await expect(ledger.getByRole('row').filter({ hasText: 'Withdrawal requested' })).toHaveCount(2);
    await page.getByLabel('Type').selectOption({ label: 'Deposit' });
    await expect(ledger.getByRole('row')).toHaveCount(2);
    await expect(ledger.getByRole('row').nth(1)).toContainText('200,000.00');
  });

  test('refusals: another payee name, above the balance, then before the turnover is met', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(page, request);
    await setUpWithdrawals(page, player, true);
    // No deposit yet: nothing to bet, but more than the wallet holds is refused.
    await expect(page.getByTestId('turnover-status')).toHaveText('No turnover required');
    const balance = await withdrawBalance(page);
    let form = await requestWithdrawal(page, major(balance + 100_000_00));
    await expect(form.getByText('Insufficient balance')).toBeVisible();

    await depositThroughGateway(page, '100,000.00', CARDS.PAID, player.payeeName);
    await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'CREDITED');
    await page.goto('/member?page=withdraw');
    await expect(page.getByTestId('turnover-status')).toHaveText('Bet VND 100,000.00 more to withdraw');
    form = await requestWithdrawal(page, '100000');
    await expect(form.getByRole('alert')).toHaveText('Bet VND 100,000.00 more to withdraw');
    await expect(page.getByTestId('my-withdrawals')).toContainText('No withdrawals yet.');
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`money pages at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('fit the width and pass axe (WCAG 2.1 A/AA: no serious or critical violation)', async ({ page }) => {
      await signIn(page, 'demo_player');
      for (const [route, ready] of [
        ['/member?page=depositv2', 'deposit-methods'],
        ['/member?page=withdraw', 'turnover'],
      ] as const) {
        await page.goto(route, { waitUntil: 'networkidle' });
        await expect(page.getByTestId(ready)).toBeVisible();
        if (route.endsWith('depositv2')) {
          await page.getByRole('radio', { name: /Bank transfer/ }).check();
          await expect(page.getByTestId('bank-details')).toBeVisible();
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        await expectAccessible(page, route);
      }
    });
  });
}
