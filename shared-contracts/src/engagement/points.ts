import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { FundPasswordSchema, IdSchema, MoneySchema, Nullable, PageQuery, PageSchema, RequestIdSchema } from './common';

// The points mall (SPEC §1, §2 "Points mall includes redeem history and help center", §3 Points, §4 redeem
// statuses, §7 Points calls, §9 "points never expire"; ADR 0009). Points are whole numbers in the ledger's
// currency PTS: earned from settled real-money bets at the merchant's rate (the job `points.earn`), spent on
// catalogue items (a redemption holds them In Process until the operator approves — they are spent — or
// rejects — they come back, and so does the stock) or converted into the main wallet at the merchant's
// exchange ratio. A merchant's points are on when its whitelabel module POINTS3 is on and it has settings.
// Every call is for real members: a trial gets 403 TRIAL_FORBIDDEN; with points off, the writes and the
// catalogue answer NOT_ENABLED (the config and balance say `enabled: false`).

/** The whitelabel module that switches the points mall on. */
export const POINTS_MODULE = 'POINTS3';

/** In Process until the operator decides; Rejected gives the points and the stock back; Approved spends them. */
export const REDEMPTION_STATUSES = ['IN_PROCESS', 'REJECTED', 'APPROVED'] as const;
export const RedemptionStatusSchema = Type.Enum([...REDEMPTION_STATUSES]);
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** The most items one redemption may take. */
export const MAX_REDEEM_QUANTITY = 99;
/** The most points one call may convert or an operator may grant. */
export const MAX_POINTS = 1_000_000_000;

/** A number of points a member moves (≥ 1). */
export const PointsAmountSchema = Type.Integer({ minimum: 1, maximum: MAX_POINTS });

/**
 * The movements of a member's points (its MEMBER_POINTS account): earned (+; also an operator's grant),
 * redeemed (− into held), refunded by a rejection (+), converted into money (−).
 */
export const POINTS_LEDGER_TYPES = ['POINTS_EARN', 'POINTS_REDEEM', 'POINTS_REDEEM_REFUND', 'POINTS_CONVERT'] as const;
export const PointsLedgerTypeSchema = Type.Enum([...POINTS_LEDGER_TYPES]);
export type PointsLedgerType = (typeof POINTS_LEDGER_TYPES)[number];

/** Item names and descriptions come in the member's language (`lang`, EN or TY; EN when the item has none). */
const LangQuery = { lang: Type.Optional(Type.Enum(['EN', 'TY'])) };

/**
 * The merchant's points rules (the help centre explains them): `earnStake` of settled real-money stake
 * (minor units) earns 1 point (each bet on its own, rounded down); 1 point converts into `pointValue` minor
 * units of `currency`; a conversion takes at least `minConvert` points. With points off: `enabled` false
 * and the numbers 0.
 */
export const PointsConfigSchema = Type.Object({
  enabled: Type.Boolean(),
  currency: Type.String(),
  earnStake: MoneySchema,
  pointValue: MoneySchema,
  minConvert: Type.Integer(),
});
export type PointsConfig = Static<typeof PointsConfigSchema>;

export const getPointsConfig = defineEndpoint({
  method: 'GET',
  path: '/wps/points/config',
  auth: true,
  request: Type.Object({}),
  response: PointsConfigSchema,
});

/** The member's points: `balance` to spend, `held` in redemptions In Process. Points never expire. */
export const getPointsBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/points/balance',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ enabled: Type.Boolean(), balance: Type.Integer(), held: Type.Integer() }),
});

export const PointsItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  imageUrl: Nullable(Type.String()),
  /** Points per item. */
  cost: Type.Integer(),
  /** Items left (0: out of stock). */
  stock: Type.Integer(),
});
export type PointsItem = Static<typeof PointsItemSchema>;

/** The mall's catalogue: the merchant's active items, in the operator's order. */
export const listPointsRewards = defineEndpoint({
  method: 'GET',
  path: '/wps/points/reward',
  auth: true,
  request: Type.Object({ ...LangQuery }),
  response: Type.Object({ list: Type.Array(PointsItemSchema) }),
});

export const RedemptionSchema = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  itemName: Type.String(),
  imageUrl: Nullable(Type.String()),
  quantity: Type.Integer(),
  /** Points the redemption took (cost × quantity at the time). */
  points: Type.Integer(),
  status: RedemptionStatusSchema,
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  /** The operator's reason of a rejection. */
  reason: Nullable(Type.String()),
});
export type Redemption = Static<typeof RedemptionSchema>;

