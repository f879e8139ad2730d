import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import { signPaymentBody } from '../../src/modules/payments/payment-signature';
import type { TestApp } from './app';

/** A real 2×2 PNG. */
export const PNG_BYTES = PNG.sync.write(
  Object.assign(new PNG({ width: 2, height: 2 }), { data: Buffer.alloc(16, 90) }),
);
/** A real 1×1 JPEG. */
export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function formData(parts: Part[]) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.type ? `Content-Type: ${p.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** A fresh client request id. */
export const rid = (): string => `r${randomBytes(8).toString('hex')}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
export type Json = any;

/** Calls the app and answers status and JSON. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  o: { token?: string | null; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...bearer(o.token ?? null), ...o.headers },
    ...(o.payload === undefined ? {} : { payload: o.payload as string }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A new member of the DEMO merchant (type 0 real, 4 trial) with a session token. */
export async function newMember(t: TestApp, prefix: string, type = 0) {
  const merchant = (await t.app.merchants.findByCode('DEMO'))!;
  const m = await t.app.members.create({
    merchantId: merchant.id,
    username: `${prefix}_${randomBytes(4).toString('hex')}`,
    passwordHash: 'x',
    type,
  });
  return { id: m.id, username: m.username, token: await t.app.sessions.create(m.id, 3600) };
}

/** Posts a bank-transfer deposit (multipart). */
export async function postBankTransfer(
  t: TestApp,
  token: string | null,
  fields: Record<string, string>,
  receipt: Part | null = { name: 'receipt', filename: 'receipt.png', type: 'image/png', data: PNG_BYTES },
) {
  const parts: Part[] = Object.entries(fields).map(([name, data]) => ({ name, data }));
  if (receipt) parts.push(receipt);
  const { payload, contentType } = formData(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/payments/deposits/bank-transfer',
    payload,
    headers: { 'content-type': contentType, ...bearer(token) },
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** Signs and posts a demo-PSP callback as the provider would (`secret` defaults to the merchant's). */
export async function postCallback(
  t: TestApp,
  body: Record<string, unknown>,
  o: { secret?: string; signature?: string; merchantCode?: string } = {},
) {
  const merchant = (await t.app.merchants.findByCode('DEMO'))!;
  const payload = JSON.stringify(body);
  const secret = o.secret ?? (await t.app.merchants.secret(merchant.id, 'psp_demo_psp'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/payments/callback/demo-psp',
    headers: {
      'content-type': 'application/json',
      'x-merchant-code': o.merchantCode ?? 'DEMO',
      'x-signature': o.signature ?? signPaymentBody(payload, secret),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** The member's main balance and unread messages, read from the services. */
export async function walletOf(t: TestApp, memberId: number) {
  const merchant = (await t.app.merchants.findByCode('DEMO'))!;
  return {
    balance: await t.app.wallet.mainBalance(merchant, memberId),
    unread: await t.app.inbox.unreadCount(memberId),
  };
}

/** The member's messages (kind, params, title), oldest first. */
export async function messagesOf(t: TestApp, memberId: number) {
  const { rows } = await t.db.query<{ kind: string | null; params: Json; title: string }>(
    'SELECT kind, params, title FROM member_messages WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows;
}

/** How many DEPOSIT postings the ledger holds for a deposit. */
export async function depositPostings(t: TestApp, depositId: number): Promise<number> {
  const { rows } = await t.db.query(
    "SELECT 1 FROM ledger_transactions WHERE kind = 'DEPOSIT' AND idempotency_key = $1",
    [`deposit:${depositId}`],
  );
  return rows.length;
}
