import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { Nullable } from '../engagement/common';
import { MissionInputSchema, MissionKindSchema, MissionPeriodSchema } from '../engagement/missions';
import { MAX_POINTS, PointsItemInputSchema, PointsSettingsSchema } from '../engagement/points';
import { PromotionAudienceSchema, PromotionKindSchema } from '../engagement/promotions';
import { ReferralRulesSchema } from '../engagement/referral';
import { VipConfigSchema } from '../engagement/vip';

/**
 * The console's engagement (issue 29): a brand's promotions, VIP levels, missions, referral rules and points mall,
 * as the operator runs them (`marketing.read`; writes `marketing.write`). The review queues of promotion applications
 * and points redemptions are the money desk's. Amounts are minor units. Promotions and points name the merchant as
 * `?merchant=CODE`; VIP, missions and referral as `code` (the query of a read, the body of a write).
 */

/** A merchant's code, as `?merchant=` or a body's `code` names it. */
export const OpsMerchantCodeSchema = Type.String({ minLength: 1, maxLength: 32 });
/** `?merchant=CODE` (else the request's merchant). */
export const OpsMerchantQuerySchema = Type.Object({ merchant: Type.Optional(OpsMerchantCodeSchema) });
/** `{code}`: the merchant of a VIP, missions or referral call. */
export const OpsMerchantCodeQuerySchema = Type.Object({ code: OpsMerchantCodeSchema });

// Promotions (module promotions).

/** A promotion's banner: a path of this site (/assets/banner/3.svg) or an https URL. */
export const PROMOTION_BANNER_PATTERN = '^(/[^\\s]*|https://[^\\s]+)$';
const PromotionFields = {
  title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  bannerUrl: Type.String({ minLength: 1, maxLength: 500, pattern: PROMOTION_BANNER_PATTERN }),
  /** HTML, sanitised before it is stored. */
  rules: Type.String({ maxLength: 20_000 }),
  audience: PromotionAudienceSchema,
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  rewardAmount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  turnoverMultiple: Type.Number({ minimum: 0, maximum: 100 }),
  /** RAFFLE: how many entrants win (required); ignored for APPLY. */
  winners: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  enabled: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
};
/** POST /ops/promotions: a new activity. */
export const PromotionCreateSchema = Type.Object({ kind: PromotionKindSchema, ...PromotionFields });
export type PromotionCreate = Static<typeof PromotionCreateSchema>;
/** PUT /ops/promotions/:id: every field but the kind (a drawn raffle's period, winners and reward are final). */
export const PromotionReplaceSchema = Type.Object(PromotionFields);
export type PromotionReplace = Static<typeof PromotionReplaceSchema>;

/** An activity as the operator sees it (raffles with their entries and draw). */
export const OpsPromotionSchema = Type.Object({
  id: Type.Integer(),
  kind: PromotionKindSchema,
  title: Type.String(),
  bannerUrl: Type.String(),
  rules: Type.String(),
  audience: PromotionAudienceSchema,
  startsAt: Type.String(),
  endsAt: Type.String(),
  rewardAmount: Type.Integer(),
  turnoverMultiple: Type.Number(),
  winners: Nullable(Type.Integer()),
  drawCommitment: Nullable(Type.String()),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  entries: Nullable(Type.Integer()),
  draw: Nullable(
    Type.Object({
      drawnAt: Type.String(),
      seed: Type.String(),
      entriesHash: Type.String(),
      winnerIds: Type.Array(Type.Integer()),
    }),
  ),
});
export type OpsPromotion = Static<typeof OpsPromotionSchema>;

export const listPromotions = defineEndpoint({
  method: 'GET',
  path: '/ops/promotions',
  request: OpsMerchantQuerySchema,
  response: Type.Object({ activities: Type.Array(OpsPromotionSchema) }),
});
export const createPromotion = defineEndpoint({
  method: 'POST',
  path: '/ops/promotions',
  request: PromotionCreateSchema,
  response: OpsPromotionSchema,
});
export const updatePromotion = defineEndpoint({
  method: 'PUT',
  path: '/ops/promotions/:id',
  request: PromotionReplaceSchema,
  response: OpsPromotionSchema,
});

