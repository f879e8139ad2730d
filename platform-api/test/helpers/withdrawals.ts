import { encryptPayload } from 'shared-contracts';
import type { TestApp } from './app';
import { OPS_AUTH } from './app';
import { fund } from './funding';
import { bearer, call, formData, newMember, PNG_BYTES, postBankTransfer, rid, type Json, type Part } from './payments';

export const ops = { authorization: OPS_AUTH };
export const PAYEE = 'NGUYEN VAN A';
export const FUND_PASSWORD = '246810';

/** POSTs an encrypted body (the merchant's public key of /wps/system/config), as the client does for password calls. */
export async function postEncrypted(t: TestApp, url: string, token: string | null, body: unknown) {
  const publicKey: string = (await t.app.inject({ method: 'GET', url: '/wps/system/config' })).json().value.publicKey;
  return call(t, 'POST', url, { token, payload: { encrypted: await encryptPayload(publicKey, body) } });
}

/** A real DEMO member with a registered payee name and `balance` in its main wallet (funded from the house). */
export async function payee(t: TestApp, prefix: string, balance = 0, type = 0) {
  const m = await newMember(t, prefix, type);
  await t.app.members.setProfile(m.id, { payeeName: PAYEE, registerIp: '10.0.0.1' });
  if (balance > 0) await fund(t.app, m.id, balance);
  return m;
}

/** Binds an account, sets the fund password: ready to request. Answers the member and the account id. */
export async function readyMember(t: TestApp, prefix: string, balance: number) {
  const m = await payee(t, prefix, balance);
  const acc = await call(t, 'POST', '/wps/withdrawals/bank-accounts', {
    token: m.token,
    payload: { bankName: 'Vietcombank', accountNumber: `0123${Math.floor(Math.random() * 1e8)}`, payeeName: PAYEE },
  });
  if (acc.status !== 200) throw new Error(JSON.stringify(acc.body));
  const fp = await postEncrypted(t, '/wps/withdrawals/fund-password', m.token, {
    fundPassword: FUND_PASSWORD,
    confirmFundPassword: FUND_PASSWORD,
  });
  if (fp.status !== 200) throw new Error(JSON.stringify(fp.body));
  return { ...m, accountId: acc.body.value.id as number };
}

/** Requests a withdrawal (encrypted). */
export const requestWithdrawal = (
  t: TestApp,
  token: string | null,
  body: Partial<{ bankAccountId: number; amount: number; fundPassword: string; requestId: string }>,
) => postEncrypted(t, '/wps/withdrawals', token, { fundPassword: FUND_PASSWORD, requestId: rid(), ...body });

/** Confirms a withdrawal with a proof (multipart). */
export async function confirm(t: TestApp, token: string | null, fields: Record<string, string>, proof: Part | null) {
  const parts: Part[] = Object.entries(fields).map(([name, data]) => ({ name, data }));
  if (proof) parts.push(proof);
  const { payload, contentType } = formData(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/withdrawals/confirm',
    payload,
    headers: { 'content-type': contentType, ...bearer(token) },
  });
  return { status: res.statusCode, body: res.json() as Json };
}

export const pngProof: Part = { name: 'proof', filename: 'proof.png', type: 'image/png', data: PNG_BYTES };

/** A credited bank-transfer deposit of `amount` for the member (approved by the operator). */
export async function creditedDeposit(t: TestApp, token: string, amount: number) {
  const r = await postBankTransfer(t, token, { methodCode: 'BANK', amount: String(amount), requestId: rid() });
  const id = r.body.value.deposit.id as number;
  const a = await call(t, 'POST', `/ops/deposits/${id}/approve`, { headers: ops });
  if (a.status !== 200) throw new Error(JSON.stringify(a.body));
  return id;
}

/** A settled real-money round of `stake` for the member, as the seamless wallet records it. */
export async function settledBet(t: TestApp, memberId: number, stake: number, fun = false) {
  await t.db.query(
    `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, round_id, currency, stake, status, fun, settled_at)
     SELECT merchant_id, id, 'DEMO', 'g1', $2, 'VND', $3, 'SETTLED', $4, now() FROM members WHERE id = $1`,
    [memberId, rid(), stake, fun],
  );
}
