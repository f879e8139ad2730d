import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import type { Permission } from './permissions';

/** The kinds of item the money desk's inbox lists (issue 25). */
export const DESK_KINDS = ['deposit', 'withdrawal', 'dispute', 'promotion', 'redemption', 'kyc'] as const;
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
