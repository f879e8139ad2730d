import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { MoneySchema, Nullable, PageQuery, PageSchema } from './common';

// The referral programme (SPEC §1 "a referral programme", §2 member centre `referral` "invite friends", §3 register
// user `referralCode`). Every real member has a referral code (made on first use) and a register link carrying
// it (`/register?referralCode=…`). A friend who registers with the code is linked to the member for good. The
// friend qualifies when the deposits credited to them within `qualifyDays` days of registering add up to at least
// `minDeposit`; the job `referral.qualify` then grants the member `reward` in the reward centre (source REFERRAL,
// key `invitee:<id>`), exactly once per friend. A referral code is not an agent's invitation code
// (`affiliateCode`): that one puts the new member in the agent's downline; this one only links two friends.

/** REGISTERED: joined, not qualified yet; QUALIFIED: the reward is waiting in the referrer's reward centre; REWARDED: claimed. */
export const REFERRAL_STATES = ['REGISTERED', 'QUALIFIED', 'REWARDED'] as const;
export const ReferralStateSchema = Type.Enum([...REFERRAL_STATES]);
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** The most days an operator may give friends to qualify. */
export const REFERRAL_MAX_QUALIFY_DAYS = 365;

/** The merchant's programme: on or off, the reward per qualified friend and the qualifying rule. */
export const ReferralRulesSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Granted to the referrer per qualified friend (minor units; 0 with the programme off). */
  reward: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  /** The claimed reward's turnover, as a multiple of its amount. */
  turnoverMultiple: Type.Number({ minimum: 0, maximum: 100 }),
  /** What the friend's credited deposits must add up to … */
  minDeposit: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  /** … within this many days of registering. */
  qualifyDays: Type.Integer({ minimum: 1, maximum: REFERRAL_MAX_QUALIFY_DAYS }),
});
export type ReferralRules = Static<typeof ReferralRulesSchema>;

/**
 * referral (invite friends): the member's referral code, the register link on `domain` (an `http(s)://host`
 * origin; otherwise the link is a path), the programme's rules, and the counts: friends invited (registered with
 * the code), qualified (QUALIFIED or REWARDED) and rewarded (their reward claimed), and the rewards granted so
 * far. Real members only (a trial: 403 TRIAL_FORBIDDEN).
 */
export const getReferral = defineEndpoint({
  method: 'GET',
  path: '/wps/referral',
  auth: true,
  request: Type.Object({ domain: Type.Optional(Type.String({ maxLength: 200 })) }),
  response: Type.Object({
    code: Type.String(),
    link: Type.String(),
    currency: Type.String(),
    rules: ReferralRulesSchema,
    invited: Type.Integer(),
    qualified: Type.Integer(),
    rewarded: Type.Integer(),
    /** The rewards granted for the member's qualified friends (claimed or not). */
    earned: MoneySchema,
  }),
});

export const ReferralFriendSchema = Type.Object({
  /** The friend's account, masked ("ab***yz"). */
  account: Type.String(),
  joinedAt: Type.String(),
  state: ReferralStateSchema,
  qualifiedAt: Nullable(Type.String()),
  /** The reward granted for the friend (null until they qualify). */
  reward: Nullable(MoneySchema),
});
export type ReferralFriend = Static<typeof ReferralFriendSchema>;

/** referral's friends list: the friends who registered with the member's code, newest first. Real members only. */
export const listFriends = defineEndpoint({
  method: 'GET',
  path: '/wps/referral/friends',
  auth: true,
  request: Type.Object({ ...PageQuery }),
  response: Type.Object({ list: Type.Array(ReferralFriendSchema), ...PageSchema }),
});
