import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { OPERATOR_KEY } from '../../playwright.config';
import { codeSentBy } from './auth';
import { PNG } from './files';

const unique = () => `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

export interface Player {
  username: string;
  password: string;
  /** The national number registered (dial code 84). */
  mobile: string;
}

/**
 * Registers a fresh player through the sign-up modal (both steps, SMS code from the dev outbox, ID photos) and
 * leaves them logged in on the site: a journey that changes a player's data gets a player of its own.
 */
export async function registerPlayer(page: Page, request: APIRequestContext): Promise<Player> {
  const player = {
    username: `e2e_${unique()}`,
    password: 'Player@2026',
    mobile: `96${String(Date.now()).slice(-7)}`,
  };
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  const step1 = dialog.getByTestId('register-step-1');
  await step1.getByLabel('Username').fill(player.username);
  await step1.getByLabel(/^Password/).fill(player.password);
  await step1.getByLabel('Confirm password').fill(player.password);
  await step1.getByLabel('Country code').selectOption('84');
  await step1.getByLabel('Mobile number').fill(player.mobile);
  const code = await codeSentBy(request, `+84${player.mobile}`, () =>
    step1.getByRole('button', { name: 'Send code' }).click(),
  );
  await step1.getByLabel('Verification code').fill(code);
  await step1.getByLabel('E-mail').fill(`${player.username}@example.com`);
  await step1.getByLabel('Date of birth').fill('1990-05-01');
  await step1.getByRole('button', { name: 'Next' }).click();

  const step2 = dialog.getByTestId('register-step-2');
  await step2.getByLabel('ID type').selectOption({ label: 'Passport' });
  await step2.getByLabel('ID number').fill(`P${Date.now().toString().slice(-7)}`);
  await step2.getByLabel('Place of birth').fill('Ha Noi');
  await step2.getByLabel('Current address').fill('1 Test Street, Ha Noi');
  await step2.getByLabel('Nationality').selectOption('VN');
  await step2.getByLabel('Nature of work').selectOption({ label: 'Professionals' });
  await step2.getByLabel('Source of income').selectOption({ label: 'Employed' });
  const png = { name: 'id.png', mimeType: 'image/png', buffer: PNG };
  await step2.getByLabel('Front of your ID').setInputFiles(png);
  await step2.getByLabel('Selfie with the front side').setInputFiles(png);
  await step2.getByLabel(/agree to the terms/).check();
  await step2.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Upload successful' })).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByTestId('header-logged-in')).toContainText(player.username);
  return player;
}

/** The logged-in session's token (session storage), for the API calls a journey makes on the player's behalf. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('not logged in');
  return token;
}

const operator = { 'x-operator-key': OPERATOR_KEY, 'x-operator-actor': 'e2e' };

/**
 * A bank-transfer deposit the player makes through the API (POST /wps/payments/deposits/bank-transfer, with a
 * receipt image), of `amount` minor units or the method's minimum; answers the PENDING deposit's id.
 */
export async function bankTransferDeposit(request: APIRequestContext, token: string, amount?: number) {
  const auth = { authorization: `Bearer ${token}` };
  const methods = await request.get('/wps/payments/methods', { headers: auth });
  expect(methods.ok()).toBe(true);
  const list = (await methods.json()).value.methods as { code: string; kind: string; minAmount: number }[];
  const bank = list.find((m) => m.kind === 'BANK_TRANSFER');
  if (!bank) throw new Error('no bank-transfer method');
  const res = await request.post('/wps/payments/deposits/bank-transfer', {
    headers: auth,
    multipart: {
      methodCode: bank.code,
      amount: String(amount ?? bank.minAmount),
      requestId: `e2e${unique()}${unique()}`,
      payerName: 'E2E Player',
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value.deposit as { id: number; amount: number };
}

/** The operator approves (credits) or rejects a bank-transfer deposit through /ops/deposits. */
export async function decideDeposit(request: APIRequestContext, id: number, decision: 'approve' | 'reject') {
  const res = await request.post(`/ops/deposits/${id}/${decision}`, {
    headers: operator,
    ...(decision === 'reject' ? { data: { reason: 'Receipt unreadable' } } : {}),
  });
  expect(res.ok(), await res.text()).toBe(true);
}
