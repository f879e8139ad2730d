import { consoleSignIn } from './support/console';
import { CARDS, depositThroughGateway, minor, rollDice } from './support/money';
import { sessionToken } from './support/player';
import { registerPlayer } from './support/register';
import { expect, test } from './support/test';

/** Signed minor units of an amount as the console shows it ("-1,234.50 ₫" → -123450). */
const signed = (text: string) => (text.includes('-') ? -1 : 1) * minor(text);

test.describe("the operators' reports", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("a player's row of the report by player equals exactly the rounds the test played", async ({
    page,
    request,
    browser,
  }) => {
    const player = await registerPlayer(page, request, { prefix: 'rep' });
    await depositThroughGateway(page, '100,000.00', CARDS.PAID, player.payeeName);
    const played = await rollDice(request, await sessionToken(page), 7, 50_000);
    expect(played.stakes).toBe(7 * 50_000);

    const office = await browser.newPage({
      viewport: { width: 1366, height: 900 },
      baseURL: new URL(page.url()).origin,
    });
    await consoleSignIn(office, 'demo_admin');
    await office
      .getByRole('navigation', { name: 'Back office sections' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await office.getByRole('tab', { name: 'By player' }).click();
    await expect(office.getByTestId('report-range')).toContainText('Asia/Ho_Chi_Minh');
    const table = office.getByTestId('report-players-table');
    const row = table.getByRole('row').filter({ hasText: player.username });
    // Highest GGR first, 20 a page: the player (who may have won) can be on a later page of a busy demo brand.
    const next = office.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    while ((await row.count()) === 0 && (await next.isEnabled())) {
      const first = (await table.getByRole('row').nth(1).textContent()) ?? '';
      await next.click();
      await expect(table.getByRole('row').nth(1)).not.toHaveText(first);
    }
    await expect(row).toHaveCount(1);
    const cell = async (label: string) => signed((await row.locator(`[data-label="${label}"]`).textContent()) ?? '');
    expect(await cell('Stakes')).toBe(played.stakes);
    expect(await cell('Payouts')).toBe(played.payouts);
    expect(await cell('GGR')).toBe(played.stakes - played.payouts);
    expect(await row.locator('[data-label="Rounds"]').textContent()).toBe('7');
    await expect(office.getByTestId('report-chart')).toBeVisible();
    await office.close();
  });

  test('a deposit the test makes appears in the deposits report: its credited total grows by the amount', async ({
    page,
    request,
    browser,
  }) => {
    const player = await registerPlayer(page, request, { prefix: 'repdep' });
    const office = await browser.newPage({
      viewport: { width: 1366, height: 900 },
      baseURL: new URL(page.url()).origin,
    });
    await consoleSignIn(office, 'demo_finance');
    /** The card "Deposits credited" of today's deposits and withdrawals report (DEMO's last 7 days). */
    const credited = async () => {
      await office.goto('/console/reports/cashflow');
      await expect(office.getByTestId('report-range')).toContainText('Asia/Ho_Chi_Minh');
      return minor((await office.getByTestId('report-card-deposits-approved').locator('dd').textContent()) ?? '');
    };
    const before = await credited();
    await depositThroughGateway(page, '100,000.00', CARDS.PAID, player.payeeName);
    // Other tests may deposit at the same time: the total grows by at least this deposit.
    await expect.poll(credited).toBeGreaterThanOrEqual(before + 100_000_00);
    await expect(office.getByTestId('report-methods-table')).toBeVisible();
    await expect(office.getByTestId('report-chart')).toBeVisible();
    await office.close();
  });
});
