import { TEST_FUNDING as FUNDING_AMOUNT } from '../../../../../../helpers/funding';
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../../helpers/ledger';
import { TEST_AUTH } from '../../../../../../helpers/login';
import { walletHelpers } from '../../../../../../helpers/wallet';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });

describe.each(BACKENDS)('the wallet balance (GET /wps/v2/wallets/balance) on %s', (backend) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof walletHelpers>>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    w = await walletHelpers(t);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const postings = async (memberId: number) =>
    (await t.db.query('SELECT 1 FROM ledger_transactions WHERE member_id = $1', [memberId])).rows.length;

  it('starts a new member at 0 (reading moves no money), then answers what came in (no vendor wallets when single)', async () => {
    const fresh = await w.member(0, false);
    for (const r of await Promise.all([1, 2].map(() => w.get('/wps/v2/wallets/balance', fresh.token))))
      expect(r.body.value).toEqual({ balance: 0, currency: 'VND', wallets: [] });
    expect((await w.get('/wps/member/header', fresh.token)).body.value.balance).toBe(0);
    expect(await postings(fresh.id)).toBe(0);
    const m = await w.member();
    const replies = await Promise.all([1, 2, 3, 4].map(() => w.get('/wps/v2/wallets/balance', m.token)));
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
    expect(await w.get('/wps/v2/wallets/balance', null)).toEqual({
      status: 401,
      body: err('UNAUTHORIZED', 'err_not_logged_in'),
    });
    expect(await w.get('/wps/v2/wallets/balance', 'not-a-token')).toMatchObject({ status: 401 });
    const trial = await w.member(4);
    expect(await w.get('/wps/v2/wallets/balance', trial.token)).toEqual({
      status: 403,
      body: err('TRIAL_FORBIDDEN', 'in_need_true_account'),
    });
    expect(await w.fundings(trial.id)).toBe(0);
  });
});
