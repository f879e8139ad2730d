import { parseMoney } from 'shared-contracts';

/** Limits an amount must respect, in minor units. */
export interface AmountLimits {
  min: number;
  max: number;
}

/** Why a typed amount is refused: the i18n key (namespace `member`) and its values. */
export type AmountProblem =
  | { key: 'money_amount_required' }
  | { key: 'money_amount_invalid' }
  | { key: 'money_amount_decimals' }
  | { key: 'money_amount_range'; min: number; max: number };

// Digits, optionally grouped by commas in threes ("100,000"), then optional decimals (any count: the
// decimals rule has its own message).
const NUMBER = /^(\d{1,3}(,\d{3})+|\d+)(\.(\d*))?$/;

/** A player's amount in major units ("1,250.5") → minor units (125050), or null (shared-contracts `parseMoney`). */
export const parseAmount = parseMoney;

/** The first problem of a typed amount against the limits (SPEC §9: 2 decimals), or null when it is fine. */
export function amountProblem(text: string, limits: AmountLimits): AmountProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return { key: 'money_amount_required' };
  const m = NUMBER.exec(trimmed);
  if (!m) return { key: 'money_amount_invalid' };
  if ((m[4] ?? '').length > 2) return { key: 'money_amount_decimals' };
  const minor = parseAmount(trimmed);
  if (minor === null || minor < limits.min || minor > limits.max)
    return { key: 'money_amount_range', min: limits.min, max: limits.max };
  return null;
}

/** Minor units as the text a player would type for them ("100000" for 10,000,000; "12.5" for 1,250). */
export function amountText(minor: number): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
