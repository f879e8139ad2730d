import { expect, type Locator, type Page } from '@playwright/test';
import type { Player } from './register';

export const FUND_PASSWORD = '246810';

/** On the withdraw page (`withdraw`: its `withdraw` test id): sets the fund password, its first step. */
export async function setFundPassword(withdraw: Locator) {
  const fund = withdraw.getByTestId('fund-password');
  await fund.getByLabel('New fund password').fill(FUND_PASSWORD);
  await fund.getByLabel('Confirm fund password').fill(FUND_PASSWORD);
  await fund.getByRole('button', { name: 'Set fund password' }).click();
  await expect(fund).toContainText('Your fund password is set.');
}

/** On the withdraw page: sets the fund password and binds an account in the player's registered name. */
export async function setUpWithdrawals(page: Page, player: Player, tryOtherPayee = false) {
  await page.goto('/member?page=withdraw');
  const withdraw = page.getByTestId('withdraw');
  await expect(withdraw.getByTestId('withdraw-setup')).toBeVisible();
  await setFundPassword(withdraw);
  const accounts = withdraw.getByTestId('bank-accounts');
  await accounts.getByLabel('Bank name').fill('Vietcombank');
  await accounts.getByLabel('Account number', { exact: true }).fill('0123456789');
  await accounts.getByLabel('Confirm account number').fill('0123456789');
  if (tryOtherPayee) {
    await accounts.getByLabel('Payee name').fill('SOMEONE ELSE');
    await accounts.getByRole('button', { name: 'Bind account' }).click();
    await expect(accounts.getByText('The payee name must match your registered name')).toBeVisible();
  }
  await accounts.getByLabel('Payee name').fill(player.payeeName);
  await accounts.getByRole('button', { name: 'Bind account' }).click();
  await expect(withdraw.getByTestId('withdraw-request')).toBeVisible();
  await expect(withdraw.getByTestId('bank-account')).toHaveText(/Vietcombank \*+6789/);
}

/** Fills and sends the withdrawal form. */
export async function requestWithdrawal(page: Page, amount: string, fundPassword = FUND_PASSWORD) {
  const form = page.getByTestId('withdraw-request');
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByLabel('Fund password').fill(fundPassword);
  await form.getByRole('button', { name: 'Withdraw' }).click();
  return form;
}
