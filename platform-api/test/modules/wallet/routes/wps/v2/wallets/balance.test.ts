import { fund, TEST_FUNDING as FUNDING_AMOUNT } from '../../../../../../helpers/funding';
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../../helpers/ledger';
import { TEST_AUTH } from '../../../../../../helpers/login';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });

describe.each(BACKENDS)('the wallet balance (GET /wps/v2/wallets/balance) on %s', (backend) => {
  let t: TestApp;
  let merchantId: number;
  let seq = 0;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    merchantId = (await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'DEMO'")).rows[0]!.id;
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A new member with a session; a real one is funded with FUNDING_AMOUNT unless `funded` is false. */
  const member = async (type = 0, funded = true) => {
    seq += 1;
    const { members, sessions } = t.app;
    const m = await members.create({ merchantId, username: `wallet_${seq}`, passwordHash: 'x', type });
    if (type !== 4 && funded) await fund(t.app, m.id);
    return { id: m.id, token: await sessions.create(m.id, 3600) };
  };
  const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const get = async (url: string, token: string | null) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  const fundings = async (memberId: number) =>
    (await t.db.query("SELECT 1 FROM ledger_transactions WHERE member_id = $1 AND kind = 'FUNDING'", [memberId])).rows
      .length;
  const postings = async (memberId: number) =>
    (await t.db.query('SELECT 1 FROM ledger_transactions WHERE member_id = $1', [memberId])).rows.length;

  it('starts a new member at 0 (reading moves no money), then answers what came in (no vendor wallets when single)', async () => {
    const fresh = await member(0, false);
    for (const r of await Promise.all([1, 2].map(() => get('/wps/v2/wallets/balance', fresh.token))))
      expect(r.body.value).toEqual({ balance: 0, currency: 'VND', wallets: [] });
    expect((await get('/wps/member/header', fresh.token)).body.value.balance).toBe(0);
    expect(await postings(fresh.id)).toBe(0);
    const m = await member();
    const replies = await Promise.all([1, 2, 3, 4].map(() => get('/wps/v2/wallets/balance', m.token)));
    for (const r of replies)
      expect(r).toEqual({
        status: 200,
        body: { success: true, message: null, value: { balance: FUNDING_AMOUNT, currency: 'VND', wallets: [] } },
      });
    expect(await postings(m.id)).toBe(1);
    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.every((x) => x.total === 0)).toBe(true);
  });

  it('401s a guest and 403s a trial (nothing funded)', async () => {
    expect(await get('/wps/v2/wallets/balance', null)).toEqual({
      status: 401,
      body: err('UNAUTHORIZED', 'err_not_logged_in'),
    });
    expect(await get('/wps/v2/wallets/balance', 'not-a-token')).toMatchObject({ status: 401 });
    const trial = await member(4);
    expect(await get('/wps/v2/wallets/balance', trial.token)).toEqual({
      status: 403,
      body: err('TRIAL_FORBIDDEN', 'in_need_true_account'),
    });
    expect(await fundings(trial.id)).toBe(0);
  });
});
