import type { TFunction } from 'i18next';
import { errorText, errorTextParams, isApiError } from 'shared-contracts';
import './i18n';

/** Codes of the agency calls with their own text in namespace `agent` (`err_<CODE>`). */
const AGENCY_CODES = new Set([
  'CONTRACT_CONFLICT',
  'RATE_ABOVE_OWN',
  'NO_OWN_CONTRACT',
  'NOT_DIRECT_DOWNLINE',
  'NOT_IN_TEAM',
  'INSUFFICIENT_FUNDS',
  'FUND_PASSWORD_WRONG',
  'FUND_PASSWORD_NOT_SET',
  'FUND_PASSWORD_LOCKED',
  'CONTRACT_STATE',
  'CONTRACT_TYPE_OFF',
  'AGENT_ONLY',
]);

/**
 * The text of a failed agency call, chosen by its error code (the agent centre words them for an agent: "not in
 * your team"); a wrong fund password says how many tries are left; other codes use the server's message key.
 */
export function agencyErrorText(t: TFunction, e: unknown): string {
  if (!isApiError(e) || !AGENCY_CODES.has(e.code)) return errorText(t, e);
  const left = e.details.attemptsLeft;
  if (e.code === 'FUND_PASSWORD_WRONG' && typeof left === 'number') return t('err_fund_wrong_left', { count: left });
  return t(`err_${e.code}`, errorTextParams(e));
}
