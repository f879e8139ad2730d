import type { TFunction } from 'i18next';
import { engagementOpsApi } from 'shared-contracts';
import * as yup from 'yup';
import { majorOf, minorOf, moneyField, multipleField, wholeField, wholeOf } from './form-kit';

/** One level as typed (amounts in major units); its number is its place in the list. */
export interface VipLevelValues {
  label: string;
  minDeposit: string;
  minTurnover: string;
  upgradeBonus: string;
  turnoverMultiple: string;
  benefits: string[];
}
export interface VipFormValues {
  windowDays: string;
  levels: VipLevelValues[];
}

/** A level added below the others: asking nothing yet (the operator fills in more than the level below). */
export const blankLevel = (n: number): VipLevelValues => ({
  label: `VIP ${n}`,
  minDeposit: '0',
  minTurnover: '0',
  upgradeBonus: '0',
  turnoverMultiple: '1',
  benefits: [],
});

/** The form of the brand's configuration, or a first one: 30 days, level 0 only. */
export const vipValues = (config: engagementOpsApi.VipConfig | null): VipFormValues =>
  config
    ? {
        windowDays: String(config.windowDays),
        levels: config.levels.map((l) => ({
          label: l.label,
          minDeposit: majorOf(l.minDeposit),
          minTurnover: majorOf(l.minTurnover),
          upgradeBonus: majorOf(l.upgradeBonus),
          turnoverMultiple: String(l.turnoverMultiple),
          benefits: [...l.benefits],
        })),
      }
    : { windowDays: '30', levels: [blankLevel(0)] };

export const vipSchema = (t: TFunction) =>
  yup.object({
    windowDays: wholeField(t, 1, engagementOpsApi.VIP_MAX_WINDOW_DAYS),
    levels: yup
      .array(
        yup.object({
          label: yup
            .string()
            .trim()
            .required(t('required'))
            .max(24, t('too_long', { max: 24 })),
          minDeposit: moneyField(t, { zero: true }),
          minTurnover: moneyField(t, { zero: true }),
          upgradeBonus: moneyField(t, { zero: true }),
          turnoverMultiple: multipleField(t),
        }),
      )
      .min(1)
      .max(engagementOpsApi.VIP_MAX_LEVELS),
  });

/** The body: levels numbered 0..n in order, amounts in minor units. */
export const toVipConfig = (v: VipFormValues): engagementOpsApi.VipConfig => ({
  windowDays: wholeOf(v.windowDays)!,
  levels: v.levels.map((l, level) => ({
    level,
    label: l.label.trim(),
    minDeposit: minorOf(l.minDeposit)!,
    minTurnover: minorOf(l.minTurnover)!,
    upgradeBonus: minorOf(l.upgradeBonus)!,
    turnoverMultiple: Number(l.turnoverMultiple),
    benefits: engagementOpsApi.VIP_BENEFITS.filter((b) => l.benefits.includes(b)),
  })),
});

/** The server names a level (`levels.2`) or its number when the minimums are wrong: show it under its deposit. */
export const vipField = (field: string): string => {
  const m = /^levels\.(\d+)(?:\.(\w+))?/.exec(field);
  if (!m) return field;
  const sub = !m[2] || m[2] === 'level' ? 'minDeposit' : m[2];
  return `levels.${m[1]}.${sub}`;
};
export const VIP_FIELDS = ['windowDays', 'levels.'] as const;
