import type { TFunction } from 'i18next';
import { isApiError } from 'shared-contracts';

/** The user-facing text of a failed call: the server's message key through i18n (its raw text if unknown). */
export function errorText(t: TFunction, e: unknown): string {
  return isApiError(e) ? t(`common:${e.message}`, { defaultValue: e.message }) : t('common:err_unknown');
}
