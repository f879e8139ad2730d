import type { TFunction } from 'i18next';
import { formatDateTime, isApiError } from 'shared-contracts';
import { amountMessage, moneyText } from '../../components/money/amount-schema';
import { apiErrorText } from '../../components/money/api-error-text';
import './i18n';

/** The form fields a refusal can point at. */
export type WithdrawField = 'amount' | 'bankAccountId' | 'fundPassword';

export interface WithdrawRefusal {
  /** The field the message goes under, or null for the form's own message. */
  field: WithdrawField | null;
  message: string;
  /** The page's figures (balance, turnover, lock, accounts) may be out of date: read them again. */
  reload: boolean;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * What a refused withdrawal request tells the player, from the API's code and details: the balance
 * (INSUFFICIENT_FUNDS) and the limits under the amount, the turnover still to bet, the fund password's
 * tries left or its lock, the daily count.
 */
export function withdrawRefusal(t: TFunction, e: unknown, currency: string, lang: string): WithdrawRefusal {
  const plain = (field: WithdrawField | null, reload = false) => ({ field, message: apiErrorText(t, e), reload });
  if (!isApiError(e)) return plain(null);
  const d = e.details;
  switch (e.code) {
    case 'INSUFFICIENT_FUNDS':
      return { field: 'amount', message: t('common:err_insufficient_funds'), reload: true };
    case 'TURNOVER_NOT_MET': {
      const more = Math.max(0, num(d.required) - num(d.done));
      return {
        field: null,
        message: t('member:wd_turnover_more', { amount: moneyText(more, currency) }),
        reload: true,
      };
    }
    case 'FUND_PASSWORD_WRONG':
      return typeof d.attemptsLeft === 'number'
        ? { field: 'fundPassword', message: t('member:wd_fund_wrong', { count: d.attemptsLeft }), reload: false }
        : plain('fundPassword');
    case 'FUND_PASSWORD_LOCKED':
      return typeof d.lockedUntil === 'string'
        ? {
            field: 'fundPassword',
            message: t('member:wd_locked', { time: formatDateTime(d.lockedUntil, { lang }) }),
            reload: true,
          }
        : plain('fundPassword', true);
    case 'FUND_PASSWORD_NOT_SET':
    case 'WITHDRAWAL_DAILY_LIMIT':
      return plain(null, true);
    case 'BANK_ACCOUNT_NOT_FOUND':
      return plain('bankAccountId', true);
    case 'VALIDATION':
      if (d.field === 'amount' && d.min !== undefined && d.max !== undefined)
        return {
          field: 'amount',
          message: amountMessage(t, { key: 'money_amount_range', min: d.min, max: d.max }, currency),
          reload: false,
        };
      return plain(d.field === 'amount' || d.field === 'bankAccountId' || d.field === 'fundPassword' ? d.field : null);
    default:
      return plain(null);
  }
}
