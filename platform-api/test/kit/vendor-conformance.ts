/**
 * The vendor conformance kit (ADR 0018, docs/vendor-integration.md): what every `VendorAdapter` must pass before a
 * vendor plays for real money. Call `vendorConformance(name, driver)` inside a test file; the driver gives the
 * adapter, a funded player and two reads of the platform's own records. Each case checks the answers and what the
 * ledger holds, not just what the adapter says.
 */
import type { VendorAdapter } from '../../src/modules/seamless/vendor-adapter';

/** What the kit needs besides the adapter. */
export interface ConformanceDriver {
  adapter: VendorAdapter;
  /** A new real member with money in the wallet the adapter plays from, launched for `gameCode`: its memberRef. */
  newPlayer(): Promise<{ memberRef: string; currency: string; gameCode: string }>;
  /** How many ledger postings the vendor's transaction id made (0 or 1). */
  postings(transactionId: string): Promise<number>;
  /** Over the whole ledger: postings that do not sum to zero and member accounts below zero (both must be empty). */
  invariants(): Promise<{ unbalanced: string[]; negative: string[] }>;
}

/** The vendor's call refused with this HTTP status and code. */
const refused = (status: number, code: string) => expect.objectContaining({ status, code });

/** Registers the conformance cases over the adapter `driver()` gives (called in each case, after beforeAll). */
export function vendorConformance(name: string, driver: () => ConformanceDriver): void {
  describe(`vendor conformance: ${name}`, () => {
    let seq = 0;
    const next = (what: string) => `kit-${what}-${Date.now().toString(36)}-${(seq += 1)}`;
    const setup = async () => {
      const d = driver();
      const p = await d.newPlayer();
      const money = (roundId: string, amount: number) => ({
        transactionId: next('tx'),
        roundId,
        memberRef: p.memberRef,
        amount,
        gameCode: p.gameCode,
        currency: p.currency,
      });
      const round = (roundId: string) => ({ transactionId: next('rt'), roundId, memberRef: p.memberRef });
      const balance = async () => (await d.adapter.balance({ memberRef: p.memberRef })).balance;
      return { d, a: d.adapter, p, money, round, balance, start: await balance() };
    };

    it('a replay of each call answers the first answer and moves nothing', async () => {
      const { d, a, p, money, round, balance, start } = await setup();
      const r1 = next('round');
      const debit = money(r1, 1_000);
      const credit = money(r1, 2_500);
      const resettle = money(r1, 1_200);
      const r2 = next('round');
      const debit2 = money(r2, 400);
      const rollback = { transactionId: next('rb'), refTransactionId: debit2.transactionId, memberRef: p.memberRef };
      const r3 = next('round');
      const debit3 = money(r3, 300);
      const voided = round(r3);
      const close = round(r1);
      const calls: [string, () => Promise<unknown>][] = [
        [debit.transactionId, () => a.debit(debit)],
        [credit.transactionId, () => a.credit(credit)],
        [debit2.transactionId, () => a.debit(debit2)],
        [rollback.transactionId, () => a.rollback(rollback)],
        [resettle.transactionId, () => a.resettle(resettle)],
        [close.transactionId, () => a.closeRound(close)],
        [debit3.transactionId, () => a.debit(debit3)],
        [voided.transactionId, () => a.void(voided)],
      ];
      for (const [id, call] of calls) {
        const first = await call();
        const after = await balance();
        expect([id, await call()]).toEqual([id, first]);
        expect([id, await balance()]).toEqual([id, after]);
        expect(await d.postings(id)).toBeLessThanOrEqual(1);
      }
      // Net: −1,000 + 1,200 (resettled payout); the rolled-back and voided rounds cost nothing.
      expect(await balance()).toBe(start + 200);
      // The same id with another payload is refused.
      await expect(a.debit({ ...debit, amount: 999 })).rejects.toEqual(refused(409, 'IDEMPOTENCY_CONFLICT'));
    });

    it('a credit before its debit: taken as a round with no stake; the late debit is ROUND_CLOSED', async () => {
      const { a, money, balance, start } = await setup();
      const r = next('round');
      await a.credit(money(r, 700));
      expect(await balance()).toBe(start + 700);
      await expect(a.debit(money(r, 500))).rejects.toEqual(refused(409, 'ROUND_CLOSED'));
      expect(await balance()).toBe(start + 700);
    });

    it('a rollback of an unknown transaction: OK (tombstone), the late debit refused', async () => {
      const { d, a, p, money, balance, start } = await setup();
      const debit = money(next('round'), 800);
      await a.rollback({ transactionId: next('rb'), refTransactionId: debit.transactionId, memberRef: p.memberRef });
      await expect(a.debit(debit)).rejects.toEqual(refused(409, 'TRANSACTION_ROLLED_BACK'));
      expect(await balance()).toBe(start);
      expect(await d.postings(debit.transactionId)).toBe(0);
    });

    it('resettlement twice: the second corrects from the first, each applied once', async () => {
      const { d, a, money, balance, start } = await setup();
      const r = next('round');
      await a.debit(money(r, 1_000));
      await a.credit(money(r, 500));
      const up = money(r, 2_000);
      await a.resettle(up);
      expect(await balance()).toBe(start + 1_000);
      const down = money(r, 300);
      await a.resettle(down);
      await a.resettle(down);
      expect(await balance()).toBe(start - 700);
      expect([await d.postings(up.transactionId), await d.postings(down.transactionId)]).toEqual([1, 1]);
      await expect(a.resettle(money(next('round'), 10))).rejects.toEqual(refused(409, 'ROUND_NOT_SETTLED'));
    });

    it('a credit after the round closed is ROUND_CLOSED', async () => {
      const { a, money, round, balance, start } = await setup();
      const r = next('round');
      await a.debit(money(r, 1_000));
      await a.credit(money(r, 600));
      await a.closeRound(round(r));
      await expect(a.credit(money(r, 600))).rejects.toEqual(refused(409, 'ROUND_CLOSED'));
      expect(await balance()).toBe(start - 400);
    });

    it('a void after the payout: the stake back, the payout taken back', async () => {
      const { a, money, round, balance, start } = await setup();
      const r = next('round');
      await a.debit(money(r, 1_000));
      await a.credit(money(r, 5_000));
      expect(await balance()).toBe(start + 4_000);
      const v = round(r);
      const answer = await a.void(v);
      expect(answer).toMatchObject({ balance: start, status: 'OK' });
      expect(await a.void(v)).toEqual(answer);
      await expect(a.credit(money(r, 1))).rejects.toEqual(refused(409, 'ROUND_CLOSED'));
      expect(await balance()).toBe(start);
    });

    it('two identical calls at once apply once', async () => {
      const { d, a, money, balance, start } = await setup();
      const r = next('round');
      const debit = money(r, 1_500);
      const [x, y] = await Promise.all([a.debit(debit), a.debit(debit)]);
      expect(y).toEqual(x);
      const credit = money(r, 3_000);
      await Promise.all([a.credit(credit), a.credit(credit)]);
      const resettle = money(r, 100);
      const [s, u] = await Promise.all([a.resettle(resettle), a.resettle(resettle)]);
      expect(u).toEqual(s);
      expect(await balance()).toBe(start - 1_400);
      for (const id of [debit.transactionId, credit.transactionId, resettle.transactionId])
        expect([id, await d.postings(id)]).toEqual([id, 1]);
      expect(await d.invariants()).toEqual({ unbalanced: [], negative: [] });
    });
  });
}