// VIP levels (module vip).

/** PUT /ops/vip: the merchant and its whole configuration. */
export const VipConfigureSchema = Type.Object({ code: OpsMerchantCodeSchema, ...VipConfigSchema.properties });
export type VipConfigure = Static<typeof VipConfigureSchema>;
/** The configuration (null when never set) and how many members stand at each level. */
export const OpsVipStateSchema = Type.Object({
  code: Type.String(),
  config: Nullable(VipConfigSchema),
  members: Type.Record(Type.String(), Type.Integer()),
});
export type OpsVipState = Static<typeof OpsVipStateSchema>;

export const getVip = defineEndpoint({
  method: 'GET',
  path: '/ops/vip',
  request: OpsMerchantCodeQuerySchema,
  response: OpsVipStateSchema,
});
export const setVip = defineEndpoint({
  method: 'PUT',
  path: '/ops/vip',
  request: VipConfigureSchema,
  response: OpsVipStateSchema,
});
/** Runs the recalculation now (`ran` false while another run holds the merchant). */
export const recalculateVip = defineEndpoint({
  method: 'POST',
  path: '/ops/vip/recalculate',
  request: OpsMerchantCodeQuerySchema,
  response: Type.Object({
    code: Type.String(),
    ran: Type.Boolean(),
    members: Type.Integer(),
    upgraded: Type.Integer(),
    downgraded: Type.Integer(),
    bonuses: Type.Integer(),
  }),
});

// Missions (module missions).

/** POST /ops/missions, PUT /ops/missions/:id: the merchant and the mission (period and kind stay on a PUT). */
export const MissionWriteSchema = Type.Object({ code: OpsMerchantCodeSchema, ...MissionInputSchema.properties });
export type MissionWrite = Static<typeof MissionWriteSchema>;
/** A mission as stored. */
export const OpsMissionRowSchema = Type.Object({
  id: Type.Integer(),
  period: MissionPeriodSchema,
  kind: MissionKindSchema,
  title: Type.String(),
  target: Type.Integer(),
  reward: Type.Integer(),
  turnoverMultiple: Type.Number(),
  active: Type.Boolean(),
  sort: Type.Integer(),
});
/** A mission in the operator's list, with how many times it was completed. */
export const OpsMissionSchema = Type.Object({ ...OpsMissionRowSchema.properties, completions: Type.Integer() });
export type OpsMission = Static<typeof OpsMissionSchema>;

export const listMissions = defineEndpoint({
  method: 'GET',
  path: '/ops/missions',
  request: OpsMerchantCodeQuerySchema,
  response: Type.Object({ code: Type.String(), missions: Type.Array(OpsMissionSchema) }),
});
export const createMission = defineEndpoint({
  method: 'POST',
  path: '/ops/missions',
  request: MissionWriteSchema,
  response: OpsMissionRowSchema,
});
export const updateMission = defineEndpoint({
  method: 'PUT',
  path: '/ops/missions/:id',
  request: MissionWriteSchema,
  response: OpsMissionRowSchema,
});
/** Runs the completion of `missions.grant` now (`ran` false while another run holds the merchant). */
export const grantMissions = defineEndpoint({
  method: 'POST',
  path: '/ops/missions/grant',
  request: OpsMerchantCodeQuerySchema,
  response: Type.Object({
    code: Type.String(),
    ran: Type.Boolean(),
    members: Type.Integer(),
    completed: Type.Integer(),
  }),
});

// Referral rules (module referral).

/** PUT /ops/referral: the merchant and its whole programme. */
export const ReferralConfigureSchema = Type.Object({ code: OpsMerchantCodeSchema, ...ReferralRulesSchema.properties });
export type ReferralConfigure = Static<typeof ReferralConfigureSchema>;
export const OpsReferralStateSchema = Type.Object({
  code: Type.String(),
  currency: Type.String(),
  rules: ReferralRulesSchema,
});
export type OpsReferralState = Static<typeof OpsReferralStateSchema>;

