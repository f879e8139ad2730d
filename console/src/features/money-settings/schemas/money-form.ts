import type { TFunction } from 'i18next';
import type { DepositMethodPatch, FeeRule, OpsDepositMethod, WithdrawalRules } from 'shared-contracts';
import * as yup from 'yup';

/** Minor units as the amount an operator types (major units, up to 2 decimals). */
export const toMajor = (minor: number): string => (minor / 100).toFixed(2).replace(/\.00$/, '');
/** An amount typed in major units as minor units. */
export const toMinor = (major: string): number => Math.round(Number(major.replace(/,/g, '')) * 100);
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** A fee rule as typed: a percentage of the amount (two decimals), a fixed amount, a cap ('' for none). */
export interface FeeFormValues {
  feePercent: string;
  feeFixed: string;
  feeMax: string;
}

export const feeValues = (r: FeeRule): FeeFormValues => ({
  feePercent: String(r.feeBps / 100),
  feeFixed: toMajor(r.feeFixed),
  feeMax: r.feeMax === null ? '' : toMajor(r.feeMax),
});

export const toFeeRule = (v: FeeFormValues): FeeRule => ({
  feeBps: Math.round(Number(v.feePercent) * 100),
  feeFixed: toMinor(v.feeFixed),
  feeMax: v.feeMax.trim() === '' ? null : toMinor(v.feeMax),
});

/** A refusal's field in a form with a fee: the API's `feeBps` is the form's percentage, `fee` the whole rule. */
export const feeFieldOf = (named: string): string | null =>
  named === 'feeBps' || named === 'fee' ? 'feePercent' : named === 'fee.feeMax' ? 'feeMax' : null;

