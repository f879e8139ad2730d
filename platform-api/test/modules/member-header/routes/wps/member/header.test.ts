import { FUN_CHIPS } from '../../../../../../src/modules/wallet/wallet-service';
import { fund, TEST_FUNDING as FUNDING_AMOUNT } from '../../../../../helpers/funding';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });

describe.each(BACKENDS)('the header balance (GET /wps/member/header) on %s', (backend) => {
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

  it('answers a real member its ledger balance, symbol and counters', async () => {
    const m = await member();
    const { status, body } = await get('/wps/member/header', m.token);
    expect(status).toBe(200);
    expect(body.value).toEqual({
      balance: FUNDING_AMOUNT,
      currencySymbol: '₫',
      // DEMO has VIP3 on and the seed's levels: a new member stands at VIP 0.
      vipLabel: 'VIP 0',
      unreadMessages: 0,
      availablePromos: 0,
      pointsEnabled: true,
      pointsBalance: 0,
    });
    await t.db.query("UPDATE whitelabel_modules SET enabled = false WHERE mod_id = 'POINTS3' AND merchant_id = $1", [
      merchantId,
    ]);
    try {
      expect((await get('/wps/member/header', m.token)).body.value.pointsEnabled).toBe(false);
    } finally {
      await t.db.query("UPDATE whitelabel_modules SET enabled = true WHERE mod_id = 'POINTS3' AND merchant_id = $1", [
        merchantId,
      ]);
    }
  });

  it('counts the unread internal messages', async () => {
    const m = await member();
    const { inbox } = t.app;
    const first = await inbox.send(m.id, 'a', 'b');
    await inbox.send(m.id, 'c', 'd');
    await t.db.query('UPDATE member_messages SET read_at = now() WHERE id = $1', [first]);
    expect((await get('/wps/member/header', m.token)).body.value.unreadMessages).toBe(1);
  });

  it('gives a trial its fun chips, no messages and no points; never real money', async () => {
    const trial = await member(4);
    const { status, body } = await get('/wps/member/header', trial.token);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      balance: FUN_CHIPS,
      unreadMessages: 0,
      pointsEnabled: false,
      pointsBalance: 0,
    });
    expect(await fundings(trial.id)).toBe(1);
    const { rows } = await t.db.query<{ kind: string; currency: string }>(
      'SELECT kind, currency FROM ledger_accounts WHERE member_id = $1',
      [trial.id],
    );
    expect(rows).toEqual([{ kind: 'VENDOR_FUN', currency: 'FUN' }]);
  });

  it('401s a guest', async () => {
    expect(await get('/wps/member/header', null)).toEqual({
      status: 401,
      body: err('UNAUTHORIZED', 'err_not_logged_in'),
    });
  });
});
