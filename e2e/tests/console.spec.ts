import { type Page } from '@playwright/test';
import { consoleSignIn } from './support/console';
import { pngFile } from './support/files';
import { CARDS, depositThroughGateway, headerBalance, minor, rollDice } from './support/money';
import { sessionToken } from './support/player';
import { registerPlayer } from './support/register';
import { expect, test } from './support/test';

/** The player submits a bank-transfer deposit of `amount` with a receipt; answers the deposit's number. */
async function submitBankTransfer(page: Page, amount: string, payer: string): Promise<number> {
  await page.goto('/member?page=depositv2');
  const deposit = page.getByTestId('deposit');
  await deposit.getByRole('radio', { name: /Bank transfer/ }).check();
  await deposit.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await deposit.getByLabel('Name on the paying account').fill(payer);
  await deposit.getByLabel('Transfer receipt').setInputFiles(pngFile('receipt.png'));
  await deposit.getByRole('button', { name: 'Submit deposit' }).click();
  const result = page.getByTestId('deposit-result');
  await expect(result).toContainText('Awaiting review');
  return Number(/#(\d+)/.exec((await result.textContent()) ?? '')?.[1]);
}

test.describe("the operators' console", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('demo_finance signs in with an authenticator code and approves a bank transfer a player sent from another browser', async ({
    page,
    request,
    browser,
  }) => {
    const player = await registerPlayer(page, request);
    const before = await headerBalance(page);
    const id = await submitBankTransfer(page, '150000', player.payeeName);
    expect(id).toBeGreaterThan(0);

    const desk = await browser.newPage({ baseURL: new URL(page.url()).origin, viewport: { width: 1366, height: 900 } });
    await consoleSignIn(desk, 'demo_finance');
    await desk.getByRole('link', { name: 'Deposits' }).click();
    const table = desk.getByTestId('deposits-table');
    const row = table.getByRole('row').filter({ hasText: player.username });
    await expect(row).toContainText('150,000.00');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(desk.getByText(`Deposit ${id} credited`, { exact: true })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: player.username })).toHaveCount(0);

    // The decision is the person's, in the audit chain (which finance cannot read: the auditor looks).
    await expect(desk.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await desk.getByTestId('sign-out').click();
    await consoleSignIn(desk, 'demo_auditor');
    await desk.getByRole('link', { name: 'Audit log' }).click();
    const entry = desk.getByTestId('audit-table').getByRole('row').filter({ hasText: 'deposit.approve' }).first();
    await expect(entry).toContainText('demo_finance');
    await expect(entry).toContainText('Finance');
    await desk.getByTestId('audit-verify').click();
    await expect(desk.getByTestId('audit-verdict')).toContainText('The chain is intact');
    await desk.close();

    await page.reload();
    await expect.poll(() => headerBalance(page)).toBe(before + 15_000_000);
  });

  test('demo_support finds a player but has no deposits to decide: no menu entry, a refused page, and the API refuses the call', async ({
    page,
  }) => {
    await consoleSignIn(page, 'demo_support');
    const nav = page.getByRole('navigation', { name: 'Back office sections' });
    await nav.getByRole('link', { name: 'Players' }).click();
    await page.getByLabel('Username, mobile, e-mail, member ID or IP').fill('demo_player');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('player-demo_player').click();
    await expect(page.getByTestId('player-overview')).toContainText('demo_player@');
    // Support may message the player, not lock it or touch its limits.
    const actions = page.getByTestId('player-actions');
    await expect(actions.getByRole('button', { name: 'Send a message' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Lock' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Outbox' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Deposits' })).toHaveCount(0);
    await page.goto('/console/deposits');
    await expect(page.getByText('Your role cannot open this page')).toBeVisible();
    // The same session, straight at the API: refused by the permission table, not only hidden.
    const csrf = await page.evaluate(() => localStorage.getItem('ops_csrf'));
    const res = await page.request.post('/ops/deposits/1/approve', { headers: { 'x-csrf-token': csrf ?? '' } });
    expect([res.status(), (await res.json()).code]).toEqual([403, 'FORBIDDEN']);
  });
});

test.describe("the operators' dashboard", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("today's GGR moves by exactly what the rounds a player just played staked minus what they paid", async ({
    page,
    request,
    browser,
  }) => {
    const player = await registerPlayer(page, request);
    await depositThroughGateway(page, '200,000.00', CARDS.PAID, player.payeeName);
    const office = await browser.newPage({
      viewport: { width: 1366, height: 900 },
      baseURL: new URL(page.url()).origin,
    });
    await consoleSignIn(office, 'demo_finance2');
    const ggr = async () => {
      await office.goto('/console/dashboard');
      await office.getByRole('radio', { name: 'Today' }).check();
      const card = office.getByTestId('figure-ggr');
      await expect(office.getByTestId('dashboard-range')).toBeVisible();
      const text = (await card.locator('dd').textContent()) ?? '';
      return (text.includes('-') ? -1 : 1) * minor(text);
    };
    const before = await ggr();
    const played = await rollDice(request, await sessionToken(page), 12, 50_000);
    expect(played.stakes).toBe(12 * 50_000);
    await expect.poll(ggr).toBe(before + played.stakes - played.payouts);
    await office.close();
  });
});
