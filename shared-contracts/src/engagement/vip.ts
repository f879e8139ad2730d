import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { MoneySchema, Nullable } from './common';

// VIP levels (SPEC §1, §2 "securityCenter (my account / VIP level)", §6 "VIP (when enabled)"). A merchant with
// the whitelabel module VIP3 on ranks its members into levels 0..n by what they deposited (credited deposits)
// AND bet (the stake of settled real-money rounds) over a rolling window of days. The level is recalculated on
// the job queue (`vip.recalculate`); the first time a member reaches a level, that level's upgrade bonus goes to
// the reward centre (once per level ever; a downgrade takes nothing back).

/** The most levels a merchant may define (level 0 included). */
export const VIP_MAX_LEVELS = 20;
/** The rolling window's default and bounds, in days. */
export const VIP_DEFAULT_WINDOW_DAYS = 30;
export const VIP_MAX_WINDOW_DAYS = 365;

/** What a level offers besides its upgrade bonus; the client shows `vip_benefit_<key>` in the member's language. */
export const VIP_BENEFITS = [
  'UPGRADE_BONUS',
  'DAILY_WITHDRAWALS',
  'FAST_WITHDRAWALS',
  'BIRTHDAY_GIFT',
  'WEEKLY_CASHBACK',
  'DEDICATED_MANAGER',
  'EXCLUSIVE_EVENTS',
] as const;
export const VipBenefitSchema = Type.Enum([...VIP_BENEFITS]);
export type VipBenefit = (typeof VIP_BENEFITS)[number];

export const VipLevelSchema = Type.Object({
  /** 0 = the entry level every member starts at. */
  level: Type.Integer({ minimum: 0, maximum: VIP_MAX_LEVELS - 1 }),
  /** The name the header and the VIP page show ("VIP 3"), as the operator wrote it. */
  label: Type.String({ minLength: 1, maxLength: 24 }),
  /** What the window must hold to reach the level: credited deposits and settled real-money stake (minor units). */
  minDeposit: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  minTurnover: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  /** Granted to the reward centre the first time a member reaches the level (0: none). */
  upgradeBonus: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  /** The claimed bonus's turnover, as a multiple of its amount. */
  turnoverMultiple: Type.Number({ minimum: 0, maximum: 100 }),
  benefits: Type.Array(VipBenefitSchema, { maxItems: VIP_BENEFITS.length, uniqueItems: true }),
});
export type VipLevel = Static<typeof VipLevelSchema>;

/** One measure's way to the next level: what the window holds, what the level asks, and the share done (0–100). */
export const VipProgressSchema = Type.Object({
  current: MoneySchema,
  required: MoneySchema,
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type VipProgress = Static<typeof VipProgressSchema>;

/**
 * securityCenter's VIP section: whether VIP is on for the merchant (VIP3), the member's level (as last
 * recalculated), what the window holds now and the way to the next level (null at the top), and every level.
 * With VIP off: `enabled` false, no levels, `level` null. Real members only (a trial: 403 TRIAL_FORBIDDEN).
 */
export const getVip = defineEndpoint({
  method: 'GET',
  path: '/wps/vip',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({
    enabled: Type.Boolean(),
    currency: Type.String(),
    windowDays: Type.Integer(),
    level: Nullable(Type.Object({ level: Type.Integer(), label: Type.String() })),
    /** Credited deposits and settled real-money stake of the last `windowDays` days, now. */
    deposit: MoneySchema,
    turnover: MoneySchema,
    next: Nullable(
      Type.Object({
        level: Type.Integer(),
        label: Type.String(),
        deposit: VipProgressSchema,
        turnover: VipProgressSchema,
      }),
    ),
    levels: Type.Array(VipLevelSchema),
    /** When the level was last recalculated (null: never; the member is at level 0). */
    updatedAt: Nullable(Type.String()),
  }),
});

/** The operator's VIP configuration (PUT /ops/vip): the window and the levels, 0..n in order. */
export const VipConfigSchema = Type.Object({
  windowDays: Type.Integer({ minimum: 1, maximum: VIP_MAX_WINDOW_DAYS }),
  levels: Type.Array(VipLevelSchema, { minItems: 1, maxItems: VIP_MAX_LEVELS }),
});
export type VipConfig = Static<typeof VipConfigSchema>;

/** A measure's progress towards `required` (100 when nothing is required or it is met). */
export function vipProgress(current: number, required: number): VipProgress {
  const percent = required <= 0 ? 100 : Math.min(100, Math.floor((Math.max(current, 0) * 100) / required));
  return { current, required, percent };
}

/** The highest level whose minimums `deposit` and `turnover` both meet (levels in any order; 0 when none). */
export function vipLevelFor(
  levels: readonly Pick<VipLevel, 'level' | 'minDeposit' | 'minTurnover'>[],
  deposit: number,
  turnover: number,
): number {
  let best = 0;
  for (const l of levels) if (deposit >= l.minDeposit && turnover >= l.minTurnover && l.level > best) best = l.level;
  return best;
}

/**
 * Why a configuration is not acceptable, or null: levels must be 0..n in order, level 0 asks for nothing,
 * and each level asks at least what the one below asks and more of one measure.
 */
export function vipConfigProblem(levels: readonly VipLevel[]): { field: string; detail: string } | null {
  for (let i = 0; i < levels.length; i++) {
    const l = levels[i]!;
    if (l.level !== i) return { field: `levels.${i}.level`, detail: 'levels must be numbered 0, 1, 2 … in order' };
    if (i === 0) {
      if (l.minDeposit !== 0 || l.minTurnover !== 0)
        return { field: 'levels.0', detail: 'level 0 is where every member starts: it asks for nothing' };
      continue;
    }
    const below = levels[i - 1]!;
    if (l.minDeposit < below.minDeposit || l.minTurnover < below.minTurnover)
      return { field: `levels.${i}`, detail: 'a level may not ask less than the level below it' };
    if (l.minDeposit === below.minDeposit && l.minTurnover === below.minTurnover)
      return { field: `levels.${i}`, detail: 'a level must ask more than the level below it' };
  }
  const labels = new Set(levels.map((l) => l.label.trim().toLowerCase()));
  if (labels.size !== levels.length) return { field: 'levels', detail: 'each level needs its own label' };
  return null;
}
