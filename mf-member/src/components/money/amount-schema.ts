import type { TFunction } from 'i18next';
import { formatMoney } from 'shared-contracts';
import * as yup from 'yup';
import { amountProblem, type AmountLimits, type AmountProblem } from './amount';
import './i18n';

/** "VND 100,000.00": an amount inside a sentence. */
export const moneyText = (minor: number, currency: string): string => `${currency} ${formatMoney(minor)}`;

/** The message of an amount problem, with the limits written as money. */
export function amountMessage(t: TFunction, p: AmountProblem, currency: string): string {
  return p.key === 'money_amount_range'
    ? t(`member:${p.key}`, { min: moneyText(p.min, currency), max: moneyText(p.max, currency) })
    : t(`member:${p.key}`);
}

/** A yup rule for an amount field: required, a number with at most 2 decimals, within the limits. */
export function amountSchema(t: TFunction, limits: AmountLimits, currency: string) {
  return yup.string().test('amount', '', (value, ctx) => {
    const p = amountProblem(value ?? '', limits);
    return p ? ctx.createError({ message: amountMessage(t, p, currency) }) : true;
  });
}
