import type { TFunction } from 'i18next';
import { isApiError } from '../client/api-error';
import { formatMoney } from '../format/money';
import { formatDateTime } from '../format/date-time';

/** The `common` message key of a failed call: the server's message key, or `err_unknown` for anything else. */
export const errorKey = (e: unknown): string => (isApiError(e) ? e.message : 'err_unknown');

/** Params that are instants (ISO-8601): shown as the player's local date and time. */
const TIME_PARAMS = new Set(['until', 'resetsAt', 'lockedUntil', 'effectiveAt']);
/** Params that are amounts in minor units: shown as money. */
const MONEY_PARAMS = new Set(['limit', 'remaining', 'required', 'done']);

/**
 * A failed call's details ready for its message's placeholders (`min`, `max`, `until`, `remaining` …):
 * instants as local date and time, amounts formatted as money.
 */
export function errorTextParams(e: unknown): Record<string, string | number> {
  if (!isApiError(e)) return {};
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(e.details)) {
    if (k === 'field' || k === 'detail') continue;
    if (typeof v === 'string') out[k] = TIME_PARAMS.has(k) ? formatDateTime(v) : v;
    else if (typeof v === 'number') out[k] = MONEY_PARAMS.has(k) ? formatMoney(v) : v;
  }
  return out;
}

/** The user-facing text of a failed call: its message key through i18n (the raw text when the key is unknown), its params filled in. */
export function errorText(t: TFunction, e: unknown): string {
  const key = errorKey(e);
  return t(`common:${key}`, { defaultValue: key, ...errorTextParams(e) });
}
