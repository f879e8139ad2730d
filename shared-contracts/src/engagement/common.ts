import { Type } from 'typebox';

// Shapes the engagement calls share (issue 14). Money is minor units of the merchant's currency; points
// are whole points; times are ISO-8601.

export { PageQuery, PageSchema } from '../records/schemas';
export { RequestIdSchema } from '../payments/schemas';
export { FundPasswordSchema } from '../withdrawals/schemas';

export const IdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const MoneySchema = Type.Integer();
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** Where a reward in the reward centre comes from. */
export const REWARD_SOURCES = ['PROMOTION', 'VIP', 'MISSION', 'REFERRAL'] as const;
export const RewardSourceSchema = Type.Enum([...REWARD_SOURCES]);
export type RewardSource = (typeof REWARD_SOURCES)[number];
