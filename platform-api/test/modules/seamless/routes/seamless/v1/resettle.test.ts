import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_FUNDING as F } from '../../../../../helpers/funding';
import { ledgerInvariants } from '../../../../../helpers/ledger';
import { TEST_AUTH } from '../../../../../helpers/login';
import { seamlessHarness } from '../../../../../helpers/seamless';

describe.each(BACKENDS)('POST /seamless/v1/resettle on %s', (backend) => {
  let t: TestApp;
  const h = seamlessHarness(() => t);
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    await h.init();
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A settled round of a new member: stake 1,000, payout 500. */
  const settled = async () => {
    const { memberId, memberRef } = await h.player();
    const roundId = h.next('round');
    expect((await h.call('debit', h.money(memberRef, { roundId, amount: 1_000 }))).status).toBe(200);
    expect((await h.call('credit', h.money(memberRef, { roundId, amount: 500 }))).status).toBe(200);
    return { memberId, memberRef, roundId };
  };

  it('posts the difference from the payout before, each resettlement once; a replay answers the same bytes', async () => {
    const { memberId, memberRef, roundId } = await settled();
    const up = h.money(memberRef, { roundId, amount: 2_000 });
    const first = await h.call('resettle', up);
    expect(first).toMatchObject({ status: 200, body: { success: true, value: { balance: F + 1_000, status: 'OK' } } });
    expect(first.body.value).not.toHaveProperty('shortfall');
    expect(await h.stored(up.transactionId)).toEqual({
      kind: 'RESETTLE',
      net: 1_500,
      shortfall: 0,
      ledger: 'ADJUSTMENT',
    });
    // The replay: the stored answer, byte for byte; nothing moves.
    expect((await h.call('resettle', up)).raw).toBe(first.raw);
    expect(await h.balance(memberId)).toBe(F + 1_000);
    // A second resettlement corrects from the first corrected result (2,000 → 300: −1,700).
    const down = h.money(memberRef, { roundId, amount: 300 });
    expect((await h.call('resettle', down)).body.value.balance).toBe(F - 700);
    expect(await h.stored(down.transactionId)).toMatchObject({ net: -1_700, ledger: 'ADJUSTMENT' });
    expect(await h.round(roundId, memberId)).toMatchObject({ stake: 1_000, payout: 300, status: 'SETTLED' });
    expect((await h.round(roundId, memberId))!.closedAt).not.toBeNull();
    // The same payout again moves nothing.
    const same = h.money(memberRef, { roundId, amount: 300 });
    expect((await h.call('resettle', same)).body.value.balance).toBe(F - 700);
    expect(await h.stored(same.transactionId)).toMatchObject({ net: 0, ledger: null });
    const inv = await ledgerInvariants(t.db);
    expect([inv.drift, inv.negative, inv.unbalanced]).toEqual([[], [], []]);
  });

  it('IDEMPOTENCY_CONFLICT for the same id with another payload or operation', async () => {
    const { memberRef, roundId } = await settled();
    const r = h.money(memberRef, { roundId, amount: 800 });
    expect((await h.call('resettle', r)).status).toBe(200);
    expect(await h.call('resettle', { ...r, amount: 900 })).toMatchObject({
      status: 409,
      body: { code: 'IDEMPOTENCY_CONFLICT' },
    });
    expect(await h.call('credit', r)).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
  });

  it('closes the round: a credit after it is ROUND_CLOSED; works after the launch ended (late settlement)', async () => {
    const { memberRef, roundId } = await settled();
    await t.app.seamless.revokeLaunchSession(memberRef);
    expect((await h.call('resettle', h.money(memberRef, { roundId, amount: 50 }))).status).toBe(200);
    expect(await h.call('credit', h.money(memberRef, { roundId }))).toMatchObject({
      status: 409,
      body: { code: 'ROUND_CLOSED' },
    });
  });

  it('ROUND_NOT_SETTLED for an open or unknown round, ROUND_CLOSED for a voided one; nothing stays behind', async () => {
    const { memberId, memberRef } = await h.player();
    const roundId = h.next('round');
    await h.call('debit', h.money(memberRef, { roundId }));
    const open = h.money(memberRef, { roundId, amount: 10 });
    expect(await h.call('resettle', open)).toMatchObject({ status: 409, body: { code: 'ROUND_NOT_SETTLED' } });
    expect(await h.stored(open.transactionId)).toBeUndefined();
    expect(await h.call('resettle', h.money(memberRef))).toMatchObject({
      status: 409,
      body: { code: 'ROUND_NOT_SETTLED' },
    });
    expect(await h.round(open.roundId, memberId)).toMatchObject({ status: 'OPEN', stake: 1_000 });
    await h.call('void', { transactionId: h.next('void'), roundId, memberRef });
    expect(await h.call('resettle', h.money(memberRef, { roundId }))).toMatchObject({
      status: 409,
      body: { code: 'ROUND_CLOSED' },
    });
    expect(await h.call('resettle', h.money(memberRef, { amount: -1 }))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'amount' },
    });
  });

  it('a correction down past the balance takes what is there: the shortfall is recorded, no balance below zero', async () => {
    const { memberId, memberRef } = await h.player();
    const won = h.next('round');
    await h.call('debit', h.money(memberRef, { roundId: won, amount: 100 }));
    await h.call('credit', h.money(memberRef, { roundId: won, amount: F }));
    // The member stakes everything in another round: 0 left.
    await h.call('debit', h.money(memberRef, { amount: 2 * F - 100 }));
    expect(await h.balance(memberId)).toBe(0);
    const back = h.money(memberRef, { roundId: won, amount: 0 });
    expect(await h.call('resettle', back)).toMatchObject({
      status: 200,
      body: { value: { balance: 0, shortfall: F } },
    });
    expect(await h.stored(back.transactionId)).toEqual({ kind: 'RESETTLE', net: 0, shortfall: F, ledger: null });
    expect(await h.round(won, memberId)).toMatchObject({ payout: 0, status: 'SETTLED' });
    expect((await ledgerInvariants(t.db)).negative).toEqual([]);
  });

  it('GGR and the agent rollups follow the corrected payout on the settlement day', async () => {
    const { memberId, memberRef, roundId } = await settled();
    const day = async () =>
      (
        await t.db.query<{ stake: string; payout: string }>(
          'SELECT sum(stake)::text AS stake, sum(payout)::text AS payout FROM agency_member_days WHERE member_id = $1',
          [memberId],
        )
      ).rows[0];
    const range = {
      merchantIds: [h.merchantId],
      from: new Date(Date.now() - 3_600_000),
      to: new Date(Date.now() + 3_600_000),
    };
    const before = await t.app.bets.playSummary(range);
    expect(await day()).toEqual({ stake: '1000', payout: '500' });
    await h.call('resettle', h.money(memberRef, { roundId, amount: 4_000 }));
    expect(await day()).toEqual({ stake: '1000', payout: '4000' });
    const after = await t.app.bets.playSummary(range);
    expect(after.payout - before.payout).toBe(3_500);
    expect(after.stake).toBe(before.stake);
  });
});
