/** @pglite: the seamless-wallet routes on the embedded database too. */
import { createSeamlessClient, SeamlessCallError } from '../../../../../../src/modules/seamless/seamless-client';
import { signSeamlessBody } from '../../../../../../src/modules/seamless/seamless-signature';
import { FUN_CHIPS } from '../../../../../../src/modules/wallet/wallet-service';
import { fund, TEST_FUNDING as FUNDING_AMOUNT } from '../../../../../helpers/funding';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../helpers/ledger';
import { TEST_AUTH } from '../../../../../helpers/login';

const VENDOR = 'PG';
const err = (code: string, message: string) => ({ success: false, value: null, message, code });

describe.each(BACKENDS)('/seamless/v1 on %s', (backend) => {
  let t: TestApp;
  let merchantId: number;
  let secret: string;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${(seq += 1)}`;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    merchantId = (await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'DEMO'")).rows[0]!.id;
    secret = (await t.app.seamless.vendorSecret(merchantId, VENDOR))!;
  }, 60_000);
  afterAll(() => t?.cleanup());

  const member = async (type = 0) => {
    const m = await t.app.members.create({
      merchantId,
      username: `seamless_${(seq += 1)}`,
      passwordHash: 'x',
      type,
    });
    if (type !== 4) await fund(t.app, m.id);
    return m.id;
  };
  const launch = (memberId: number, over: { fun?: boolean; ttlSeconds?: number; vendor?: string } = {}) =>
    t.app.seamless.createLaunchSession({
      merchantId,
      memberId,
      vendor: over.vendor ?? VENDOR,
      gameCode: 'PG_RNG_0001',
      fun: over.fun ?? false,
      ttlSeconds: over.ttlSeconds,
    });
  /** Posts a signed body (or the raw text as given); headers override the defaults. */
  const call = async (op: string, body: unknown, headers: Record<string, string | undefined> = {}) => {
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    const all: Record<string, string | undefined> = {
      'content-type': 'application/json',
      'x-vendor-code': VENDOR,
      'x-signature': signSeamlessBody(payload, secret),
      ...headers,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: `/seamless/v1/${op}`,
      headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>,
      payload,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  const money = (memberRef: string, over: Record<string, unknown> = {}) => ({
    transactionId: id('tx'),
    roundId: id('round'),
    memberRef,
    amount: 1_000,
    gameCode: 'PG_RNG_0001',
    currency: 'VND',
    ...over,
  });
  const mainBalance = async (memberId: number) =>
    Number(
      (
        await t.db.query<{ balance: unknown }>(
          "SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'MEMBER_MAIN'",
          [memberId],
        )
      ).rows[0]?.balance ?? 0,
    );
  const round = (roundId: string, memberId: number) =>
    t.app.bets.find({ merchantId, vendor: VENDOR, roundId, memberId });
  const ok = (value: unknown) => ({ status: 200, body: { success: true, message: null, value } });

  describe('signature', () => {
    it('401 BAD_SIGNATURE for a missing, wrong or stale signature, an unknown or missing vendor; nothing moves', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const body = money(memberRef);
      const bad = { status: 401, body: err('BAD_SIGNATURE', 'err_bad_signature') };
      expect(await call('debit', body, { 'x-signature': undefined })).toEqual(bad);
      expect(await call('debit', body, { 'x-signature': 'zz' })).toEqual(bad);
      expect(await call('debit', body, { 'x-signature': signSeamlessBody(JSON.stringify(body), 'other') })).toEqual(
        bad,
      );
      // Signed, then changed: the signature is over the exact bytes.
      const signed = signSeamlessBody(JSON.stringify(body), secret);
      expect(await call('debit', { ...body, amount: 1 }, { 'x-signature': signed })).toEqual(bad);
      expect(await call('debit', body, { 'x-vendor-code': 'NOPE' })).toEqual(bad);
      expect(await call('debit', body, { 'x-vendor-code': undefined })).toEqual(bad);
      // An empty body is checked too (the signature of nothing), before any validation.
      expect(await call('balance', '', { 'x-signature': 'f'.repeat(64) })).toEqual(bad);
      // Malformed JSON with a good signature is BAD_REQUEST.
      expect(await call('balance', '{"memberRef":', {})).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
      expect(await mainBalance(memberId)).toBe(FUNDING_AMOUNT);
      // x-merchant-code names the merchant explicitly; an unknown one is MERCHANT_NOT_FOUND.
      expect(await call('balance', { memberRef }, { 'x-merchant-code': 'DEMO' })).toEqual(
        ok({ balance: FUNDING_AMOUNT, currency: 'VND' }),
      );
      expect(await call('balance', { memberRef }, { 'x-merchant-code': 'NOPE' })).toMatchObject({
        status: 404,
        body: { code: 'MERCHANT_NOT_FOUND' },
      });
    });

    it('VALIDATION with the field for bodies that break the schema', async () => {
      const { memberRef } = await launch(await member());
      expect(await call('debit', money(memberRef, { amount: -1 }))).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', field: 'amount' },
      });
      const { transactionId: _omit, ...noId } = money(memberRef);
      expect(await call('debit', noId)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', field: 'transactionId', message: 'err_input_empty' },
      });
      expect(await call('rollback', { transactionId: 'x', memberRef })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', field: 'refTransactionId' },
      });
      expect(await call('debit', money(memberRef, { currency: 'USD' }))).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', field: 'currency', message: 'err_invalid_input', detail: 'currency must be VND' },
      });
    });
  });

  describe('balance', () => {
    it('funds a real member and answers the wallet the session plays with', async () => {
      const memberId = await member();
      const { memberRef, currency } = await launch(memberId);
      expect(currency).toBe('VND');
      expect(await call('balance', { memberRef, currency: 'VND' })).toEqual(
        ok({ balance: FUNDING_AMOUNT, currency: 'VND' }),
      );
    });

    it('UNKNOWN_MEMBER_REF for an unknown reference or another vendor’s session', async () => {
      const unknown = { status: 404, body: err('UNKNOWN_MEMBER_REF', 'err_unknown_member_ref') };
      expect(await call('balance', { memberRef: 'nope' })).toEqual(unknown);
      const { memberRef } = await launch(await member(), { vendor: 'PP' });
      expect(await call('balance', { memberRef })).toEqual(unknown);
      expect(await call('credit', money(memberRef))).toEqual(unknown);
    });
  });

  describe('debit and credit', () => {
    it('a round: debit opens the bet record, credit settles it; the balance follows', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const debit = money(memberRef, { amount: 2_500 });
      expect(await call('debit', debit)).toEqual(
        ok({ balance: FUNDING_AMOUNT - 2_500, currency: 'VND', transactionId: debit.transactionId, status: 'OK' }),
      );
      expect(await round(debit.roundId, memberId)).toMatchObject({
        status: 'OPEN',
        stake: 2_500,
        payout: 0,
        fun: false,
        memberId,
      });
      const credit = money(memberRef, { roundId: debit.roundId, amount: 6_000 });
      expect((await call('credit', credit)).body.value.balance).toBe(FUNDING_AMOUNT + 3_500);
      expect(await round(debit.roundId, memberId)).toMatchObject({ status: 'SETTLED', stake: 2_500, payout: 6_000 });
      // A lost round: credit 0 settles it.
      const lost = money(memberRef, { amount: 1_000 });
      await call('debit', lost);
      expect((await call('credit', money(memberRef, { roundId: lost.roundId, amount: 0 }))).body.value.balance).toBe(
        FUNDING_AMOUNT + 2_500,
      );
      expect(await round(lost.roundId, memberId)).toMatchObject({ status: 'SETTLED', stake: 1_000, payout: 0 });
      expect(await mainBalance(memberId)).toBe(FUNDING_AMOUNT + 2_500);
    });

    it('a replay answers the stored result and moves nothing; the same id with another payload is 409', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const debit = money(memberRef, { amount: 700 });
      const first = await call('debit', debit);
      await call('debit', money(memberRef, { amount: 300 }));
      const replays = await Promise.all([call('debit', debit), call('debit', debit), call('debit', debit)]);
      for (const r of replays) expect(r).toEqual(first);
      expect(await mainBalance(memberId)).toBe(FUNDING_AMOUNT - 1_000);
      const conflict = { status: 409, body: err('IDEMPOTENCY_CONFLICT', 'err_idempotency_conflict') };
      expect(await call('debit', { ...debit, amount: 701 })).toEqual(conflict);
      // The same id as a credit is another request too.
      expect(await call('credit', debit)).toEqual(conflict);
      const credit = money(memberRef, { roundId: debit.roundId, amount: 900 });
      const c1 = await call('credit', credit);
      expect(await call('credit', credit)).toEqual(c1);
      expect(await mainBalance(memberId)).toBe(FUNDING_AMOUNT - 100);
    });

    it('concurrent debits with one id apply once', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const debit = money(memberRef, { amount: 100 });
      const replies = await Promise.all(Array.from({ length: 6 }, () => call('debit', debit)));
      // Byte for byte: the reply schema fixes the key order of a stored result too.
      expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
      expect(await mainBalance(memberId)).toBe(FUNDING_AMOUNT - 100);
    });

    it('INSUFFICIENT_FUNDS leaves nothing behind: the id may be sent again once the money is there', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const big = money(memberRef, { amount: FUNDING_AMOUNT + 1 });
      expect(await call('debit', big)).toEqual({
        status: 400,
        body: err('INSUFFICIENT_FUNDS', 'err_insufficient_funds'),
      });
      expect(await round(big.roundId, memberId)).toBeNull();
      expect(await mainBalance(memberId)).toBe(FUNDING_AMOUNT);
      await call('credit', money(memberRef, { amount: 1 }));
      expect((await call('debit', big)).body.value.balance).toBe(0);
    });

    it('a debit needs a live launch session; credit, rollback and balance work after it ended', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const debit = money(memberRef, { amount: 400 });
      await call('debit', debit);
      await t.app.seamless.revokeLaunchSession(memberRef);
      const expired = { status: 403, body: err('LAUNCH_SESSION_EXPIRED', 'err_launch_session_expired') };
      expect(await call('debit', money(memberRef))).toEqual(expired);
      expect((await call('credit', money(memberRef, { roundId: debit.roundId, amount: 1_000 }))).status).toBe(200);
      expect((await call('balance', { memberRef })).body.value.balance).toBe(FUNDING_AMOUNT + 600);

      const short = await launch(memberId, { ttlSeconds: 1 });
      await t.db.query("UPDATE launch_sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1", [
        memberId,
      ]);
      expect(await call('debit', money(short.memberRef))).toEqual(expired);
      // A locked member's session is not live either.
      const other = await member();
      const live = await launch(other);
      await t.db.query("UPDATE members SET status = 'LOCKED' WHERE id = $1", [other]);
      expect(await call('debit', money(live.memberRef))).toEqual(expired);
    });

    it('a credit without a debit makes a settled round with no stake; a debit on a settled round is ROUND_CLOSED', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const bonus = money(memberRef, { amount: 5_000 });
      expect((await call('credit', bonus)).body.value.balance).toBe(FUNDING_AMOUNT + 5_000);
      expect(await round(bonus.roundId, memberId)).toMatchObject({ status: 'SETTLED', stake: 0, payout: 5_000 });
      expect(await call('debit', money(memberRef, { roundId: bonus.roundId }))).toEqual({
        status: 409,
        body: err('ROUND_CLOSED', 'err_round_closed'),
      });
      // A shared round (a live table's, a PVP hand's): another member's debit opens that member's own record of it.
      const other = await member();
      const { memberRef: otherRef } = await launch(other);
      expect((await call('debit', money(otherRef, { roundId: bonus.roundId, amount: 1_000 }))).status).toBe(200);
      expect(await round(bonus.roundId, other)).toMatchObject({ status: 'OPEN', stake: 1_000, payout: 0 });
      expect(await round(bonus.roundId, memberId)).toMatchObject({ status: 'SETTLED', stake: 0, payout: 5_000 });
    });
  });

  describe('rollback', () => {
    it('reverses a debit once; replays answer the same; the rolled-back debit cannot be replayed', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const debit = money(memberRef, { amount: 800 });
      await call('debit', debit);
      const rb = { transactionId: id('rb'), refTransactionId: debit.transactionId, memberRef, roundId: debit.roundId };
      const first = await call('rollback', rb);
      expect(first).toEqual(
        ok({ balance: FUNDING_AMOUNT, currency: 'VND', transactionId: rb.transactionId, status: 'OK' }),
      );
      expect(await round(debit.roundId, memberId)).toMatchObject({ status: 'ROLLED_BACK', stake: 0 });
      expect(await call('rollback', rb)).toEqual(first);
      // Another rollback of the same debit: OK, nothing moves.
      expect((await call('rollback', { ...rb, transactionId: id('rb') })).body.value.balance).toBe(FUNDING_AMOUNT);
      expect(await call('debit', debit)).toEqual({
        status: 409,
        body: err('TRANSACTION_ROLLED_BACK', 'err_transaction_rolled_back'),
      });
      // A credit for a rolled-back round is refused.
      expect((await call('credit', money(memberRef, { roundId: debit.roundId }))).body.code).toBe('ROUND_CLOSED');
      expect(await mainBalance(memberId)).toBe(FUNDING_AMOUNT);
    });

    it('concurrent rollbacks of one debit reverse it once', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const debit = money(memberRef, { amount: 800 });
      await call('debit', debit);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          call('rollback', { transactionId: id('rb'), refTransactionId: debit.transactionId, memberRef }),
        ),
      );
      expect(await mainBalance(memberId)).toBe(FUNDING_AMOUNT);
    });

    it('a round with two debits stays open until both are rolled back', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const d1 = money(memberRef, { amount: 100 });
      const d2 = money(memberRef, { roundId: d1.roundId, amount: 200 });
      await call('debit', d1);
      await call('debit', d2);
      expect(await round(d1.roundId, memberId)).toMatchObject({ status: 'OPEN', stake: 300 });
      await call('rollback', { transactionId: id('rb'), refTransactionId: d1.transactionId, memberRef });
      expect(await round(d1.roundId, memberId)).toMatchObject({ status: 'OPEN', stake: 200 });
      await call('rollback', { transactionId: id('rb'), refTransactionId: d2.transactionId, memberRef });
      expect(await round(d1.roundId, memberId)).toMatchObject({ status: 'ROLLED_BACK', stake: 0 });
    });

    it('of an unknown id leaves a tombstone: OK now, and the late debit with that id is refused', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const late = money(memberRef, { amount: 500 });
      const rb = { transactionId: id('rb'), refTransactionId: late.transactionId, memberRef };
      expect(await call('rollback', rb)).toEqual(
        ok({ balance: FUNDING_AMOUNT, currency: 'VND', transactionId: rb.transactionId, status: 'OK' }),
      );
      const { rows } = await t.db.query('SELECT 1 FROM seamless_transactions WHERE transaction_id = $1 AND tombstone', [
        late.transactionId,
      ]);
      expect(rows).toHaveLength(1);
      expect(await call('debit', late)).toEqual({
        status: 409,
        body: err('TRANSACTION_ROLLED_BACK', 'err_transaction_rolled_back'),
      });
      expect(await round(late.roundId, memberId)).toBeNull();
      expect(await mainBalance(memberId)).toBe(FUNDING_AMOUNT);
    });

    it('refuses a settled round (ROUND_CLOSED), a credit id (VALIDATION) and works without a live session', async () => {
      const memberId = await member();
      const { memberRef } = await launch(memberId);
      const debit = money(memberRef, { amount: 300 });
      await call('debit', debit);
      const credit = money(memberRef, { roundId: debit.roundId, amount: 0 });
      await call('credit', credit);
      expect(
        await call('rollback', { transactionId: id('rb'), refTransactionId: debit.transactionId, memberRef }),
      ).toEqual({
        status: 409,
        body: err('ROUND_CLOSED', 'err_round_closed'),
      });
      expect(
        await call('rollback', { transactionId: id('rb'), refTransactionId: credit.transactionId, memberRef }),
      ).toMatchObject({ status: 400, body: { code: 'VALIDATION', field: 'refTransactionId' } });
      const open = money(memberRef, { amount: 300 });
      await call('debit', open);
      await t.app.seamless.revokeLaunchSession(memberRef);
      expect(
        (await call('rollback', { transactionId: id('rb'), refTransactionId: open.transactionId, memberRef })).body
          .value.balance,
      ).toBe(FUNDING_AMOUNT - 300);
    });
  });

  describe('wallets', () => {
    it('fun mode (forced for trials) plays with fun chips in FUN; real money is never touched', async () => {
      const trial = await member(4);
      const session = await launch(trial, { fun: false });
      expect(session).toMatchObject({ fun: true, currency: 'FUN' });
      const debit = money(session.memberRef, { amount: 1_000, currency: 'FUN' });
      expect((await call('debit', debit)).body.value).toMatchObject({ balance: FUN_CHIPS - 1_000, currency: 'FUN' });
      expect(await call('debit', money(session.memberRef, { currency: 'VND' }))).toMatchObject({
        body: { code: 'VALIDATION', field: 'currency' },
      });
      expect(await round(debit.roundId, trial)).toMatchObject({ fun: true, currency: 'FUN' });
      const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM ledger_accounts WHERE member_id = $1', [
        trial,
      ]);
      expect(rows.map((r) => r.kind)).toEqual(['VENDOR_FUN']);
      // A real member may play fun mode too: the real wallet does not move.
      const real = await member();
      const fun = await launch(real, { fun: true });
      await call('debit', money(fun.memberRef, { currency: 'FUN' }));
      expect(await mainBalance(real)).toBe(FUNDING_AMOUNT);
    });

    it('transfer mode bets from the vendor wallet', async () => {
      await t.db.query('UPDATE merchants SET is_single_wallet = false WHERE id = $1', [merchantId]);
      await t.app.cache.invalidateAll();
      try {
        const memberId = await member();
        const { memberRef } = await launch(memberId);
        expect(await call('debit', money(memberRef))).toEqual({
          status: 400,
          body: err('INSUFFICIENT_FUNDS', 'err_insufficient_funds'),
        });
        const token = await t.app.sessions.create(memberId, 3600);
        await t.app.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: { authorization: `Bearer ${token}` },
          payload: { direction: 'IN', vassalage: VENDOR, amount: 5_000, requestId: 'transfer-mode-1' },
        });
        expect((await call('debit', money(memberRef, { amount: 2_000 }))).body.value.balance).toBe(3_000);
        expect(await mainBalance(memberId)).toBe(FUNDING_AMOUNT - 5_000);
      } finally {
        await t.db.query('UPDATE merchants SET is_single_wallet = true WHERE id = $1', [merchantId]);
        await t.app.cache.invalidateAll();
      }
    });
  });

  it('createSeamlessClient signs and calls the same routes', async () => {
    const client = createSeamlessClient(t.app, VENDOR);
    const memberId = await member();
    const { memberRef } = await launch(memberId);
    expect(await client.balance({ memberRef })).toEqual({ balance: FUNDING_AMOUNT, currency: 'VND' });
    const debit = money(memberRef, { amount: 10 });
    expect((await client.debit(debit)).balance).toBe(FUNDING_AMOUNT - 10);
    expect((await client.credit({ ...money(memberRef, { roundId: debit.roundId, amount: 30 }) })).balance).toBe(
      FUNDING_AMOUNT + 20,
    );
    const failure = await client.debit(money(memberRef, { amount: FUNDING_AMOUNT * 2 })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SeamlessCallError);
    expect(failure).toMatchObject({ status: 400, code: 'INSUFFICIENT_FUNDS' });
    await expect(createSeamlessClient(t.app, 'NOPE').balance({ memberRef })).rejects.toThrow('has no vendor NOPE');
  });

  it('leaves the ledger consistent: balances are their entries, nothing negative, every currency sums to zero', async () => {
    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.every((x) => x.total === 0)).toBe(true);
  });
});
