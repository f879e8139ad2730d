import type { TFunction } from 'i18next';
import { isApiError } from '../client/api-error';

/** The `common` message key of a failed call: the server's message key, or `err_unknown` for anything else. */
export const errorKey = (e: unknown): string => (isApiError(e) ? e.message : 'err_unknown');

/** The user-facing text of a failed call: its message key through i18n (the raw text when the key is unknown). */
export function errorText(t: TFunction, e: unknown): string {
  const key = errorKey(e);
  return t(`common:${key}`, { defaultValue: key });
}
