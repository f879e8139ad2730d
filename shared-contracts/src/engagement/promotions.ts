import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { FileSchema } from '../register/schemas';
import { IdSchema, MoneySchema, Nullable } from './common';

// Promotions (SPEC §1, §2 /promotions, §4 activity statuses, §5/§9 upload rules, §7 raffle promotion POST).
// A merchant publishes activities: APPLY ones the member applies to (a comment and up to 3 images), the
// operator approves (the reward goes to the reward centre) or rejects; RAFFLE ones the member joins, and a job
// draws the winners fairly once the activity ends (each winner gets the reward). Rewards are granted through
// the reward centre (source PROMOTION, keys `application:<id>` and `raffle:<activityId>`), so what the member
// sees after approval follows the reward: ISSUED while it waits to be claimed, CLAIMED once claimed.

/** APPLY: the member applies, the operator decides. RAFFLE: the member joins, winners are drawn at the end. */
export const PROMOTION_KINDS = ['APPLY', 'RAFFLE'] as const;
export const PromotionKindSchema = Type.Enum([...PROMOTION_KINDS]);
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * Who may take part: ALL real members; NEW_MEMBERS registered within NEW_MEMBER_DAYS of taking part; PLAYERS
 * (not agents); AGENTS. Everyone sees every activity; taking part outside the audience is PROMOTION_AUDIENCE.
 */
export const PROMOTION_AUDIENCES = ['ALL', 'NEW_MEMBERS', 'PLAYERS', 'AGENTS'] as const;
export const PromotionAudienceSchema = Type.Enum([...PROMOTION_AUDIENCES]);
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number];
export const NEW_MEMBER_DAYS = 30;

/** Where the activity's period stands: before its start, running, after its end. */
export const PROMOTION_PHASES = ['COMING_SOON', 'PROCESS', 'CLOSED'] as const;
export const PromotionPhaseSchema = Type.Enum([...PROMOTION_PHASES]);
export type PromotionPhase = (typeof PROMOTION_PHASES)[number];

