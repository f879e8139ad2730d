import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { IdSchema, MoneySchema, Nullable, PageQuery, PageSchema, RewardSourceSchema } from './common';

// The reward centre (member centre `rewardCenter`) and the bonuses it pays (`bonusDetails`). Promotions,
// VIP upgrades, missions and referrals grant rewards; the member claims each one once. A claim posts a
// BONUS (house → main wallet) under the key `reward:<id>` and opens a bonus whose turnover (amount ×
// the reward's multiple) the member must bet before a withdrawal (TURNOVER_NOT_MET, ADR 0006).

/** PENDING waits for the member; CLAIMED was paid; EXPIRED passed its deadline unclaimed. */
export const REWARD_STATUSES = ['PENDING', 'CLAIMED', 'EXPIRED'] as const;
export const RewardStatusSchema = Type.Enum([...REWARD_STATUSES]);
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const RewardSchema = Type.Object({
  id: Type.Integer(),
  source: RewardSourceSchema,
  /** What earned it (an activity's title, "VIP 3", a mission's name, an invitee's masked account). */
  title: Type.String(),
  amount: MoneySchema,
  /** The bet the bonus asks for once claimed, as a multiple of its amount (0: none). */
  turnoverMultiple: Type.Number({ minimum: 0 }),
  status: RewardStatusSchema,
  createdAt: Type.String(),
  /** The last moment to claim it (null: no deadline). */
  expiresAt: Nullable(Type.String()),
  claimedAt: Nullable(Type.String()),
});
export type Reward = Static<typeof RewardSchema>;

/** A claimed reward's bonus: ACTIVE until its turnover is bet, then COMPLETED. */
export const BONUS_STATUSES = ['ACTIVE', 'COMPLETED'] as const;
export const BonusStatusSchema = Type.Enum([...BONUS_STATUSES]);
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export const BonusSchema = Type.Object({
  id: Type.Integer(),
  rewardId: Type.Integer(),
  source: RewardSourceSchema,
  title: Type.String(),
  amount: MoneySchema,
  /** The stake the bonus asks for (amount × multiple), and how much of it the member has bet since the claim. */
  turnoverRequired: MoneySchema,
  turnoverDone: MoneySchema,
  status: BonusStatusSchema,
  createdAt: Type.String(),
});
export type Bonus = Static<typeof BonusSchema>;

/** rewardCenter: the member's rewards, newest first; `status` filters (default: all). */
export const listRewards = defineEndpoint({
  method: 'GET',
  path: '/wps/rewards',
  auth: true,
  request: Type.Object({ status: Type.Optional(RewardStatusSchema), ...PageQuery }),
  response: Type.Object({ list: Type.Array(RewardSchema), ...PageSchema, pending: Type.Integer() }),
});

/**
 * Claims a PENDING reward: one BONUS posting (`reward:<id>`) and the bonus, in one transaction. A reward
 * already claimed answers REWARD_CLAIMED (nothing is paid twice, however many claims race); another
 * member's or an unknown id REWARD_NOT_FOUND; past its deadline REWARD_EXPIRED. Real members only.
 */
export const claimReward = defineEndpoint({
  method: 'POST',
  path: '/wps/rewards/claim',
  auth: true,
  request: Type.Object({ id: IdSchema }),
  response: Type.Object({ reward: RewardSchema, bonus: BonusSchema, balance: MoneySchema }),
});

/** bonusDetails: the member's bonuses with their turnover progress, newest first. */
export const listBonuses = defineEndpoint({
  method: 'GET',
  path: '/wps/rewards/bonuses',
  auth: true,
  request: Type.Object({ ...PageQuery }),
  response: Type.Object({ list: Type.Array(BonusSchema), ...PageSchema }),
});

/**
 * The member centre's and the avatar menu's badge counts (SPEC §2: missions, messages, rewards): rewards
 * waiting to be claimed, the current day's and week's missions not yet completed, unread messages.
 * Trials: all 0.
 */
export const getBadges = defineEndpoint({
  method: 'GET',
  path: '/wps/member/badges',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ rewards: Type.Integer(), missions: Type.Integer(), messages: Type.Integer() }),
});
