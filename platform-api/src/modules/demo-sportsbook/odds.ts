import type { Rng } from '../../infra/rng';
import type { Sport } from './sports';

export type Market = 'WINNER' | 'TOTAL';
export type Selection = 'HOME' | 'DRAW' | 'AWAY' | 'OVER' | 'UNDER';

/** The markets of a sport and their selections (1X2 where a draw exists, else the match winner; over/under). */
export function marketsOf(sport: Sport): { market: Market; selections: Selection[] }[] {
  return [
    { market: 'WINNER', selections: sport.draw ? ['HOME', 'DRAW', 'AWAY'] : ['HOME', 'AWAY'] },
    { market: 'TOTAL', selections: ['OVER', 'UNDER'] },
  ];
}

export const marketOfSelection = (s: Selection): Market => (s === 'OVER' || s === 'UNDER' ? 'TOTAL' : 'WINNER');

/** A match as the odds see it: its sport, ticks played and score. */
export interface MatchState {
  sport: Sport;
  tick: number;
  home: number;
  away: number;
}

/** The bookmaker's margin on every market (the prices' implied probabilities sum to 1 + MARGIN). */
export const MARGIN = 0.06;
/** What the sportsbook keeps of a cash-out's fair value. */
export const CASHOUT_MARGIN = 0.05;
/** A selection whose chance is outside [MIN_CHANCE, 1 − MIN_CHANCE] is suspended (no price). */
export const MIN_CHANCE = 0.02;
/** Prices are decimal odds × 100, between 1.01 and 50.00. */
export const MIN_ODDS = 101;
export const MAX_ODDS = 5_000;

/** The law of the points one side scores in `n` ticks (index = points). */
export function pointsIn(points: readonly number[], n: number): number[] {
  let dist = [1];
  for (let t = 0; t < n; t += 1) {
    const next = new Array<number>(dist.length + points.length - 1).fill(0);
    dist.forEach((p, i) => points.forEach((q, k) => (next[i + k]! += p * q)));
    dist = next;
  }
  return dist;
}

/** The fair chance of every selection from the state (the rest of the match played by the sport's law). */
export function chances(state: MatchState): Record<Selection, number> {
  const { sport } = state;
  const left = Math.max(0, sport.ticks - state.tick);
  const d = pointsIn(sport.points, left);
  const c: Record<Selection, number> = { HOME: 0, DRAW: 0, AWAY: 0, OVER: 0, UNDER: 0 };
  d.forEach((ph, i) =>
    d.forEach((pa, j) => {
      const p = ph * pa;
      const diff = state.home + i - (state.away + j);
      if (diff > 0) c.HOME += p;
      else if (diff < 0) c.AWAY += p;
      else if (sport.draw) c.DRAW += p;
      else {
        c.HOME += p / 2;
        c.AWAY += p / 2;
      }
      if (state.home + state.away + i + j > sport.total) c.OVER += p;
      else c.UNDER += p;
    }),
  );
  return c;
}

/** The price (decimal odds × 100) of a fair chance with the margin, or null when suspended. */
export function priceOf(chance: number): number | null {
  if (chance < MIN_CHANCE || chance > 1 - MIN_CHANCE) return null;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(100 / (chance * (1 + MARGIN)))));
}

/** Every selection's price in the state (null: suspended). */
export function pricesOf(state: MatchState): Record<Selection, number | null> {
  const c = chances(state);
  return {
    HOME: priceOf(c.HOME),
    DRAW: state.sport.draw ? priceOf(c.DRAW) : null,
    AWAY: priceOf(c.AWAY),
    OVER: priceOf(c.OVER),
    UNDER: priceOf(c.UNDER),
  };
}

/** Points one side scores in a tick, drawn from the sport's law (rng over 10,000). */
function drawPoints(points: readonly number[], rng: Rng): number {
  let r = rng(10_000) / 10_000;
  for (let k = 0; k < points.length; k += 1) {
    r -= points[k]!;
    if (r < 0) return k;
  }
  return points.length - 1;
}

/**
 * Plays one tick: each side's points drawn on the server; on the last tick of a sport without a draw a tie is broken
 * by one point for a side drawn at random.
 */
export function playTick(state: MatchState, rng: Rng): MatchState {
  const home = state.home + drawPoints(state.sport.points, rng);
  const away = state.away + drawPoints(state.sport.points, rng);
  const tick = state.tick + 1;
  if (tick >= state.sport.ticks && !state.sport.draw && home === away)
    return rng(2) === 0 ? { ...state, tick, home: home + 1, away } : { ...state, tick, home, away: away + 1 };
  return { ...state, tick, home, away };
}

/** Whether a selection won with a final score. */
export function selectionWon(selection: Selection, sport: Sport, home: number, away: number): boolean {
  switch (selection) {
    case 'HOME':
      return home > away;
    case 'AWAY':
      return away > home;
    case 'DRAW':
      return home === away;
    case 'OVER':
      return home + away > sport.total;
    case 'UNDER':
      return home + away < sport.total;
  }
}
