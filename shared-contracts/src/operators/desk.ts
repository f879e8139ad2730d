import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import type { Permission } from './permissions';

/** The kinds of item the money desk's inbox lists (issue 25). */
export const DESK_KINDS = ['deposit', 'withdrawal', 'dispute', 'promotion', 'redemption', 'kyc', 'adjustment'] as const;
export type DeskKind = (typeof DESK_KINDS)[number];
export const DeskKindSchema = Type.Unsafe<DeskKind>({ type: 'string', enum: [...DESK_KINDS] });

/**
 * Per kind: the permissions that show it in the inbox (any one of them) and the one that decides (and claims) it.
 * Promotions and redemptions show to whoever runs the reward queues (`rewards.decide`) or reads marketing.
 */
export const DESK_KIND_ACCESS: Record<DeskKind, { read: readonly Permission[]; decide: Permission }> = {
  deposit: { read: ['deposits.read'], decide: 'deposits.decide' },
  withdrawal: { read: ['withdrawals.read'], decide: 'withdrawals.decide' },
  dispute: { read: ['withdrawals.read'], decide: 'withdrawals.decide' },
  promotion: { read: ['rewards.decide', 'marketing.read'], decide: 'rewards.decide' },
  redemption: { read: ['rewards.decide', 'marketing.read'], decide: 'rewards.decide' },
  kyc: { read: ['players.read'], decide: 'kyc.decide' },
  adjustment: { read: ['adjustments.make'], decide: 'adjustments.make' },
};

/** A claim on an inbox item: who works on it, since when (it lapses 30 minutes after). */
export const DeskClaimSchema = Type.Object({
  operatorId: Type.Integer(),
  username: Type.String(),
  claimedAt: Type.String(),
  expiresAt: Type.String(),
});
export type DeskClaim = Static<typeof DeskClaimSchema>;

/** One waiting item. `amount` is money as a decimal string ("1234.50"), null for items without one. */
export const DeskItemSchema = Type.Object({
  kind: DeskKindSchema,
  id: Type.Integer(),
  merchant: Type.String(),
  member: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Union([Type.String(), Type.Null()]),
  /**
   * A deposit's or withdrawal's fee as a decimal string, fixed when it was made: the wallet is credited (a deposit)
   * or the bank paid (a withdrawal) amount − fee. Null for items without one.
   */
  fee: Type.Union([Type.String(), Type.Null()]),
  currency: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  ageMinutes: Type.Integer(),
  /** A withdrawal's review label (HELD, ESCALATED), else null. */
  review: Type.Union([Type.String(), Type.Null()]),
  /** A withdrawal above the four-eyes threshold approved once: who gave the first approval. */
  firstApprovedBy: Type.Union([Type.String(), Type.Null()]),
  claim: Type.Union([DeskClaimSchema, Type.Null()]),
  /** The permission that decides this item. */
  permission: Type.String(),
});
export type DeskItem = Static<typeof DeskItemSchema>;

const Money = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000_00 });

/** GET /ops/desk/inbox: the operator's waiting items, oldest first by default. Amount filters are in minor units. */
export const getDeskInbox = defineEndpoint({
  method: 'GET',
  path: '/ops/desk/inbox',
  request: Type.Object({
    merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    kind: Type.Optional(DeskKindSchema),
    minAmount: Type.Optional(Money),
    maxAmount: Type.Optional(Money),
    olderThanMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 525_600 })),
    sort: Type.Optional(Type.Union([Type.Literal('age'), Type.Literal('amount')])),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  }),
  response: Type.Object({
    items: Type.Array(DeskItemSchema),
    /** Items matching the filters, all kinds the operator sees. */
    total: Type.Integer(),
    /** Per kind the operator sees (the filters but `kind` applied): the tab badges. */
    totals: Type.Record(Type.String(), Type.Integer()),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  }),
});

/** POST /ops/desk/claims: the calling operator claims an item (409 DESK_ITEM_CLAIMED while another holds it). */
export const claimDeskItem = defineEndpoint({
  method: 'POST',
  path: '/ops/desk/claims',
  request: Type.Object({
    kind: DeskKindSchema,
    id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    merchant: Type.String({ minLength: 1, maxLength: 32 }),
  }),
  response: Type.Object({ kind: DeskKindSchema, id: Type.Integer(), merchant: Type.String(), claim: DeskClaimSchema }),
});

/** DELETE /ops/desk/claims/:kind/:id: releases a claim (one's own; an admin or the owner any). */
export const releaseDeskClaim = defineEndpoint({
  method: 'DELETE',
  path: '/ops/desk/claims/:kind/:id',
  request: Type.Object({
    kind: DeskKindSchema,
    id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  }),
  response: Type.Object({ released: Type.Boolean() }),
});

/** What `GET /ops/desk/events` sends as `event: inbox` (server-sent events) when the inbox changes. */
export const DeskEventSchema = Type.Object({
  kind: DeskKindSchema,
  merchant: Type.String(),
  reason: Type.Union([Type.Literal('new'), Type.Literal('claimed'), Type.Literal('released'), Type.Literal('decided')]),
});
export type DeskEvent = Static<typeof DeskEventSchema>;

/** GET /ops/desk/events: a `text/event-stream` of DeskEvent (`event: inbox`), a comment every 15 s. */
export const deskEvents = defineEndpoint({
  method: 'GET',
  path: '/ops/desk/events',
  request: Type.Object({}),
  response: DeskEventSchema,
});

/** A balance adjustment as the operator sees it. */
export const AdjustmentSchema = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  member: Type.String(),
  /** Minor units, signed: > 0 credits the member's main wallet, < 0 debits it. */
  amount: Type.Integer(),
  currency: Type.String(),
  reason: Type.String(),
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('APPLIED'), Type.Literal('REJECTED')]),
  requestedBy: Type.String(),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  /** Above the four-eyes threshold: waiting for a second operator's approval. */
  awaitingSecondApproval: Type.Boolean(),
  /** The member's main balance after it was applied (null until then). */
  balance: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
});
export type Adjustment = Static<typeof AdjustmentSchema>;

/** POST /ops/adjustments (`adjustments.make`): applied at once up to the four-eyes threshold, else PENDING. */
export const makeAdjustment = defineEndpoint({
  method: 'POST',
  path: '/ops/adjustments',
  request: Type.Object({
    merchant: Type.String({ minLength: 1, maxLength: 32 }),
    member: Type.String({ minLength: 1, maxLength: 64 }),
    amount: Type.Integer({ minimum: -1_000_000_000_00, maximum: 1_000_000_000_00 }),
    reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
    requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  }),
  response: AdjustmentSchema,
});

/** POST /ops/adjustments/:id/approve (a second operator: applies a PENDING one). */
export const approveAdjustment = defineEndpoint({
  method: 'POST',
  path: '/ops/adjustments/:id/approve',
  request: Type.Object({}),
  response: AdjustmentSchema,
});

/** POST /ops/adjustments/:id/reject `{reason}`: a PENDING one is dropped, nothing moves. */
export const rejectAdjustment = defineEndpoint({
  method: 'POST',
  path: '/ops/adjustments/:id/reject',
  request: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) }),
  response: AdjustmentSchema,
});
