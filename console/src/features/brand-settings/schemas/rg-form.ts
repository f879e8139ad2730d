import type { TFunction } from 'i18next';
import { formatMoney, parseMoney, type RgDefaults } from 'shared-contracts';
import * as yup from 'yup';

/** The defaults as typed: major units with separators, '' for none. */
export type RgFormValues = Record<keyof RgDefaults, string>;
export const RG_FIELDS = ['daily', 'weekly', 'monthly'] as const;

const shown = (minor: number | null) => (minor === null ? '' : formatMoney(minor));
export const rgValues = (d: RgDefaults): RgFormValues => ({
  daily: shown(d.daily),
  weekly: shown(d.weekly),
  monthly: shown(d.monthly),
});
const minor = (text: string | undefined) => (!text?.trim() ? null : parseMoney(text));
export const toRgDefaults = (v: RgFormValues): RgDefaults => ({
  daily: minor(v.daily),
  weekly: minor(v.weekly),
  monthly: minor(v.monthly),
});

const limit = (t: TFunction) =>
  yup.string().test('amount', t('rg_amount_invalid'), (v) => !v?.trim() || (parseMoney(v) ?? 0) > 0);

/** Each empty or a positive amount; a longer period's default at least a shorter one's. */
export const rgSchema = (t: TFunction) =>
  yup.object({
    daily: limit(t),
    weekly: limit(t).test('order', t('rg_weekly_order'), function (v) {
      const daily = minor((this.parent as RgFormValues).daily);
      const weekly = minor(v ?? '');
      return daily === null || weekly === null || weekly >= daily;
    }),
    monthly: limit(t).test('order', t('rg_monthly_order'), function (v) {
      const p = this.parent as RgFormValues;
      const shorter = minor(p.weekly) ?? minor(p.daily);
      const monthly = minor(v ?? '');
      return shorter === null || monthly === null || monthly >= shorter;
    }),
  });
