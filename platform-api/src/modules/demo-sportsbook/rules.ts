import { CASHOUT_MARGIN, chances, selectionWon, type Selection } from './odds';
import { sportOf } from './sports';

export type FixtureStatus = 'UPCOMING' | 'LIVE' | 'FINISHED' | 'VOID';

/** A fixture as the rules read it. */
export interface FixtureState {
  id: number;
  sport: string;
  status: FixtureStatus;
  tick: number;
  homeScore: number;
  awayScore: number;
}

/** A leg of a bet: a selection of one fixture at the price accepted (decimal odds × 100). */
export interface LegState {
  fixtureId: number;
  selection: Selection;
  odds: number;
}

export type LegResult = 'WIN' | 'LOSE' | 'VOID' | 'PENDING';

/** Stake limits and the largest payout a bet may promise (minor units). */
export const MIN_STAKE = 100;
export const MAX_STAKE = 500_000;
export const MAX_PAYOUT = 10_000_000;
export const MAX_LEGS = 8;

/** A leg's result: VOID when its fixture was voided, WIN or LOSE once it finished, else PENDING. */
export function legResult(leg: LegState, f: FixtureState): LegResult {
  if (f.status === 'VOID') return 'VOID';
  if (f.status !== 'FINISHED') return 'PENDING';
  return selectionWon(leg.selection, sportOf(f.sport), f.homeScore, f.awayScore) ? 'WIN' : 'LOSE';
}

/** ⌊stake × Π odds⌋ in minor units, exactly (odds × 100 each). */
export function payoutAt(stake: number, odds: readonly number[]): number {
  const num = odds.reduce((acc, o) => acc * BigInt(o), BigInt(stake));
  const den = odds.reduce((acc) => acc * 100n, 1n);
  return Number(num / den);
}

/** What a bet pays if every leg wins at the prices accepted. */
export const potentialPayout = (stake: number, legs: readonly LegState[]): number =>
  payoutAt(
    stake,
    legs.map((l) => l.odds),
  );

export type Settlement =
  | { done: false }
  /** `void`: a single on a voided fixture (the wallet's void: stake back, any payout back). */
  | { done: true; outcome: 'WON' | 'LOST' | 'VOID'; payout: number; void: boolean };

/**
 * A bet's settlement once every fixture is FINISHED or VOID: a lost leg loses it (payout 0); a void leg counts at
 * odds 1.00; a single whose fixture was voided is voided; a parlay whose legs were all voided pays its stake back.
 */
export function settle(
  stake: number,
  legs: readonly LegState[],
  fixtures: ReadonlyMap<number, FixtureState>,
): Settlement {
  const results = legs.map((l) => legResult(l, fixtures.get(l.fixtureId)!));
  if (results.includes('LOSE')) return { done: true, outcome: 'LOST', payout: 0, void: false };
  if (results.includes('PENDING')) return { done: false };
  if (results.every((r) => r === 'VOID'))
    return { done: true, outcome: 'VOID', payout: stake, void: legs.length === 1 };
  const odds = legs.map((l, i) => (results[i] === 'VOID' ? 100 : l.odds));
  return { done: true, outcome: 'WON', payout: payoutAt(stake, odds), void: false };
}

/**
 * A bet's corrected payout after a fixture's result was corrected or voided (a lost leg loses it, a void leg counts
 * 1.00), or null when it cannot be settled (a leg still pending).
 */
export function correctedPayout(
  stake: number,
  legs: readonly LegState[],
  fixtures: ReadonlyMap<number, FixtureState>,
): number | null {
  const s = settle(stake, legs, fixtures);
  return s.done ? s.payout : null;
}

/**
 * The cash-out value of an open bet: the payout at the prices accepted (void legs at 1.00) × the fair chance that
 * every leg still to play wins, less CASHOUT_MARGIN; 0 when a leg lost or the value is below the minimum stake
 * (no cash-out offered).
 */
export function cashOutValue(
  stake: number,
  legs: readonly LegState[],
  fixtures: ReadonlyMap<number, FixtureState>,
): number {
  let chance = 1;
  const odds: number[] = [];
  for (const leg of legs) {
    const f = fixtures.get(leg.fixtureId)!;
    const r = legResult(leg, f);
    if (r === 'LOSE') return 0;
    odds.push(r === 'VOID' ? 100 : leg.odds);
    if (r === 'PENDING')
      chance *= chances({ sport: sportOf(f.sport), tick: f.tick, home: f.homeScore, away: f.awayScore })[leg.selection];
  }
  const value = Math.floor(payoutAt(stake, odds) * chance * (1 - CASHOUT_MARGIN));
  return value >= MIN_STAKE ? value : 0;
}