export interface MethodFormValues extends FeeFormValues {
  enabled: boolean;
  name: string;
  minAmount: string;
  maxAmount: string;
  /** Quick amounts, comma-separated. */
  presets: string;
  sort: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export const methodValues = (m: OpsDepositMethod): MethodFormValues => ({
  enabled: m.enabled,
  name: m.name,
  minAmount: toMajor(m.minAmount),
  maxAmount: toMajor(m.maxAmount),
  presets: m.presets.map(toMajor).join(', '),
  sort: String(m.sort),
  bankName: m.bank?.bankName ?? '',
  accountName: m.bank?.accountName ?? '',
  accountNumber: m.bank?.accountNumber ?? '',
  ...feeValues(m.fee),
});

const presetList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** The whole method as the API's patch (the server keeps what is equal). */
export const toMethodPatch = (v: MethodFormValues, m: OpsDepositMethod): DepositMethodPatch => ({
  enabled: v.enabled,
  name: v.name.trim(),
  minAmount: toMinor(v.minAmount),
  maxAmount: toMinor(v.maxAmount),
  presets: [...new Set(presetList(v.presets).map(toMinor))],
  sort: Number(v.sort),
  fee: toFeeRule(v),
  ...(m.kind === 'BANK_TRANSFER'
    ? {
        bank: { bankName: v.bankName.trim(), accountName: v.accountName.trim(), accountNumber: v.accountNumber.trim() },
      }
    : {}),
});

const amount = (t: TFunction) => yup.string().required(t('amount_invalid')).matches(AMOUNT, t('amount_invalid'));

/** The fee's fields: at most 20 %, a fixed amount, an optional cap above zero. */
const feeSchema = (t: TFunction) => ({
  feePercent: yup
    .string()
    .required(t('fee_percent_invalid'))
    .matches(/^\d{1,2}(\.\d{1,2})?$/, t('fee_percent_invalid'))
    .test('range', t('fee_percent_invalid'), (v) => Number(v) <= 20),
  feeFixed: amount(t),
  feeMax: yup.string().test('cap', t('amount_invalid'), (v) => !v?.trim() || (AMOUNT.test(v.trim()) && toMinor(v) > 0)),
});

export const methodSchema = (t: TFunction, bank: boolean) =>
  yup.object({
    name: yup.string().trim().required(t('name_required')).max(64),
    minAmount: amount(t).test('positive', t('amount_invalid'), (v) => toMinor(v ?? '') > 0),
    maxAmount: amount(t).test('order', t('max_below_min'), function (v) {
      return toMinor(v ?? '') >= toMinor((this.parent as MethodFormValues).minAmount);
    }),
    presets: yup.string().test('presets', t('presets_invalid'), function (v) {
      const { minAmount, maxAmount } = this.parent as MethodFormValues;
      const list = presetList(v ?? '');
      return (
        list.length <= 8 &&
        list.every((p) => AMOUNT.test(p) && toMinor(p) >= toMinor(minAmount) && toMinor(p) <= toMinor(maxAmount))
      );
    }),
    sort: yup
      .string()
      .required(t('sort_invalid'))
      .matches(/^\d{1,4}$/, t('sort_invalid')),
    ...feeSchema(t),
    ...(bank
      ? {
          bankName: yup.string().trim().required(t('required')).max(80),
          accountName: yup.string().trim().required(t('required')).max(80),
          accountNumber: yup
            .string()
            .trim()
            .required(t('required'))
            .matches(/^[0-9A-Za-z -]{4,40}$/, t('account_invalid')),
        }
      : {}),
  });

export interface RulesFormValues extends FeeFormValues {
  minAmount: string;
  maxAmount: string;
  dailyCount: string;
  turnoverMultiple: string;
  autoReceivedMinutes: string;
  maxBankAccounts: string;
  fourEyesThreshold: string;
}

export const rulesValues = (r: WithdrawalRules): RulesFormValues => ({
  minAmount: toMajor(r.minAmount),
  maxAmount: toMajor(r.maxAmount),
  dailyCount: String(r.dailyCount),
  turnoverMultiple: String(r.turnoverMultiple),
  autoReceivedMinutes: String(r.autoReceivedMinutes),
  maxBankAccounts: String(r.maxBankAccounts),
  fourEyesThreshold: toMajor(r.fourEyesThreshold),
  ...feeValues(r),
});

export const toRules = (v: RulesFormValues): WithdrawalRules => ({
  minAmount: toMinor(v.minAmount),
  maxAmount: toMinor(v.maxAmount),
  dailyCount: Number(v.dailyCount),
  turnoverMultiple: Number(v.turnoverMultiple),
  autoReceivedMinutes: Number(v.autoReceivedMinutes),
  maxBankAccounts: Number(v.maxBankAccounts),
  fourEyesThreshold: toMinor(v.fourEyesThreshold),
  ...toFeeRule(v),
});

const whole = (t: TFunction, min: number, max: number) =>
  yup
    .string()
    .required(t('whole_invalid', { min, max }))
    .matches(/^\d{1,6}$/, t('whole_invalid', { min, max }))
    .test('range', t('whole_invalid', { min, max }), (v) => Number(v) >= min && Number(v) <= max);

export const rulesSchema = (t: TFunction) =>
  yup.object({
    minAmount: amount(t).test('positive', t('amount_invalid'), (v) => toMinor(v ?? '') > 0),
    maxAmount: amount(t).test('order', t('max_below_min'), function (v) {
      return toMinor(v ?? '') >= toMinor((this.parent as RulesFormValues).minAmount);
    }),
    dailyCount: whole(t, 1, 100),
    turnoverMultiple: yup
      .string()
      .required(t('turnover_invalid'))
      .matches(/^\d{1,3}(\.\d{1,2})?$/, t('turnover_invalid'))
      .test('range', t('turnover_invalid'), (v) => Number(v) <= 100),
    autoReceivedMinutes: whole(t, 1, 43_200),
    maxBankAccounts: whole(t, 1, 20),
    fourEyesThreshold: amount(t).test('positive', t('amount_invalid'), (v) => toMinor(v ?? '') > 0),
    ...feeSchema(t),
  });
