import type { OperatorRole } from 'shared-contracts';
import { createOperatorSessionsRepository } from '../../src/modules/operators/operator-sessions-repository';
import type { TestApp } from './app';
import { newMember, postBankTransfer, rid, type Json } from './payments';

/** An operator of `role` working for `merchants` (codes; the owner: all) with an open session: its id and headers. */
export async function opsOperator(t: TestApp, username: string, role: OperatorRole, merchants: string[] = ['DEMO']) {
  const merchantIds: number[] = [];
  for (const code of merchants) merchantIds.push((await t.app.merchants.findByCode(code))!.id);
  const id = await t.app.operators.create({ username, password: 'x', role, merchantIds });
  const s = await createOperatorSessionsRepository(t.db).create({
    operatorId: id,
    stage: 'open',
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { id, username, headers: { cookie: `ops_session=${s.token}`, 'x-csrf-token': s.csrfToken! } };
}
export type OpsOperator = Awaited<ReturnType<typeof opsOperator>>;

/** Calls an /ops route as `who` (its headers), answering status and JSON. */
export async function asOps(
  t: TestApp,
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A DEMO member's PENDING bank-transfer deposit of `amount` (minor units): its id and the member. */
export async function pendingDeposit(t: TestApp, prefix: string, amount: number) {
  const m = await newMember(t, prefix);
  const r = await postBankTransfer(t, m.token, {
    methodCode: 'BANK',
    amount: String(amount),
    requestId: rid(),
  });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return { id: r.body.value.deposit.id as number, member: m };
}
