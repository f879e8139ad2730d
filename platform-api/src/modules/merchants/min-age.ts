import type { Merchant } from './merchant-repository';

/** The Philippines variant's legal minimum (SPEC §6, §9). */
export const PHILIPPINES_MIN_AGE = 21;

/** The age a registrant must have: the merchant's `min_age`, at least 21 in the Philippines variant. */
export const effectiveMinAge = (m: Pick<Merchant, 'minAge' | 'philippinesVariant'>): number =>
  m.philippinesVariant ? Math.max(m.minAge, PHILIPPINES_MIN_AGE) : m.minAge;
