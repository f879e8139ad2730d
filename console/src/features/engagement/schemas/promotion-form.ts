import type { TFunction } from 'i18next';
import { engagementOpsApi } from 'shared-contracts';
import * as yup from 'yup';
import { isoOfLocal, localInputOf, majorOf, minorOf, moneyField, multipleField, wholeField, wholeOf } from './form-kit';

type OpsPromotion = engagementOpsApi.OpsPromotion;

/** The promotion form as typed: times in the operator's clock, the reward in major units. */
export interface PromotionFormValues {
  kind: engagementOpsApi.PromotionKind;
  title: string;
  bannerUrl: string;
  rules: string;
  audience: engagementOpsApi.PromotionAudience;
  startsAt: string;
  endsAt: string;
  rewardAmount: string;
  turnoverMultiple: string;
  winners: string;
  enabled: boolean;
  sort: string;
}

export const PROMOTION_FIELDS = [
  'kind',
  'title',
  'bannerUrl',
  'rules',
  'audience',
  'startsAt',
  'endsAt',
  'rewardAmount',
  'turnoverMultiple',
  'winners',
  'sort',
] as const;

const BANNER = new RegExp(engagementOpsApi.PROMOTION_BANNER_PATTERN);
const DAY = 86_400_000;

/** A new promotion: an application promotion for everyone, from now for a week, 1× turnover. */
export const newPromotionValues = (now = Date.now()): PromotionFormValues => ({
  kind: 'APPLY',
  title: '',
  bannerUrl: '',
  rules: '',
  audience: 'ALL',
  startsAt: localInputOf(new Date(now).toISOString()),
  endsAt: localInputOf(new Date(now + 7 * DAY).toISOString()),
  rewardAmount: '',
  turnoverMultiple: '1',
  winners: '',
  enabled: true,
  sort: '0',
});

/** The form of an existing promotion. */
export const promotionValues = (p: OpsPromotion): PromotionFormValues => ({
  kind: p.kind,
  title: p.title,
  bannerUrl: p.bannerUrl,
  rules: p.rules,
  audience: p.audience,
  startsAt: localInputOf(p.startsAt),
  endsAt: localInputOf(p.endsAt),
  rewardAmount: majorOf(p.rewardAmount),
  turnoverMultiple: String(p.turnoverMultiple),
  winners: p.winners === null ? '' : String(p.winners),
  enabled: p.enabled,
  sort: String(p.sort),
});

/** The rules the server checks, said before sending. */
export const promotionSchema = (t: TFunction) =>
  yup.object({
    title: yup
      .string()
      .trim()
      .required(t('required'))
      .max(120, t('too_long', { max: 120 })),
    bannerUrl: yup
      .string()
      .trim()
      .required(t('required'))
      .max(500, t('too_long', { max: 500 }))
      .matches(BANNER, t('banner_invalid')),
    rules: yup.string().max(20_000, t('too_long', { max: 20_000 })),
    startsAt: yup
      .string()
      .required(t('required'))
      .test('date', t('date_invalid'), (v) => isoOfLocal(v ?? '') !== null),
    endsAt: yup
      .string()
      .required(t('required'))
      .test('date', t('date_invalid'), (v) => isoOfLocal(v ?? '') !== null)
      .test('after', t('ends_before_start'), function (v) {
        const start = isoOfLocal(String(this.parent.startsAt ?? ''));
        const end = isoOfLocal(v ?? '');
        return !start || !end || end > start;
      }),
    rewardAmount: moneyField(t),
    turnoverMultiple: multipleField(t),
    winners: yup.string().when('kind', {
      is: 'RAFFLE',
      then: () => wholeField(t, 1, 10_000),
      otherwise: (s) => s,
    }),
    sort: wholeField(t, 0, 1_000_000),
  });

/** The body of a PUT (every field but the kind): amounts in minor units, times as instants. */
export function toPromotionReplace(v: PromotionFormValues): engagementOpsApi.PromotionReplace {
  return {
    title: v.title.trim(),
    bannerUrl: v.bannerUrl.trim(),
    rules: v.rules,
    audience: v.audience,
    startsAt: isoOfLocal(v.startsAt)!,
    endsAt: isoOfLocal(v.endsAt)!,
    rewardAmount: minorOf(v.rewardAmount)!,
    turnoverMultiple: Number(v.turnoverMultiple),
    ...(v.kind === 'RAFFLE' ? { winners: wholeOf(v.winners)! } : {}),
    enabled: v.enabled,
    sort: wholeOf(v.sort) ?? 0,
  };
}

/** The body of a POST. */
export const toPromotionCreate = (v: PromotionFormValues): engagementOpsApi.PromotionCreate => ({
  kind: v.kind,
  ...toPromotionReplace(v),
});

export type PromotionPhase = 'off' | 'scheduled' | 'running' | 'ended';
/** Where a promotion stands now: switched off, not started, running or ended. */
export function phaseOf(p: Pick<OpsPromotion, 'enabled' | 'startsAt' | 'endsAt'>, now = Date.now()): PromotionPhase {
  if (!p.enabled) return 'off';
  if (now < Date.parse(p.startsAt)) return 'scheduled';
  if (now >= Date.parse(p.endsAt)) return 'ended';
  return 'running';
}
