import type { TFunction } from 'i18next';
import { errorText, isApiError } from 'shared-contracts';
import '../i18n';

/** Whole points with thousands separators ("12,500"). */
export const formatPoints = (n: number): string =>
  `${n < 0 ? '-' : ''}${Math.abs(Math.trunc(n))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The text of a failed redeem or convert: a wrong fund password says how many tries are left. */
export function pointsErrorText(t: TFunction, e: unknown): string {
  const left = isApiError(e) ? e.details.attemptsLeft : undefined;
  if (isApiError(e) && e.code === 'FUND_PASSWORD_WRONG' && typeof left === 'number')
    return t('err_fund_wrong_left', { count: left });
  return errorText(t, e);
}

/** Whether the member must set a fund password first (the page links to where it is set). */
export const needsFundPassword = (e: unknown): boolean => isApiError(e) && e.code === 'FUND_PASSWORD_NOT_SET';
