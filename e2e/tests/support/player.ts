import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { opsHeaders } from './ops-auth';
import { PNG } from './files';

const unique = () => `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/** The logged-in session's token (session storage), for the API calls a journey makes on the player's behalf. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('not logged in');
  return token;
}

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
    headers: opsHeaders(),
    ...(decision === 'reject' ? { data: { reason: 'Receipt unreadable' } } : {}),
  });
  expect(res.ok(), await res.text()).toBe(true);
}
