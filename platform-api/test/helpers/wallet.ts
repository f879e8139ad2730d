import { fund } from './funding';
import type { TestApp } from './app';

/**
 * What the wallet and header tests share: `member` makes a DEMO member with a session (a real one funded
 * with TEST_FUNDING unless `funded` is false), `get` reads an endpoint as that member, `fundings` counts
 * the member's FUNDING ledger transactions. Build it in `beforeAll`, after `setupApp`.
 */
export async function walletHelpers(t: TestApp, prefix = 'wallet') {
  const merchantId = (await t.app.merchants.findByCode('DEMO'))!.id;
  let seq = 0;
  const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    merchantId,
    auth,
    /** A fresh number for usernames and request ids. */
    next: () => (seq += 1),
    member: async (type = 0, funded = true) => {
      seq += 1;
      const { members, sessions } = t.app;
      const m = await members.create({ merchantId, username: `${prefix}_${seq}`, passwordHash: 'x', type });
      if (type !== 4 && funded) await fund(t.app, m.id);
      return { id: m.id, token: await sessions.create(m.id, 3600) };
    },
    get: async (url: string, token: string | null) => {
      const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
      return { status: res.statusCode, body: res.json() as any };
    },
    fundings: async (memberId: number) =>
      (await t.db.query("SELECT 1 FROM ledger_transactions WHERE member_id = $1 AND kind = 'FUNDING'", [memberId])).rows
        .length,
  };
}
