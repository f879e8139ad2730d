import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db';
import type { VendorAdapter } from '../seamless';
import type { Bet, BetsRepository, WalletCall } from './bets-repository';
import type { FixturesRepository } from './fixtures-repository';
import { correctedPayout, settle } from './rules';

export interface SettlementDeps {
  db: Db;
  bets: BetsRepository;
  fixtures: FixturesRepository;
  adapter: (merchantId: number, vendor: string) => Promise<VendorAdapter>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The sportsbook's money after placement: every decision on a bet (settled, cashed out, resettled, voided) is written
 * with the wallet calls it owes in one transaction, the bet's row locked (sportsbook_wallet_calls); `send` then makes
 * the calls in order, each under its stable transaction id, so a retry, a second process or the job sending the same
 * call again is a replay the wallet answers unchanged. A decision is taken once: the guarded status change under the
 * lock.
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, bets, fixtures } = deps;

  /** Sends a bet's pending calls in order; stops at the first failure (the job tries again). True when all went. */
  async function send(betId: string): Promise<boolean> {
    const pending = await bets.pending(betId);
    if (!pending.length) return true;
    const bet = await bets.get(betId);
    if (!bet) return false;
    const adapter = await deps.adapter(bet.merchantId, bet.vendor);
    for (const call of pending) {
      try {
        await callWallet(adapter, bet, call);
        await bets.done(call.transactionId);
      } catch (err) {
        deps.log.error({ err, betId, transactionId: call.transactionId }, 'sportsbook: wallet call failed');
        await bets.failed(call.transactionId);
        return false;
      }
    }
    return true;
  }

  /** Takes a decision on a bet (its row locked) and sends the calls it queued. */
  async function decide(betId: string, fn: (bet: Bet, tx: Db) => Promise<void>): Promise<void> {
    await db.transaction(async (tx) => {
      const bet = await bets.lock(betId, tx);
      if (bet) await fn(bet, tx);
    });
    await send(betId);
  }

  return {
    send,

    /** Settles an OPEN bet once all its fixtures are over: one credit of its payout (0 lost), or a void for a void single. */
    async settleBet(betId: string): Promise<boolean> {
      let settled = false;
      await decide(betId, async (bet, tx) => {
        if (bet.status !== 'OPEN') return;
        const found = await fixtures.find(
          bet.legs.map((l) => l.fixtureId),
          tx,
        );
        // Only when every match is over (a lost leg does not settle a parlay early: a correction may revive it).
        if ([...found.values()].some((f) => f.status !== 'FINISHED' && f.status !== 'VOID')) return;
        const s = settle(bet.stake, bet.legs, found);
        if (!s.done) return;
        await bets.decide(bet.id, { status: s.outcome, payout: s.void ? 0 : s.payout }, deps.now(), tx);
        if (s.void) await bets.queue(bet.id, 'VOID', `${bet.id}:void`, 0, tx);
        else await bets.queue(bet.id, 'CREDIT', `${bet.id}:settle`, s.payout, tx);
        settled = true;
      });
      return settled;
    },

    /**
     * A fixture's result changed (corrected) or it was voided: every bet on it settled by a credit is recomputed and,
     * when its payout changes, resettled with the corrected total (its own transaction id: `<bet>:resettle:<n>`); a
     * single on a voided fixture is voided (stake back, payout back). Open bets settle later with the new result;
     * cashed-out and voided bets keep their result.
     */
    async correctBets(fixtureId: number): Promise<number> {
      let changed = 0;
      for (const betId of await bets.onFixture(fixtureId))
        await decide(betId, async (bet, tx) => {
          if (bet.status !== 'WON' && bet.status !== 'LOST') return;
          const found = await fixtures.find(
            bet.legs.map((l) => l.fixtureId),
            tx,
          );
          const s = settle(bet.stake, bet.legs, found);
          if (s.done && s.void) {
            await bets.decide(bet.id, { status: 'VOID', payout: 0 }, deps.now(), tx);
            await bets.queue(bet.id, 'VOID', `${bet.id}:void`, 0, tx);
            changed += 1;
            return;
          }
          const payout = correctedPayout(bet.stake, bet.legs, found);
          if (payout === null || payout === bet.payout) return;
          const n = bet.resettlements + 1;
          const status = s.done ? s.outcome : bet.status;
          await bets.decide(bet.id, { status, payout, resettlements: n }, deps.now(), tx);
          await bets.queue(bet.id, 'RESETTLE', `${bet.id}:resettle:${n}`, payout, tx);
          changed += 1;
        });
      return changed;
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;

/** One queued call as the wallet's vendor call, for the bet's round (round id = bet id) and launch. */
function callWallet(adapter: VendorAdapter, bet: Bet, call: WalletCall) {
  const round = {
    transactionId: call.transactionId,
    roundId: bet.id,
    memberRef: bet.memberRef,
    gameCode: bet.gameCode,
    currency: bet.currency,
  };
  switch (call.op) {
    case 'CREDIT':
      return adapter.credit({ ...round, amount: call.amount });
    case 'RESETTLE':
      return adapter.resettle({ ...round, amount: call.amount });
    case 'VOID':
      return adapter.void(round);
    case 'CLOSE':
      return adapter.closeRound(round);
  }
}
