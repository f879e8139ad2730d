import { login } from './support/auth';
import { headerBalance } from './support/money';
import { bankTransferDeposit, decideDeposit, sessionToken } from './support/player';
import { registerPlayer } from './support/register';
import { expect, test } from './support/test';

const FUND_PASSWORD = '246810';

test.describe('transfer to upline', () => {
  test('a downline sets its fund password, transfers to its agent, and the agent is told', async ({
    page,
    request,
  }) => {
    // A player who joined through demo_agent's invitation code, with a credited bank transfer of 500,000.00.
    const player = await registerPlayer(page, request, { prefix: 'tu', invitationCode: 'DEMOAGENT' });
    const deposit = await bankTransferDeposit(request, await sessionToken(page), 500_000_00);
    await decideDeposit(request, deposit.id, 'approve');

    await page.goto('/member?page=transferUpline');
    const panel = page.getByTestId('transfer-upline');
    await expect(panel.getByTestId('upline-account')).toContainText('Demo Agent');
    await expect(panel.getByTestId('upline-balance')).toHaveText('VND 500,000.00');

    // No fund password yet: the page sends the player to set one on the withdraw page.
    await panel.getByRole('button', { name: 'Set fund password' }).click();
    await expect(page).toHaveURL(/page=withdraw/);
    const fund = page.getByTestId('withdraw').getByTestId('fund-password');
    await fund.getByLabel('New fund password').fill(FUND_PASSWORD);
    await fund.getByLabel('Confirm fund password').fill(FUND_PASSWORD);
    await fund.getByRole('button', { name: 'Set fund password' }).click();
    await expect(fund).toContainText('Your fund password is set');

    await page.goto('/member?page=transferUpline');
    const form = page.getByTestId('transfer-upline');
    const send = async (amount: string, password: string) => {
      await form.getByLabel('Amount').fill(amount);
      await form.getByLabel('Fund password').fill(password);
      await form.getByRole('button', { name: 'Transfer to upline' }).click();
    };
    // More than the wallet holds is stopped on the page; a wrong fund password by the server.
    await send('500,000.01', FUND_PASSWORD);
    await expect(form.getByText('The amount is more than your balance')).toBeVisible();
    await send('1,000', '135790');
    await expect(form.getByRole('alert')).toContainText('4 tries left');

    const before = await headerBalance(page);
    await send('120,000.50', FUND_PASSWORD);
    await expect(page.getByText('120,000.50 VND transferred to Demo Agent.').first()).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before - 120_000_50);
    await expect(form.getByTestId('upline-balance')).toHaveText('VND 379,999.50');

    // The account record shows the transfer.
    await page.goto('/member?page=transactionHistory');
    const first = page.getByTestId('ledger-table').getByRole('row').nth(1);
    await expect(first).toContainText('Transfer to upline');
    await expect(first).toContainText('-120,000.50');

    // The agent finds the money and a message naming the player.
    await page.getByTestId('header-logged-in').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await login(page, 'demo_agent', 'Demo@1234');
    // An agent's login lands in the agent centre (SPEC §4).
    await expect(page).toHaveURL(/\/agentHome$/);
    await page.goto('/member?page=messageV2');
    await page
      .getByRole('button', { name: /^Unread: Transfer received/ })
      .first()
      .click();
    await expect(page.getByText(`${player.username} transferred 120,000.50 VND to your wallet.`).first()).toBeVisible();
  });
});
