import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { DepositSchema } from '../payments/schemas';

/** Why a withdrawal is held, escalated or rejected: the coded reasons of the review (OTHER needs a note). */
export const WITHDRAWAL_REVIEW_CODES = [
  'TURNOVER_NOT_MET',
  'NAME_MISMATCH',
  'DUPLICATE_ACCOUNT',
  'SUSPECTED_FRAUD',
  'BANK_DETAILS_INVALID',
  'KYC_REQUIRED',
  'OTHER',
] as const;
export type WithdrawalReviewCode = (typeof WITHDRAWAL_REVIEW_CODES)[number];
export const WithdrawalReviewCodeSchema = Type.Unsafe<WithdrawalReviewCode>({
  type: 'string',
  enum: [...WITHDRAWAL_REVIEW_CODES],
});

const Note = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });

/** A hold or an escalation of a PENDING withdrawal: the code, and a note (required for OTHER). */
export const WithdrawalReviewSchema = Type.Object({ code: WithdrawalReviewCodeSchema, note: Type.Optional(Note) });
export type WithdrawalReview = Static<typeof WithdrawalReviewSchema>;

/** A rejection: the older free-text `{reason}` (a refusal names `reason`), or `{code, note?}` (OTHER needs a note). */
export const WithdrawalRejectSchema = Type.Union([Type.Object({ reason: Note }), WithdrawalReviewSchema]);
export type WithdrawalReject = Static<typeof WithdrawalRejectSchema>;

/**
 * Where a withdrawal's review stands: the part of the operator's withdrawal (with the amount, member, bank details …)
 * that hold, escalate, approve and reject answer.
 */
export const WithdrawalReviewStateSchema = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  review: Type.Union([Type.Literal('HELD'), Type.Literal('ESCALATED'), Type.Null()]),
  reviewCode: Type.Union([Type.String(), Type.Null()]),
  reviewNote: Type.Union([Type.String(), Type.Null()]),
  rejectCode: Type.Union([Type.String(), Type.Null()]),
  /** Approved once above the four-eyes threshold: a second operator's approval pays it. */
  awaitingSecondApproval: Type.Boolean(),
  firstApprovedBy: Type.Union([Type.String(), Type.Null()]),
});

/** POST /ops/withdrawals/:id/hold `{code, note?}`: the withdrawal stays PENDING, labelled HELD. */
export const holdWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/ops/withdrawals/:id/hold',
  request: WithdrawalReviewSchema,
  response: WithdrawalReviewStateSchema,
});

/** POST /ops/withdrawals/:id/escalate `{code, note?}`: the withdrawal stays PENDING, labelled ESCALATED. */
export const escalateWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/ops/withdrawals/:id/escalate',
  request: WithdrawalReviewSchema,
  response: WithdrawalReviewStateSchema,
});

/**
 * POST /ops/withdrawals/:id/approve: pays it, or above the merchant's four-eyes threshold records the first of two
 * operators' approvals (`awaitingSecondApproval`; FOUR_EYES_SAME_OPERATOR, FOUR_EYES_OPERATOR_REQUIRED).
 */
export const approveWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/ops/withdrawals/:id/approve',
  request: Type.Object({}),
  response: WithdrawalReviewStateSchema,
});

/** POST /ops/withdrawals/:id/reject `{code, note?}` or `{reason}`. */
export const rejectWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/ops/withdrawals/:id/reject',
  request: WithdrawalRejectSchema,
  response: WithdrawalReviewStateSchema,
});

/** The review signals of a withdrawal (GET /ops/withdrawals/:id/signals). */
export const WithdrawalSignalsSchema = Type.Object({
  withdrawalId: Type.Integer(),
  member: Type.Union([Type.String(), Type.Null()]),
  turnover: Type.Object({
    /** Stake required since the last credited deposit (minor units): that deposit × the merchant's multiple. */
    required: Type.Integer(),
    /** Settled real stake since that deposit. */
    done: Type.Integer(),
    met: Type.Boolean(),
    since: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Reward grants (bonuses, promotions) still locking turnover. */
  bonuses: Type.Array(Type.Object({ required: Type.Integer(), done: Type.Integer() })),
  /** The member's last 10 deposits, newest first (as the member's own list shows them). */
  deposits: Type.Array(DepositSchema),
  withdrawals: Type.Array(
    Type.Object({
      id: Type.Integer(),
      amount: Type.Integer(),
      currency: Type.String(),
      status: Type.String(),
      createdAt: Type.String(),
    }),
  ),
  kyc: Type.Union([Type.Literal('N'), Type.Literal('P'), Type.Literal('A'), Type.Literal('R')]),
});
export type WithdrawalSignals = Static<typeof WithdrawalSignalsSchema>;

export const getWithdrawalSignals = defineEndpoint({
  method: 'GET',
  path: '/ops/withdrawals/:id/signals',
  request: Type.Object({ merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) }),
  response: WithdrawalSignalsSchema,
});
