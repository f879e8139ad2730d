import type { GameCategory } from 'shared-contracts';
import { SLOT_LINE_COUNT } from './slot';

/** The demo vendor's code (`vendors.code`, `x-vendor-code`) and its own two games. */
export const DEMO_VENDOR = 'DEMO';
export const DEMO_SLOT = 'DEMO_SLOT';
export const DEMO_DICE = 'DEMO_DICE';

/** The two game engines every launch plays on. */
export type Engine = 'SLOT' | 'DICE';

/** Categories whose games play on the slot engine; every other category (live, sports, lottery, PVP …) plays dice. */
const SLOT_CATEGORIES: readonly string[] = ['RNG', 'FISH'] satisfies GameCategory[];

/**
 * The engine a game plays on: the demo vendor's own games by code, any other catalogue game by the
 * category it is listed under (RNG and FISH spin the slot, the rest roll the dice), so the whole
 * catalogue is playable.
 */
export function engineFor(vendor: string, gameCode: string, category: string): Engine {
  if (vendor === DEMO_VENDOR && gameCode === DEMO_DICE) return 'DICE';
  if (vendor === DEMO_VENDOR && gameCode === DEMO_SLOT) return 'SLOT';
  return SLOT_CATEGORIES.includes(category) ? 'SLOT' : 'DICE';
}

/**
 * Stakes the page offers and the round API accepts, in minor units (1.00 … 1,000.00). Each is a multiple
 * of the slot's line count, so a line bet is whole minor units.
 */
export const STAKES: readonly number[] = [100, 500, 1_000, 5_000, 10_000, 50_000, 100_000];
export const DEFAULT_STAKE = 1_000;

if (STAKES.some((s) => s % SLOT_LINE_COUNT !== 0)) throw new Error('every stake must be a multiple of the line count');
