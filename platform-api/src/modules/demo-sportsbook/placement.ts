import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db';
import { invalidField } from '../../infra/errors/common-errors';
import { retried, walletRefusal, type DemoSession } from '../demo-vendor';
import { SeamlessCallError, type VendorAdapter } from '../seamless';
import type { BetsRepository } from './bets-repository';
import { sportsbookError } from './errors';
import type { FixturesRepository } from './fixtures-repository';
import { pricesOf } from './odds';
import { cashOutValue, MAX_LEGS, MAX_PAYOUT, MAX_STAKE, MIN_STAKE, potentialPayout, type LegState } from './rules';
import type { Settlement } from './settlement';
import { sportOf, type FixtureKind } from './sports';
import { takesBets } from './views';

export interface PlacementDeps {
  db: Db;
  bets: BetsRepository;
  fixtures: FixturesRepository;
  settlement: Settlement;
  adapter: (merchantId: number, vendor: string) => Promise<VendorAdapter>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The bet slip and the cash-out of the sportsbook's page. */
export function createPlacement(deps: PlacementDeps) {
  const { db, bets, fixtures } = deps;

  /** Checks the slip against the fixtures now: open, of the page's kind, priced as the page showed. */
  async function priced(kind: FixtureKind, legs: readonly LegState[]): Promise<void> {
    const found = await fixtures.find(legs.map((l) => l.fixtureId));
    const moved: LegState[] = [];
    for (const leg of legs) {
      const f = found.get(leg.fixtureId);
      if (!f || f.kind !== kind) throw invalidField('legs', `fixture ${leg.fixtureId} is not one of this book's`);
      const sport = sportOf(f.sport);
      const odds = takesBets(f)
        ? pricesOf({ sport, tick: f.tick, home: f.homeScore, away: f.awayScore })[leg.selection]
        : null;
      if (odds === null) throw sportsbookError('MARKET_CLOSED', { fixtureId: f.id, selection: leg.selection });
      if (odds !== leg.odds) moved.push({ ...leg, odds });
    }
    if (moved.length) throw sportsbookError('ODDS_CHANGED', { legs: moved });
  }

  return {
    /**
     * Places a single (one leg) or a parlay (2–8 legs of different fixtures) at the prices the page showed: a moved
     * price is 409 ODDS_CHANGED with the new ones; then ONE debit of the stake whose round is the bet (its id). A
     * refused debit leaves nothing (the bet REJECTED); a debit that keeps failing is rolled back.
     */
    async place(session: DemoSession, kind: FixtureKind, stake: number, legs: LegState[]) {
      if (!legs.length || legs.length > MAX_LEGS) throw invalidField('legs', `1 to ${MAX_LEGS} legs`);
      if (new Set(legs.map((l) => l.fixtureId)).size !== legs.length)
        throw invalidField('legs', 'a parlay takes one selection per fixture');
      if (stake < MIN_STAKE || stake > MAX_STAKE)
        throw invalidField('stake', `stake from ${MIN_STAKE} to ${MAX_STAKE}`, 'err_invalid_input');
      await priced(kind, legs);
      if (potentialPayout(stake, legs) > MAX_PAYOUT)
        throw invalidField('stake', `the payout may not exceed ${MAX_PAYOUT}`);
      const id = randomUUID();
      await bets.insert(id, session, stake, legs);
      const base = {
        roundId: id,
        memberRef: session.memberRef,
        gameCode: session.gameCode,
        currency: session.currency,
      };
      const adapter = await deps.adapter(session.merchantId, session.vendor);
      try {
        const r = await retried(2, () => adapter.debit({ ...base, transactionId: `${id}:stake`, amount: stake }));
        await bets.placed(id, 'OPEN');
        return { betId: id, balance: r.balance, currency: r.currency };
      } catch (e) {
        if (!(e instanceof SeamlessCallError && e.status < 500)) {
          deps.log.error({ err: e, betId: id }, 'sportsbook: stake failed, rolling it back');
          await adapter
            .rollback({ ...base, transactionId: `${id}:rollback`, refTransactionId: `${id}:stake`, amount: stake })
            .catch((e2: unknown) => deps.log.error({ err: e2, betId: id }, 'sportsbook: rollback failed'));
        }
        await bets.placed(id, 'REJECTED');
        throw walletRefusal(e);
      }
    },

    /**
     * Cashes an open bet out at the value the page showed (moved: 409 ODDS_CHANGED with `cashOut`, the new value):
     * CASHED_OUT, then a credit of the value and the round's close; later results do not move it.
     */
    async cashOut(session: DemoSession, betId: string, shown: number) {
      await db.transaction(async (tx) => {
        const bet = await bets.lock(betId, tx);
        if (!bet || bet.merchantId !== session.merchantId || bet.memberId !== session.memberId)
          throw invalidField('betId', 'no such bet of this member');
        if (bet.status !== 'OPEN') throw sportsbookError('BET_NOT_OPEN');
        const found = await fixtures.find(
          bet.legs.map((l) => l.fixtureId),
          tx,
        );
        const live = bet.legs.some((l) => takesBets(found.get(l.fixtureId)!));
        const value = live ? cashOutValue(bet.stake, bet.legs, found) : 0;
        if (!value) throw sportsbookError('BET_NOT_OPEN');
        if (value !== shown) throw sportsbookError('ODDS_CHANGED', { cashOut: value });
        await bets.decide(bet.id, { status: 'CASHED_OUT', payout: value }, deps.now(), tx);
        await bets.queue(bet.id, 'CREDIT', `${bet.id}:cashout`, value, tx);
        await bets.queue(bet.id, 'CLOSE', `${bet.id}:close`, 0, tx);
      });
      await deps.settlement.send(betId);
      const adapter = await deps.adapter(session.merchantId, session.vendor);
      return adapter.balance({ memberRef: session.memberRef, currency: session.currency });
    },
  };
}
