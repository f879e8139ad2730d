import type { TestApp } from './app';
import { demoMerchant } from './agency';
import { call, newMember, rid } from './payments';
import { FUND_PASSWORD, ops, postEncrypted } from './withdrawals';

/** The points mall's test calls (issue 14): members with a fund password, grants, redemptions and conversions. */
export function pointsHelpers(t: TestApp) {
  const h = {
    /** A real DEMO member with its fund password set (FUND_PASSWORD) and `points` granted by the operator. */
    async member(prefix: string, points = 0, type = 0) {
      const m = await newMember(t, prefix, type);
      if (type !== 4) {
        const fp = await postEncrypted(t, '/wps/withdrawals/fund-password', m.token, {
          fundPassword: FUND_PASSWORD,
          confirmFundPassword: FUND_PASSWORD,
        });
        if (fp.status !== 200) throw new Error(JSON.stringify(fp.body));
      }
      if (points > 0) await h.grant(m.username, points);
      return m;
    },
    /** The operator grants points (POST /ops/points/grant). */
    async grant(account: string, points: number, requestId = rid()) {
      const r = await call(t, 'POST', '/ops/points/grant', { headers: ops, payload: { account, points, requestId } });
      if (r.status !== 200) throw new Error(JSON.stringify(r.body));
      return r.body.value as { balance: number };
    },
    /** An item of DEMO made by the operator (POST /ops/points/items); its id. */
    async item(cost: number, stock: number, o: Record<string, unknown> = {}): Promise<number> {
      const payload = { name: { EN: `Item ${rid()}`, TY: 'Món quà' }, cost, stock, ...o };
      const r = await call(t, 'POST', '/ops/points/items', { headers: ops, payload });
      if (r.status !== 200) throw new Error(JSON.stringify(r.body));
      return r.body.value.id as number;
    },
    redeem: (token: string | null, body: Record<string, unknown>) =>
      postEncrypted(t, '/wps/points/redeem', token, {
        quantity: 1,
        fundPassword: FUND_PASSWORD,
        requestId: rid(),
        ...body,
      }),
    convert: (token: string | null, body: Record<string, unknown>) =>
      postEncrypted(t, '/wps/points/convert', token, { fundPassword: FUND_PASSWORD, requestId: rid(), ...body }),
    /** The operator approves or rejects a redemption (a rejection always gives a reason, as every review queue's). */
    decide: (id: number, approve: boolean, reason = 'Out of stock') =>
      call(t, 'POST', `/ops/points/redemptions/${id}/${approve ? 'approve' : 'reject'}`, {
        headers: ops,
        ...(approve ? {} : { payload: { reason } }),
      }),
    balance: async (token: string) => (await call(t, 'GET', '/wps/points/balance', { token })).body.value,
    stock: async (id: number) => {
      const r = await call(t, 'GET', '/ops/points/items', { headers: ops });
      return (r.body.value.items as { id: number; stock: number }[]).find((i) => i.id === id)!.stock;
    },
    /** How many postings of `kind` the member has. */
    async postings(memberId: number, kind: string) {
      const { rows } = await t.db.query<{ n: unknown }>(
        'SELECT count(*) AS n FROM ledger_transactions WHERE member_id = $1 AND kind = $2',
        [memberId, kind],
      );
      return Number(rows[0]!.n);
    },
    merchant: () => demoMerchant(t),
  };
  return h;
}
