import { FUN_CHIPS } from '../../../../../../src/modules/wallet/wallet-service';
import { TEST_FUNDING as FUNDING_AMOUNT } from '../../../../../helpers/funding';
import { setWhitelabelModule, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { walletHelpers } from '../../../../../helpers/wallet';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });

describe.each(BACKENDS)('the header balance (GET /wps/member/header) on %s', (backend) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof walletHelpers>>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    w = await walletHelpers(t);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('answers a real member its ledger balance, symbol and counters', async () => {
    const m = await w.member();
    const { status, body } = await w.get('/wps/member/header', m.token);
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
    await setWhitelabelModule(t, 'POINTS3', false, w.merchantId);
    try {
      expect((await w.get('/wps/member/header', m.token)).body.value.pointsEnabled).toBe(false);
    } finally {
      await setWhitelabelModule(t, 'POINTS3', true, w.merchantId);
    }
  });

  it('counts the unread internal messages', async () => {
    const m = await w.member();
    const { inbox } = t.app;
    const first = await inbox.send(m.id, 'a', 'b');
    await inbox.send(m.id, 'c', 'd');
    await t.db.query('UPDATE member_messages SET read_at = now() WHERE id = $1', [first]);
    expect((await w.get('/wps/member/header', m.token)).body.value.unreadMessages).toBe(1);
  });

  it('gives a trial its fun chips, no messages and no points; never real money', async () => {
    const trial = await w.member(4);
    const { status, body } = await w.get('/wps/member/header', trial.token);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      balance: FUN_CHIPS,
      unreadMessages: 0,
      pointsEnabled: false,
      pointsBalance: 0,
    });
    expect(await w.fundings(trial.id)).toBe(1);
    const { rows } = await t.db.query<{ kind: string; currency: string }>(
      'SELECT kind, currency FROM ledger_accounts WHERE member_id = $1',
      [trial.id],
    );
    expect(rows).toEqual([{ kind: 'VENDOR_FUN', currency: 'FUN' }]);
  });

  it('401s a guest', async () => {
    expect(await w.get('/wps/member/header', null)).toEqual({
      status: 401,
      body: err('UNAUTHORIZED', 'err_not_logged_in'),
    });
  });
});