export const getReferral = defineEndpoint({
  method: 'GET',
  path: '/ops/referral',
  request: OpsMerchantCodeQuerySchema,
  response: OpsReferralStateSchema,
});
export const setReferral = defineEndpoint({
  method: 'PUT',
  path: '/ops/referral',
  request: ReferralConfigureSchema,
  response: OpsReferralStateSchema,
});
/** Runs `referral.qualify` for the merchant now. */
export const qualifyReferrals = defineEndpoint({
  method: 'POST',
  path: '/ops/referral/qualify',
  request: OpsMerchantCodeQuerySchema,
  response: Type.Object({ code: Type.String(), checked: Type.Integer(), qualified: Type.Integer() }),
});

// Points (module points).

/** POST /ops/points/grant: points from the house to a member, once per `requestId`. */
export const PointsGrantSchema = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64 }),
  points: Type.Integer({ minimum: 1, maximum: MAX_POINTS }),
  /** The grant's key: the same key again grants nothing more. */
  requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  note: Type.Optional(Type.String({ maxLength: 200 })),
});
export type PointsGrant = Static<typeof PointsGrantSchema>;
/** An item as the operator sees it: every language and the switches. */
export const OpsPointsItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.Record(Type.String(), Type.String()),
  description: Type.Record(Type.String(), Type.String()),
  imageUrl: Nullable(Type.String()),
  cost: Type.Integer(),
  stock: Type.Integer(),
  active: Type.Boolean(),
  sort: Type.Integer(),
});
export type OpsPointsItem = Static<typeof OpsPointsItemSchema>;

export const listPointsItems = defineEndpoint({
  method: 'GET',
  path: '/ops/points/items',
  request: OpsMerchantQuerySchema,
  response: Type.Object({ items: Type.Array(OpsPointsItemSchema) }),
});
export const createPointsItem = defineEndpoint({
  method: 'POST',
  path: '/ops/points/items',
  request: PointsItemInputSchema,
  response: OpsPointsItemSchema,
});
export const updatePointsItem = defineEndpoint({
  method: 'PUT',
  path: '/ops/points/items/:id',
  request: PointsItemInputSchema,
  response: OpsPointsItemSchema,
});
/** The rules (null until first set) and whether the brand's points module is on. */
export const getPointsSettings = defineEndpoint({
  method: 'GET',
  path: '/ops/points/settings',
  request: OpsMerchantQuerySchema,
  response: Type.Object({ settings: Nullable(PointsSettingsSchema), enabled: Type.Boolean() }),
});
export const setPointsSettings = defineEndpoint({
  method: 'PUT',
  path: '/ops/points/settings',
  request: PointsSettingsSchema,
  response: Type.Object({ settings: Nullable(PointsSettingsSchema) }),
});
export const grantPoints = defineEndpoint({
  method: 'POST',
  path: '/ops/points/grant',
  request: PointsGrantSchema,
  response: Type.Object({ account: Type.String(), points: Type.Integer(), balance: Type.Integer() }),
});

// What the console's forms choose from and type their values with (the engagement entry's names).
export { MISSION_KINDS, MISSION_PERIODS, MONEY_MISSION_KINDS } from '../engagement/missions';
export type { MissionInput, MissionKind, MissionPeriod } from '../engagement/missions';
export { MAX_POINTS } from '../engagement/points';
export type { PointsItemInput, PointsSettings } from '../engagement/points';
export { PROMOTION_AUDIENCES, PROMOTION_KINDS } from '../engagement/promotions';
export type { PromotionAudience, PromotionKind } from '../engagement/promotions';
export { REFERRAL_MAX_QUALIFY_DAYS } from '../engagement/referral';
export type { ReferralRules } from '../engagement/referral';
export { VIP_BENEFITS, VIP_MAX_LEVELS, VIP_MAX_WINDOW_DAYS } from '../engagement/vip';
export type { VipBenefit, VipConfig, VipLevel } from '../engagement/vip';
