import type { TFunction } from 'i18next';
import { parseMoney, type HouseContractInput } from 'shared-contracts';
import { DIVIDEND_PERIODS, type ContractPeriod, type ContractType } from 'shared-contracts/agency';
import * as yup from 'yup';

export interface TierValues {
  minAmount: string;
  minActive: string;
  rate: string;
}
export interface HouseContractValues {
  account: string;
  type: ContractType;
  period: ContractPeriod;
  tiers: TierValues[];
  terminateConflicts: boolean;
}

export const blankTier = (): TierValues => ({ minAmount: '0', minActive: '0', rate: '' });
export const newHouseContract = (): HouseContractValues => ({
  account: '',
  type: 'DAILY_SALARY',
  period: 'WEEKLY',
  tiers: [blankTier()],
  terminateConflicts: false,
});

/** A rate as typed (percent, 2 decimals) in basis points, or null. */
export const rateOf = (text: string): number | null => {
  const v = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(v)) return null;
  const bp = Math.round(Number(v) * 100);
  return bp >= 1 && bp <= 10_000 ? bp : null;
};

export const houseContractSchema = (t: TFunction) =>
  yup.object({
    account: yup.string().trim().max(64).required(t('account_required')),
    tiers: yup.array(
      yup.object({
        minAmount: yup.string().test('amount', t('amount_invalid'), (v) => parseMoney(v ?? '') !== null),
        minActive: yup.string().matches(/^\s*\d{1,7}\s*$/, t('active_invalid')),
        rate: yup.string().test('rate', t('rate_invalid'), (v) => rateOf(v ?? '') !== null),
      }),
    ),
  });

/** What the form sends: a dividend's period (salaries settle on their own), tiers in minor units and basis points. */
export const toHouseContract = (code: string, v: HouseContractValues): HouseContractInput => ({
  code,
  account: v.account.trim(),
  type: v.type,
  ...(v.type === 'DIVIDEND' ? { period: v.period } : {}),
  tiers: v.tiers.map((tier) => ({
    minAmount: parseMoney(tier.minAmount)!,
    minActive: Number(tier.minActive.trim()),
    rate: rateOf(tier.rate)!,
  })),
  ...(v.terminateConflicts ? { terminateConflicts: true } : {}),
});

/** The form's field a refusal names (`tiers/0/rate` → `tiers.0.rate`), else none. */
export const houseContractField = (named: string): string | null =>
  /^(account|tiers(\.\d+\.(minAmount|minActive|rate))?)$/.test(named) ? named : null;

export const DIVIDEND_CHOICES = DIVIDEND_PERIODS;
