import type { FastifyBaseLogger } from 'fastify';
import type { VendorAdapter } from '../seamless';
import { handRef, type HandRepository, type Seat } from './hand-repository';
import { payouts, playHand } from './hand';
import type { PlayRepository, Played } from './play-repository';
import type { Rng } from '../../infra/rng';
import type { PvpGame } from './rooms';

export interface SettleDeps {
  hands: HandRepository;
  plays: PlayRepository;
  rng: Rng;
  adapter: (merchantId: number, vendor: string) => Promise<VendorAdapter>;
  log: FastifyBaseLogger;
}

/** A seat's transaction id of the hand's call `what` (stable: a replay is harmless). */
export const txId = (handId: number, memberRef: string, what: 'stake' | 'leave' | 'win' | 'close'): string =>
  `${handRef(handId)}:${memberRef}:${what}`;

/** What a seat's calls name: the shared round, the member, the launched game and currency. */
const base = (seat: Seat, handId: number, currency: string) => ({
  roundId: handRef(handId),
  memberRef: seat.memberRef,
  gameCode: seat.gameCode,
  currency,
});

/** The outcome of a hand for its seated seats (seat order), as play-repository records it. */
export function decide(game: PvpGame, stake: number, seated: readonly Seat[], rng: Rng): Played {
  const outcome = playHand(game, seated.length, rng);
  const pay = payouts(stake, seated.length, outcome.winners);
  // The rake is named on the first winner's credit (a split's other winners carry none).
  const first = Math.min(...outcome.winners);
  return {
    seats: seated.map((s, i) => ({
      id: s.id,
      draw: outcome.draws[i]!,
      payout: pay.payouts[i]!,
      rake: i === first ? pay.rake : 0,
    })),
    winners: outcome.winners.map((i) => seated[i]!.seat),
    rake: pay.rake,
  };
}

/**
 * One run of the rooms' timed work (the `demo-pvp.hands` job; also callable directly): stakes of seats left to roll
 * back, due hands to play (each exactly once: the hand's row locked, its status guarded), and played hands' payouts
 * then closes — every wallet call with its stable transaction id, so a run repeating one (a retry, a second process)
 * is a replay: nothing is paid twice. A failed call is logged and left for the next run.
 */
export async function runHands(d: SettleDeps): Promise<{ refunded: number; played: number; settled: number }> {
  const r = { refunded: 0, played: 0, settled: 0 };
  for (const seat of await d.hands.toRefund(60)) {
    try {
      const a = await d.adapter(seat.merchantId, seat.vendor);
      await a.rollback({
        transactionId: txId(seat.handId, seat.memberRef, 'leave'),
        refTransactionId: txId(seat.handId, seat.memberRef, 'stake'),
        memberRef: seat.memberRef,
        roundId: handRef(seat.handId),
      });
      await d.hands.refunded(seat.id);
      r.refunded += 1;
    } catch (err) {
      d.log.error({ err, seat: seat.id }, 'demo pvp: rollback of a stake failed; retried next run');
    }
  }
  for (const id of await d.plays.due())
    if (await d.plays.play(id, (hand, seated) => decide(hand.game, hand.stake, seated, d.rng))) r.played += 1;
  for (const { hand, seats } of await d.plays.settling()) {
    try {
      // Every payout first (a loser's 0 settles its record), then every close.
      for (const s of seats.filter((x) => !x.paidAt)) {
        const a = await d.adapter(s.merchantId, s.vendor);
        await a.credit({
          ...base(s, hand.id, hand.currency),
          transactionId: txId(hand.id, s.memberRef, 'win'),
          amount: s.payout ?? 0,
          ...(s.rake > 0 ? { rake: s.rake } : {}),
        });
        await d.plays.paid(s.id);
      }
      for (const s of seats.filter((x) => !x.closedAt)) {
        const a = await d.adapter(s.merchantId, s.vendor);
        await a.closeRound({ ...base(s, hand.id, hand.currency), transactionId: txId(hand.id, s.memberRef, 'close') });
        await d.plays.closed(s.id);
      }
      await d.plays.done(hand.id);
      r.settled += 1;
    } catch (err) {
      d.log.error({ err, hand: hand.id }, 'demo pvp: a payout or close failed; retried next run');
    }
  }
  return r;
}
