import type { GameCategory } from 'shared-contracts';
import { SLOT_LINE_COUNT } from './slot';

/** The demo vendor's code (`vendors.code`, `x-vendor-code`) and its own two games. */
export const DEMO_VENDOR = 'DEMO';
export const DEMO_SLOT = 'DEMO_SLOT';
export const DEMO_DICE = 'DEMO_DICE';

/**
 * What a launch plays on: the slot and the dice (this module's game page), or the page of the kind of game a category's
 * vendors run — a live table (LIVE), the sportsbook (SPORTS, also e-sports) or a PVP room (PVP), each served by its
 * own module under /vendor/demo/<engine in lower case>/ (`demoPlayPath`).
 */
export type Engine = 'SLOT' | 'DICE' | 'LIVE' | 'SPORTS' | 'PVP';

/** The engines this module's own game page plays (the others have pages of their own). */
export const PAGE_ENGINES: readonly Engine[] = ['SLOT', 'DICE'];

/** Categories whose games play on an engine other than the dice; every other category plays dice. */
const CATEGORY_ENGINES: Partial<Record<GameCategory, Engine>> = {
  RNG: 'SLOT',
  FISH: 'SLOT',
  LIVE: 'LIVE',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  PVP: 'PVP',
};

/**
 * The engine a game plays on: the demo vendor's own games by code, any other catalogue game by the category it is
 * listed under (CATEGORY_ENGINES; the dice for the rest), so the whole catalogue is playable.
 */
export function engineFor(vendor: string, gameCode: string, category: string): Engine {
  if (vendor === DEMO_VENDOR && gameCode === DEMO_DICE) return 'DICE';
  if (vendor === DEMO_VENDOR && gameCode === DEMO_SLOT) return 'SLOT';
  return CATEGORY_ENGINES[category as GameCategory] ?? 'DICE';
}

/**
 * Stakes the page offers and the round API accepts, in minor units (1.00 … 1,000.00). Each is a multiple
 * of the slot's line count, so a line bet is whole minor units.
 */
export const STAKES: readonly number[] = [100, 500, 1_000, 5_000, 10_000, 50_000, 100_000];
export const DEFAULT_STAKE = 1_000;

if (STAKES.some((s) => s % SLOT_LINE_COUNT !== 0)) throw new Error('every stake must be a multiple of the line count');
