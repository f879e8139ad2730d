import { parseMoney } from 'shared-contracts';
import type { Tier } from 'shared-contracts/agency';
import { percentToBp } from '../../../lib/rates';

/** A tier as typed: the minimum amount in major units, the active members, the rate in %. */
export interface TierDraft {
  minAmount: string;
  minActive: string;
  rate: string;
}
export type TierErrors = Partial<Record<keyof TierDraft, string>>;

export const EMPTY_TIER: TierDraft = { minAmount: '', minActive: '', rate: '' };

const MAX_MIN_ACTIVE = 1_000_000;

/**
 * The typed tiers as the contract takes them (minor units, basis points), or the i18n key of each field's
 * problem (an empty amount or active count reads as 0).
 */
export function parseTiers(drafts: readonly TierDraft[]): { tiers: Tier[] | null; errors: TierErrors[] } {
  const tiers: Tier[] = [];
  const errors = drafts.map((d) => {
    const e: TierErrors = {};
    const minAmount = d.minAmount.trim() ? parseMoney(d.minAmount) : 0;
    const minActive = d.minActive.trim() ? Number(d.minActive.trim()) : 0;
    const rate = percentToBp(d.rate);
    if (minAmount === null) e.minAmount = 'of_amount_invalid';
    if (!/^\d*$/.test(d.minActive.trim()) || minActive > MAX_MIN_ACTIVE) e.minActive = 'of_active_invalid';
    if (rate === null) e.rate = 'of_rate_invalid';
    if (minAmount !== null && !e.minActive && rate !== null) tiers.push({ minAmount, minActive, rate });
    return e;
  });
  return { tiers: tiers.length === drafts.length ? tiers : null, errors };
}
