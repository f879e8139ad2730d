import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_FUNDING as F } from '../../../../../helpers/funding';
import { TEST_AUTH } from '../../../../../helpers/login';
import { seamlessHarness } from '../../../../../helpers/seamless';

describe.each(BACKENDS)('POST /seamless/v1/round-close on %s', (backend) => {
  let t: TestApp;
  const h = seamlessHarness(() => t);
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    await h.init();
  }, 60_000);
  afterAll(() => t?.cleanup());

  const close = (memberRef: string, roundId: string) => ({ transactionId: h.next('close'), roundId, memberRef });
  const closed = { status: 409, body: { code: 'ROUND_CLOSED' } };

  it('many credits until the close; after it a credit or a debit is ROUND_CLOSED; a resettlement still works', async () => {
    const { memberId, memberRef } = await h.player();
    const roundId = h.next('round');
    await h.call('debit', h.money(memberRef, { roundId, amount: 1_000 }));
    await h.call('debit', h.money(memberRef, { roundId, amount: 1_000 }));
    // A credit settles the round but does not close it: a burst of credits is taken.
    await h.call('credit', h.money(memberRef, { roundId, amount: 1_500 }));
    await h.call('credit', h.money(memberRef, { roundId, amount: 1_500 }));
    const c = close(memberRef, roundId);
    const first = await h.call('round-close', c);
    expect(first).toMatchObject({ status: 200, body: { value: { balance: F + 1_000, status: 'OK' } } });
    expect((await h.call('round-close', c)).raw).toBe(first.raw);
    expect(await h.stored(c.transactionId)).toEqual({ kind: 'CLOSE', net: 0, shortfall: 0, ledger: null });
    expect(await h.call('round-close', { ...c, roundId: h.next('round') })).toMatchObject({
      status: 409,
      body: { code: 'IDEMPOTENCY_CONFLICT' },
    });
    // Closing again (another id) is OK and changes nothing.
    expect((await h.call('round-close', close(memberRef, roundId))).status).toBe(200);
    expect(await h.call('credit', h.money(memberRef, { roundId }))).toMatchObject(closed);
    expect(await h.call('debit', h.money(memberRef, { roundId }))).toMatchObject(closed);
    expect(await h.round(roundId, memberId)).toMatchObject({ stake: 2_000, payout: 3_000, status: 'SETTLED' });
    expect((await h.call('resettle', h.money(memberRef, { roundId, amount: 2_000 }))).body.value.balance).toBe(F);
    expect(await h.balance(memberId)).toBe(F);
  });

  it('an open round settles as lost; an unknown round is recorded closed, its late debit and credit refused', async () => {
    const { memberId, memberRef } = await h.player();
    const roundId = h.next('round');
    await h.call('debit', h.money(memberRef, { roundId, amount: 400 }));
    await t.app.seamless.revokeLaunchSession(memberRef);
    expect((await h.call('round-close', close(memberRef, roundId))).status).toBe(200);
    expect(await h.round(roundId, memberId)).toMatchObject({ stake: 400, payout: 0, status: 'SETTLED' });
    const early = h.next('round');
    expect((await h.call('round-close', close(memberRef, early))).status).toBe(200);
    expect(await h.round(early, memberId)).toMatchObject({ stake: 0, payout: 0, status: 'SETTLED' });
    expect(await h.call('credit', h.money(memberRef, { roundId: early }))).toMatchObject(closed);
    expect(await h.balance(memberId)).toBe(F - 400);
  });

  it('the dice and slot pattern needs no close: debit then credit settles the round as before', async () => {
    const { memberId, memberRef } = await h.player();
    const roundId = h.next('round');
    await h.call('debit', h.money(memberRef, { roundId, amount: 100 }));
    await h.call('credit', h.money(memberRef, { roundId, amount: 0 }));
    expect(await h.round(roundId, memberId)).toMatchObject({
      stake: 100,
      payout: 0,
      status: 'SETTLED',
      closedAt: null,
    });
    expect(await h.call('debit', h.money(memberRef, { roundId }))).toMatchObject(closed);
    expect(await h.balance(memberId)).toBe(F - 100);
  });
});