/** The member's own part: applied (waiting), rejected, reward issued or claimed, joined a raffle. */
export const PROMOTION_MEMBER_STATES = ['APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'JOINED'] as const;
export const PromotionMemberStateSchema = Type.Enum([...PROMOTION_MEMBER_STATES]);
export type PromotionMemberState = (typeof PROMOTION_MEMBER_STATES)[number];

/**
 * The one status a card shows (SPEC §4: applying, rejected, issued, claimed, process, joined, closed, coming
 * soon): COMING_SOON before the start; else the member's state when there is one (a raffle entrant who was not
 * drawn, or a reward left to expire, sees CLOSED); else the phase (PROCESS or CLOSED).
 */
export const PROMOTION_STATUSES = [
  'COMING_SOON',
  'PROCESS',
  'APPLYING',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'JOINED',
  'CLOSED',
] as const;
export const PromotionStatusSchema = Type.Enum([...PROMOTION_STATUSES]);
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** SPEC §5, §9: the apply comment's length (characters), the images per application and each image's bytes. */
export const PROMOTION_COMMENT_MAX = 140;
export const PROMOTION_IMAGES_MAX = 3;
export const PROMOTION_IMAGE_MAX_BYTES = 5_242_880;
/** The multipart fields of the images, in order (each at most once). */
export const PROMOTION_IMAGE_FIELDS = ['image1', 'image2', 'image3'] as const;
/** A closed activity stays listed this many days after its end (its results, the member's reward). */
export const PROMOTION_CLOSED_LISTED_DAYS = 30;

/** A raffle's draw: how many win, who entered, and the seed's commitment (sha256 of the seed, hex) published
 * from the start; the seed itself once drawn, so anyone can recompute the winners (platform-api README). */
export const RaffleSchema = Type.Object({
  winners: Type.Integer({ minimum: 1 }),
  entries: Type.Integer({ minimum: 0 }),
  commitment: Type.String(),
  drawnAt: Nullable(Type.String()),
  seed: Nullable(Type.String()),
});
export type Raffle = Static<typeof RaffleSchema>;

export const PromotionSchema = Type.Object({
  id: Type.Integer(),
  kind: PromotionKindSchema,
  title: Type.String(),
  /** The banner image (a path of this site or an https URL). */
  bannerUrl: Type.String(),
  /** The rules as HTML, sanitised by the API (no scripts, handlers or unknown markup). */
  rules: Type.String(),
  audience: PromotionAudienceSchema,
  startsAt: Type.String(),
  endsAt: Type.String(),
  /** What each approved applicant (or raffle winner) gets, in minor units, and the bonus's turnover multiple. */
  rewardAmount: MoneySchema,
  turnoverMultiple: Type.Number({ minimum: 0 }),
  phase: PromotionPhaseSchema,
  /** The caller's part (null: none, or not logged in). */
  state: Nullable(PromotionMemberStateSchema),
  status: PromotionStatusSchema,
  /** Whether the caller is in the audience (null: not logged in). */
  eligible: Nullable(Type.Boolean()),
  /** Why the operator rejected the caller's application (REJECTED only). */
  rejectReason: Nullable(Type.String()),
  /** RAFFLE activities only. */
  raffle: Nullable(RaffleSchema),
});
export type Promotion = Static<typeof PromotionSchema>;

/**
 * /promotions: the merchant's activities running, coming, or closed within PROMOTION_CLOSED_LISTED_DAYS
 * (running first, then coming, then closed). Public; with a token also the caller's state and eligibility.
 */
export const listPromotions = defineEndpoint({
  method: 'GET',
  path: '/wps/promotions',
  request: Type.Object({}),
  response: Type.Object({ list: Type.Array(PromotionSchema), serverTime: Type.String() }),
});

/**
 * Applies to an APPLY activity (multipart): an optional comment of at most 140 characters and up to three
 * images (`image1`…`image3`), each JPEG or PNG by its bytes (PROMOTION_IMAGE_TYPE) and at most 5,242,880
 * bytes (PROMOTION_IMAGE_TOO_LARGE); a fourth file is 413 PAYLOAD_TOO_LARGE. One application per member and
 * activity (PROMOTION_ALREADY_APPLIED), only within the period (PROMOTION_NOT_STARTED, PROMOTION_ENDED) and the
 * audience (PROMOTION_AUDIENCE). Real members only.
 */
export const applyPromotion = defineEndpoint({
  method: 'POST',
  path: '/wps/promotions/apply',
  auth: true,
  multipart: true,
  request: Type.Object({
    activityId: IdSchema,
    comment: Type.Optional(Type.String({ maxLength: PROMOTION_COMMENT_MAX })),
    image1: Type.Optional(FileSchema),
    image2: Type.Optional(FileSchema),
    image3: Type.Optional(FileSchema),
  }),
  response: Type.Object({ promotion: PromotionSchema }),
});

/**
 * Raffle promotion (SPEC §7): joins a RAFFLE activity while it runs → JOINED; drawn after its end. Joining
 * twice is PROMOTION_ALREADY_JOINED; the period and audience rules are those of applying. Real members only.
 */
export const joinRaffle = defineEndpoint({
  method: 'POST',
  path: '/wps/promotions/raffle',
  auth: true,
  request: Type.Object({ activityId: IdSchema }),
  response: Type.Object({ promotion: PromotionSchema }),
});

/** The status a card shows (see PROMOTION_STATUSES); `lost`: a raffle entrant not drawn; `expired`: the reward's deadline passed. */
export function promotionStatus(
  phase: PromotionPhase,
  state: PromotionMemberState | null,
  o: { lost?: boolean; expired?: boolean } = {},
): PromotionStatus {
  if (phase === 'COMING_SOON') return 'COMING_SOON';
  if (state === 'JOINED' && o.lost) return 'CLOSED';
  if (state === 'ISSUED' && o.expired) return 'CLOSED';
  return state ?? phase;
}
