import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { opsHeaders } from './ops-auth';

/** Opens the login modal from the header of /index. */
export async function openLogin(page: Page) {
  await page.goto('/index');
  await page.getByTestId('header').getByRole('button', { name: 'Login' }).click();
  return page.getByRole('dialog', { name: 'Login' });
}

/**
 * Fills and submits the username login form (disclaimer ticked). The username input is found by role: the
 * login tabs' panel is labelled by its "Username" tab, so a label query would find both.
 */
export async function login(page: Page, username: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel(/accept the disclaimer/).check();
  await dialog.getByRole('button', { name: 'Login' }).click();
  return dialog;
}

type OutboxItem = { code: string | null; createdAt: string };

/**
 * Messages the default provider "sent" to `to` (+<dial code><number> or an e-mail), newest first, read as the
 * operator reads them (`GET /ops/outbox` with an operator token: there is no public view of the outbox).
 */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxItem[]> {
  const res = await request.get(`/ops/outbox?to=${encodeURIComponent(to)}`, {
    headers: opsHeaders(),
  });
  if (!res.ok()) throw new Error(`GET /ops/outbox: ${res.status()} ${await res.text()}`);
  return (await res.json()).value.list as OutboxItem[];
}

/** Waits for a message to `to` newer than those sent before `action`, and returns its code. */
export async function codeSentBy(request: APIRequestContext, to: string, action: () => Promise<void>): Promise<string> {
  const before = (await outbox(request, to)).length;
  await action();
  let code = '';
  await expect(async () => {
    const list = await outbox(request, to);
    expect(list.length).toBeGreaterThan(before);
    code = list[0]?.code ?? '';
    expect(code).not.toBe('');
  }).toPass();
  return code;
}