/**
 * Redeems `quantity` of an item (fund password checked as a withdrawal checks it, with its lockout): the
 * points go to held and the stock goes down in one transaction → a redemption In Process. Out of stock:
 * 409 POINTS_OUT_OF_STOCK; too few points: 400 POINTS_INSUFFICIENT; an unknown or inactive item:
 * 404 POINTS_ITEM_NOT_FOUND. `requestId` makes a retry safe: the same request again answers the first
 * redemption (another request under the same id: 409 IDEMPOTENCY_CONFLICT).
 */
export const redeemPoints = defineEndpoint({
  method: 'POST',
  path: '/wps/points/redeem',
  auth: true,
  encrypted: true,
  request: Type.Object({
    itemId: IdSchema,
    quantity: Type.Integer({ minimum: 1, maximum: MAX_REDEEM_QUANTITY }),
    fundPassword: FundPasswordSchema,
    requestId: RequestIdSchema,
    ...LangQuery,
  }),
  response: Type.Object({ redemption: RedemptionSchema, balance: Type.Integer() }),
});

/** Redeem history: the member's redemptions, newest first; `status` filters. */
export const listRedemptions = defineEndpoint({
  method: 'GET',
  path: '/wps/points/redeem/list',
  auth: true,
  request: Type.Object({ status: Type.Optional(RedemptionStatusSchema), ...LangQuery, ...PageQuery }),
  response: Type.Object({ list: Type.Array(RedemptionSchema), ...PageSchema }),
});

/**
 * Converts points into the main wallet at the exchange ratio (fund password checked): one database
 * transaction with two POINTS_CONVERT postings, points → the PTS house and the house → main of
 * `points × pointValue`, under one key per (member, requestId) — a replay or a racing copy pays once and
 * answers the same balances. Below `minConvert`: 400 POINTS_BELOW_MIN; too few points: POINTS_INSUFFICIENT.
 */
export const convertPoints = defineEndpoint({
  method: 'POST',
  path: '/wps/points/convert',
  auth: true,
  encrypted: true,
  request: Type.Object({ points: PointsAmountSchema, fundPassword: FundPasswordSchema, requestId: RequestIdSchema }),
  response: Type.Object({
    points: Type.Integer(),
    /** The money credited (minor units). */
    amount: MoneySchema,
    /** Points left, and the main wallet's balance, right after. */
    pointsBalance: Type.Integer(),
    balance: MoneySchema,
  }),
});

export const PointsLineSchema = Type.Object({
  id: Type.Integer(),
  type: PointsLedgerTypeSchema,
  /** Signed points: + in, − out. */
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  createdAt: Type.String(),
});
export type PointsLine = Static<typeof PointsLineSchema>;

/** Points details (member transaction details): the movements of the member's points, newest first. */
export const listPointsTransactions = defineEndpoint({
  method: 'GET',
  path: '/wps/points/transactions',
  auth: true,
  request: Type.Object({ type: Type.Optional(PointsLedgerTypeSchema), ...PageQuery }),
  response: Type.Object({ list: Type.Array(PointsLineSchema), ...PageSchema }),
});

/** The money `points` convert into at `pointValue` minor units per point. */
export const pointsToMoney = (points: number, pointValue: number): number => points * pointValue;

/** The points `stake` (minor units) earns at 1 point per `earnStake`, rounded down (0 when earning is off). */
export const pointsForStake = (stake: number, earnStake: number): number =>
  earnStake > 0 && stake > 0 ? Math.floor(stake / earnStake) : 0;

// The operator's shapes (/ops/points; an operator session or API token).

/** An item's text per language (EN required). */
export const PointsTextSchema = Type.Object({
  EN: Type.String({ minLength: 1, maxLength: 500 }),
  TY: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
});

export const PointsSettingsSchema = Type.Object({
  earnStake: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  pointValue: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  minConvert: Type.Integer({ minimum: 1, maximum: MAX_POINTS }),
});
export type PointsSettings = Static<typeof PointsSettingsSchema>;

export const PointsItemInputSchema = Type.Object({
  name: PointsTextSchema,
  description: Type.Optional(
    Type.Object({
      EN: Type.String({ maxLength: 2000 }),
      TY: Type.Optional(Type.String({ maxLength: 2000 })),
    }),
  ),
  imageUrl: Type.Optional(Nullable(Type.String({ maxLength: 500, pattern: '^(/|https://)' }))),
  cost: PointsAmountSchema,
  stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  active: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export type PointsItemInput = Static<typeof PointsItemInputSchema>;
