/** @pglite: the wallet routes on the embedded database too. */
import { TEST_FUNDING as FUNDING_AMOUNT } from '../../../../../helpers/funding';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../helpers/ledger';
import { TEST_AUTH } from '../../../../../helpers/login';
import { walletHelpers } from '../../../../../helpers/wallet';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });

describe.each(BACKENDS)('wallet endpoints on %s', (backend) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof walletHelpers>>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    w = await walletHelpers(t);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const transfer = async (token: string | null, payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: w.auth(token),
      payload,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  /** Switches the wallet mode behind the API's back, then drops the cached merchant. */
  const setSingle = async (on: boolean) => {
    await t.db.query('UPDATE merchants SET is_single_wallet = $1 WHERE id = $2', [on, w.merchantId]);
    await t.app.cache.invalidateAll();
  };

  describe('POST /wps/relay/GCS_walletTransfer', () => {
    const body = (over: Record<string, unknown> = {}) => ({
      direction: 'IN',
      vassalage: 'PG',
      amount: 10_000,
      requestId: `req-${Date.now()}-${w.next()}`,
      ...over,
    });

    it('is NOT_ENABLED for a single-wallet merchant (nothing moves)', async () => {
      const m = await w.member();
      expect(await transfer(m.token, body())).toEqual({ status: 400, body: err('NOT_ENABLED', 'err_not_enabled') });
      expect(await w.fundings(m.id)).toBe(0);
    });

    it('401s a guest and 403s a trial', async () => {
      expect((await transfer(null, body())).status).toBe(401);
      const trial = await w.member(4);
      expect(await transfer(trial.token, body())).toEqual({
        status: 403,
        body: err('TRIAL_FORBIDDEN', 'in_need_true_account'),
      });
    });

    it('answers VALIDATION for bad inputs', async () => {
      const m = await w.member();
      for (const [over, field] of [
        [{ amount: 0 }, 'amount'],
        [{ amount: 1.5 }, 'amount'],
        [{ direction: 'SIDEWAYS' }, 'direction'],
        [{ requestId: 'short' }, 'requestId'],
        [{ vassalage: '' }, 'vassalage'],
      ] as const) {
        const r = await transfer(m.token, body(over));
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ success: false, code: 'VALIDATION', field });
      }
      const missing = await transfer(m.token, { direction: 'IN', vassalage: 'PG', amount: 5 });
      expect(missing.body).toMatchObject({ code: 'VALIDATION', message: 'err_input_empty', field: 'requestId' });
    });

    describe('transfer mode', () => {
      beforeAll(() => setSingle(false));
      afterAll(() => setSingle(true));

      it('moves money main ⇄ vendor wallet; the balance lists every vendor wallet', async () => {
        const m = await w.member();
        const first = await transfer(m.token, body({ amount: 30_000 }));
        expect(first).toEqual({
          status: 200,
          body: { success: true, message: null, value: { balance: FUNDING_AMOUNT - 30_000, vendorBalance: 30_000 } },
        });
        const back = await transfer(m.token, body({ direction: 'OUT', amount: 10_000 }));
        expect(back.body.value).toEqual({ balance: FUNDING_AMOUNT - 20_000, vendorBalance: 20_000 });
        const { body: balance } = await w.get('/wps/v2/wallets/balance', m.token);
        expect(balance.value.balance).toBe(FUNDING_AMOUNT - 20_000);
        expect(balance.value.wallets).toContainEqual({ vassalage: 'PG', balance: 20_000 });
        expect(balance.value.wallets).toContainEqual({ vassalage: 'EVO', balance: 0 });
        const codes = balance.value.wallets.map((w: { vassalage: string }) => w.vassalage);
        expect(new Set(codes).size).toBe(codes.length);
      });

      it('replays a requestId: the first result again, nothing moves; another payload is IDEMPOTENCY_CONFLICT', async () => {
        const m = await w.member();
        const req = body({ amount: 5_000 });
        const first = await transfer(m.token, req);
        await transfer(m.token, body({ amount: 1_000 }));
        const again = await Promise.all([transfer(m.token, req), transfer(m.token, req)]);
        for (const a of again) expect(a).toEqual(first);
        expect((await w.get('/wps/v2/wallets/balance', m.token)).body.value.balance).toBe(FUNDING_AMOUNT - 6_000);
        expect(await transfer(m.token, { ...req, amount: 5_001 })).toEqual({
          status: 409,
          body: err('IDEMPOTENCY_CONFLICT', 'err_idempotency_conflict'),
        });
        expect((await transfer(m.token, { ...req, direction: 'OUT' })).status).toBe(409);
        // Another member may use the same requestId: keys are per member.
        const other = await w.member();
        expect((await transfer(other.token, req)).status).toBe(200);
      });

      it('refuses an unknown vendor (VALIDATION, field vassalage) and an overdraft (INSUFFICIENT_FUNDS)', async () => {
        const m = await w.member();
        expect(await transfer(m.token, body({ vassalage: 'NOPE' }))).toEqual({
          status: 400,
          body: {
            ...err('VALIDATION', 'err_invalid_input'),
            field: 'vassalage',
            detail: 'vassalage is not a vendor of this merchant',
          },
        });
        expect(await transfer(m.token, body({ amount: FUNDING_AMOUNT + 1 }))).toEqual({
          status: 400,
          body: err('INSUFFICIENT_FUNDS', 'err_insufficient_funds'),
        });
        expect(await transfer(m.token, body({ direction: 'OUT', amount: 1 }))).toMatchObject({
          status: 400,
          body: { code: 'INSUFFICIENT_FUNDS' },
        });
        expect((await w.get('/wps/v2/wallets/balance', m.token)).body.value.balance).toBe(FUNDING_AMOUNT);
        // A refused request leaves its id unused.
        const req = body({ amount: FUNDING_AMOUNT + 1 });
        expect((await transfer(m.token, req)).status).toBe(400);
        expect((await transfer(m.token, { ...req, amount: 1 })).status).toBe(200);
        const inv = await ledgerInvariants(t.db);
        expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
        expect(inv.totals.every((x) => x.total === 0)).toBe(true);
      });
    });
  });
});
