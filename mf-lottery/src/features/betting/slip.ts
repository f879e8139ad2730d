import { parseMoney } from 'shared-contracts';
import {
  BET_TYPE_SPECS,
  lineError,
  lineStake,
  SLIP_LIMITS,
  type BetType,
  type SlipLine,
  type Structure,
} from 'shared-contracts/lottery';

/** What the player is composing before adding it to the slip: a bet type, numbers, stake and multiplier as typed. */
export interface Draft {
  betType: BetType;
  numbers: string[];
  unit: string;
  multiplier: string;
}

/** A problem with the draft: the field and an i18n key with its values. */
export interface DraftProblem {
  field: 'numbers' | 'unit' | 'multiplier' | 'lines';
  key: string;
  params?: Record<string, string | number>;
}

/** How many numbers a bet type takes: any count up to the slip limit, or exactly the combination's size. */
export const pickOf = (betType: BetType): number | 'each' => BET_TYPE_SPECS[betType].pick;
export const digitsOf = (betType: BetType): number => BET_TYPE_SPECS[betType].digits;

/**
 * Numbers as typed ("12 34,56"): each must have the type's digit count; repeats are dropped. Null when one
 * does not fit.
 */
export function parseTyped(text: string, betType: BetType): string[] | null {
  const digits = digitsOf(betType);
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !new RegExp(`^\\d{${digits}}$`).test(p))) return null;
  return [...new Set(parts)];
}

/** `numbers` with `n` added (kept sorted) or removed; a combination type never takes more than its size. */
export function toggleNumber(numbers: readonly string[], n: string, betType: BetType): string[] {
  if (numbers.includes(n)) return numbers.filter((x) => x !== n);
  const pick = pickOf(betType);
  const max = pick === 'each' ? SLIP_LIMITS.numbersMax : pick;
  if (numbers.length >= max) return [...numbers];
  return [...numbers, n].sort();
}

/** `numbers` with `more` merged in (sorted, no repeats), capped at the type's maximum. */
export function mergeNumbers(numbers: readonly string[], more: readonly string[], betType: BetType): string[] {
  const pick = pickOf(betType);
  const max = pick === 'each' ? SLIP_LIMITS.numbersMax : pick;
  return [...new Set([...numbers, ...more])].sort().slice(0, max);
}

/** The draft as a slip line, or the first problem with it (checked again by the shared `lineError`). */
export function draftLine(structure: Structure, d: Draft): { line: SlipLine } | { problem: DraftProblem } {
  const pick = pickOf(d.betType);
  const digits = digitsOf(d.betType);
  const countOk = pick === 'each' ? d.numbers.length >= 1 : d.numbers.length === pick;
  if (!countOk)
    return {
      problem:
        pick === 'each'
          ? { field: 'numbers', key: 'err_numbers_each', params: { digits } }
          : { field: 'numbers', key: 'err_numbers_combo', params: { count: pick } },
    };
  const unit = parseMoney(d.unit);
  if (unit === null || unit < SLIP_LIMITS.unitMin || unit > SLIP_LIMITS.unitMax)
    return { problem: { field: 'unit', key: 'err_unit' } };
  const multiplier = /^\d{1,3}$/.test(d.multiplier.trim()) ? Number(d.multiplier) : NaN;
  if (!(multiplier >= 1 && multiplier <= SLIP_LIMITS.multiplierMax))
    return { problem: { field: 'multiplier', key: 'err_multiplier', params: { max: SLIP_LIMITS.multiplierMax } } };
  const line: SlipLine = { betType: d.betType, numbers: [...d.numbers], unit, multiplier };
  const shared = lineError(structure, line);
  if (shared) return { problem: { field: 'numbers', key: `common:${shared.message}` } };
  return { line };
}

/** The slip's total in minor units. */
export const slipTotal = (lines: readonly SlipLine[]): number => lines.reduce((s, l) => s + lineStake(l), 0);

/** Whether another line fits on the slip. */
export const slipHasRoom = (lines: readonly SlipLine[]): boolean => lines.length < SLIP_LIMITS.linesMax;
