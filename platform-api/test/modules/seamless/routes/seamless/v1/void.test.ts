import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_FUNDING as F } from '../../../../../helpers/funding';
import { ledgerInvariants } from '../../../../../helpers/ledger';
import { TEST_AUTH } from '../../../../../helpers/login';
import { seamlessHarness } from '../../../../../helpers/seamless';

describe.each(BACKENDS)('POST /seamless/v1/void on %s', (backend) => {
  let t: TestApp;
  const h = seamlessHarness(() => t);
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    await h.init();
  }, 60_000);
  afterAll(() => t?.cleanup());

  const voidOf = (memberRef: string, roundId: string) => ({ transactionId: h.next('void'), roundId, memberRef });

  it('after a payout: the stake back, the payout taken back, once; the round rolled back and closed', async () => {
    const { memberId, memberRef } = await h.player();
    const roundId = h.next('round');
    const debit = h.money(memberRef, { roundId, amount: 1_000 });
    await h.call('debit', debit);
    await h.call('credit', h.money(memberRef, { roundId, amount: 3_000 }));
    expect(await h.balance(memberId)).toBe(F + 2_000);
    const v = voidOf(memberRef, roundId);
    const first = await h.call('void', v);
    expect(first).toMatchObject({ status: 200, body: { value: { balance: F, status: 'OK' } } });
    expect(await h.stored(v.transactionId)).toEqual({ kind: 'VOID', net: -2_000, shortfall: 0, ledger: 'ROLLBACK' });
    expect((await h.call('void', v)).raw).toBe(first.raw);
    expect(await h.call('void', { ...v, roundId: h.next('round') })).toMatchObject({
      status: 409,
      body: { code: 'IDEMPOTENCY_CONFLICT' },
    });
    expect(await h.round(roundId, memberId)).toMatchObject({ stake: 0, payout: 0, status: 'ROLLED_BACK' });
    // Another void of the round moves nothing; a credit or a new debit is ROUND_CLOSED.
    expect((await h.call('void', voidOf(memberRef, roundId))).body.value.balance).toBe(F);
    for (const op of ['credit', 'debit'])
      expect(await h.call(op, h.money(memberRef, { roundId }))).toMatchObject({
        status: 409,
        body: { code: 'ROUND_CLOSED' },
      });
    // The debit's replay answers its stored result; a rollback of it answers OK and moves nothing.
    expect((await h.call('debit', debit)).status).toBe(200);
    const rb = { transactionId: h.next('rb'), refTransactionId: debit.transactionId, memberRef };
    expect(await h.call('rollback', rb)).toMatchObject({ status: 200, body: { value: { balance: F } } });
    expect(await h.balance(memberId)).toBe(F);
  });

  it('an open round: every stake back; an unknown round: recorded rolled back, the late debit refused', async () => {
    const { memberId, memberRef } = await h.player();
    const roundId = h.next('round');
    await h.call('debit', h.money(memberRef, { roundId, amount: 700 }));
    await h.call('debit', h.money(memberRef, { roundId, amount: 300 }));
    expect((await h.call('void', voidOf(memberRef, roundId))).body.value.balance).toBe(F);
    const early = h.next('round');
    expect((await h.call('void', voidOf(memberRef, early))).status).toBe(200);
    expect(await h.round(early, memberId)).toMatchObject({
      stake: 0,
      payout: 0,
      status: 'ROLLED_BACK',
      gameCode: 'PG_RNG_0001',
    });
    expect(await h.call('debit', h.money(memberRef, { roundId: early }))).toMatchObject({
      status: 409,
      body: { code: 'ROUND_CLOSED' },
    });
    expect(await h.balance(memberId)).toBe(F);
  });

  it('a payout already spent: takes what is there, the house absorbs the shortfall, no balance below zero', async () => {
    const { memberId, memberRef } = await h.player();
    const roundId = h.next('round');
    await h.call('debit', h.money(memberRef, { roundId, amount: 100 }));
    await h.call('credit', h.money(memberRef, { roundId, amount: 10_100 }));
    // Everything but 4,000 staked elsewhere: the void asks 10,000 back.
    await h.call('debit', h.money(memberRef, { amount: F + 10_000 - 4_000 }));
    const v = voidOf(memberRef, roundId);
    expect(await h.call('void', v)).toMatchObject({ status: 200, body: { value: { balance: 0, shortfall: 6_000 } } });
    expect(await h.stored(v.transactionId)).toEqual({
      kind: 'VOID',
      net: -4_000,
      shortfall: 6_000,
      ledger: 'ROLLBACK',
    });
    const inv = await ledgerInvariants(t.db);
    expect([inv.drift, inv.negative, inv.unbalanced]).toEqual([[], [], []]);
    expect(await h.balance(memberId)).toBe(0);
  });

  it('GGR and the agent rollups drop the voided round', async () => {
    const { memberId, memberRef } = await h.player();
    const roundId = h.next('round');
    await h.call('debit', h.money(memberRef, { roundId, amount: 1_000 }));
    await h.call('credit', h.money(memberRef, { roundId, amount: 0 }));
    const range = {
      merchantIds: [h.merchantId],
      from: new Date(Date.now() - 3_600_000),
      to: new Date(Date.now() + 3_600_000),
    };
    const before = await t.app.bets.playSummary(range);
    await h.call('void', voidOf(memberRef, roundId));
    const after = await t.app.bets.playSummary(range);
    expect([before.rounds - after.rounds, before.stake - after.stake]).toEqual([1, 1_000]);
    const { rows } = await t.db.query<{ rounds: string }>(
      'SELECT coalesce(sum(rounds), 0)::text AS rounds FROM agency_member_days WHERE member_id = $1',
      [memberId],
    );
    expect(rows[0]!.rounds).toBe('0');
  });

  it("VALIDATION for a body that breaks the schema; a void of a shared round touches only the caller's record", async () => {
    const a = await h.player();
    const b = await h.player();
    const roundId = h.next('round');
    await h.call('debit', h.money(a.memberRef, { roundId }));
    await h.call('debit', h.money(b.memberRef, { roundId }));
    expect((await h.call('void', voidOf(b.memberRef, roundId))).status).toBe(200);
    expect(await h.round(roundId, b.memberId)).toMatchObject({ stake: 0, status: 'ROLLED_BACK' });
    expect(await h.round(roundId, a.memberId)).toMatchObject({ stake: 1_000, status: 'OPEN' });
    expect(await h.balance(a.memberId)).toBe(F - 1_000);
    expect(await h.balance(b.memberId)).toBe(F);
    expect(await h.call('void', { memberRef: a.memberRef, roundId })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'transactionId' },
    });
  });
});
