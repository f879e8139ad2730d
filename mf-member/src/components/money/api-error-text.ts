import type { TFunction } from 'i18next';
import { errorText, isApiError } from 'shared-contracts';

/**
 * The text of a failed call (shared-contracts errorText), with a rule's bounds filled in: a server
 * VALIDATION of a register rule answers `reg_pattern_<id>` with `min` and `max`.
 */
export function apiErrorText(t: TFunction, e: unknown): string {
  if (!isApiError(e) || e.details.min === undefined) return errorText(t, e);
  return t(`common:${e.message}`, { defaultValue: e.message, min: e.details.min, max: e.details.max });
}
