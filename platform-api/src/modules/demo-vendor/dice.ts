import type { Rng } from '../../infra/rng';

/**
 * DEMO_DICE: a roll of 1–100. `under` a target wins when the roll is below it, `over` when above it.
 * A win pays stake × (100 − edge) / winning faces, rounded down to the minor unit, so every choice
 * returns (100 − edge)% = 98% before that rounding (`diceRtp` gives the exact figure of a choice).
 */
export const DICE_FACES = 100;
/** House edge in percent. */
export const DICE_EDGE = 2;
/** Winning faces allowed: 1 (pays 98×) to 95 (pays ≈1.03×). */
export const DICE_MIN_WIN_FACES = 1;
export const DICE_MAX_WIN_FACES = 95;

export type DiceDirection = 'over' | 'under';
export interface DiceChoice {
  direction: DiceDirection;
  target: number;
}

export interface DiceOutcome {
  roll: number;
  direction: DiceDirection;
  target: number;
  win: boolean;
  /** Payout in stake units for a win (2 decimals, informative; the payout itself is exact). */
  multiplier: number;
  /** Minor units (0 for a loss). */
  payout: number;
}

/** Faces that win for a choice: under t → 1 … t−1, over t → t+1 … 100. */
export const winFaces = (c: DiceChoice): number => (c.direction === 'under' ? c.target - 1 : DICE_FACES - c.target);

/** Whether a choice is playable: an integer target leaving 1–95 winning faces. */
export function isValidDiceChoice(c: DiceChoice): boolean {
  if (c.direction !== 'under' && c.direction !== 'over') return false;
  if (!Number.isInteger(c.target)) return false;
  const faces = winFaces(c);
  return faces >= DICE_MIN_WIN_FACES && faces <= DICE_MAX_WIN_FACES;
}

/** The payout of a winning roll: ⌊stake × (100 − edge) / faces⌋ (integer arithmetic). */
export const dicePayout = (stake: number, c: DiceChoice): number =>
  Math.floor((stake * (DICE_FACES - DICE_EDGE)) / winFaces(c));

/** The exact return of a choice at a stake (just under 0.98 when the division rounds down). */
export const diceRtp = (stake: number, c: DiceChoice): number =>
  ((winFaces(c) / DICE_FACES) * dicePayout(stake, c)) / stake;

/** A roll for a valid choice. */
export function rollDice(stake: number, choice: DiceChoice, rng: Rng): DiceOutcome {
  if (!isValidDiceChoice(choice)) throw new Error('invalid dice choice');
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new Error('dice stake must be a positive integer');
  const roll = rng(DICE_FACES) + 1;
  const win = choice.direction === 'under' ? roll < choice.target : roll > choice.target;
  const faces = winFaces(choice);
  return {
    roll,
    direction: choice.direction,
    target: choice.target,
    win,
    multiplier: Math.floor(((DICE_FACES - DICE_EDGE) * 100) / faces) / 100,
    payout: win ? dicePayout(stake, choice) : 0,
  };
}
