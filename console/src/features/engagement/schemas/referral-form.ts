import type { TFunction } from 'i18next';
import { engagementOpsApi } from 'shared-contracts';
import * as yup from 'yup';
import { majorOf, minorOf, moneyField, multipleField, wholeField, wholeOf } from './form-kit';

/** The referral programme as typed: amounts in major units. */
export interface ReferralFormValues {
  enabled: boolean;
  reward: string;
  turnoverMultiple: string;
  minDeposit: string;
  qualifyDays: string;
}

export const REFERRAL_FIELDS = ['reward', 'turnoverMultiple', 'minDeposit', 'qualifyDays'] as const;

export const referralValues = (r: engagementOpsApi.ReferralRules): ReferralFormValues => ({
  enabled: r.enabled,
  reward: majorOf(r.reward),
  turnoverMultiple: String(r.turnoverMultiple),
  minDeposit: majorOf(r.minDeposit),
  qualifyDays: String(r.qualifyDays),
});

export const referralSchema = (t: TFunction) =>
  yup.object({
    reward: moneyField(t, { zero: true }),
    turnoverMultiple: multipleField(t),
    minDeposit: moneyField(t),
    qualifyDays: wholeField(t, 1, engagementOpsApi.REFERRAL_MAX_QUALIFY_DAYS),
  });

/** The body: amounts in minor units. */
export const toReferralRules = (v: ReferralFormValues): engagementOpsApi.ReferralRules => ({
  enabled: v.enabled,
  reward: minorOf(v.reward)!,
  turnoverMultiple: Number(v.turnoverMultiple),
  minDeposit: minorOf(v.minDeposit)!,
  qualifyDays: wholeOf(v.qualifyDays)!,
});
