import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import {
  OperatorCreateSchema,
  OperatorListRowSchema,
  OperatorMeSchema,
  OperatorSecondStepSchema,
  OperatorSessionOpenedSchema,
  OperatorSessionSchema,
  OperatorSignInSchema,
  OperatorTokenCreateSchema,
  OperatorTotpSchema,
  PermissionSchema,
} from './schemas';
import { OperatorPasskeySchema, PasskeyAddSchema, PasskeyOptionsSchema, PasskeySignInSchema } from './passkeys';

/**
 * The /ops calls of the operators' console (ADR 0011). Paths may hold `:name` parameters, filled from the call's
 * params; every call is made with the operator's session cookie, and state-changing ones with `x-csrf-token`.
 */
const None = Type.Object({});
const Merchant = Type.Object({ merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) });
const Reason = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) });

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/ops/session',
  request: OperatorSignInSchema,
  response: OperatorSecondStepSchema,
});
export const secondStep = defineEndpoint({
  method: 'POST',
  path: '/ops/session/totp',
  request: OperatorTotpSchema,
  response: OperatorSessionOpenedSchema,
});
/** The second step with a passkey (offered when the password step answered `passkey: true`). */
export const passkeySignInOptions = defineEndpoint({
  method: 'POST',
  path: '/ops/session/passkey/options',
  request: None,
  response: PasskeyOptionsSchema,
});
export const passkeySignIn = defineEndpoint({
  method: 'POST',
  path: '/ops/session/passkey',
  request: PasskeySignInSchema,
  response: OperatorSessionOpenedSchema,
});
export const getMe = defineEndpoint({ method: 'GET', path: '/ops/session', request: None, response: OperatorMeSchema });
export const signOut = defineEndpoint({ method: 'DELETE', path: '/ops/session', request: None, response: Type.Null() });

export const listMySessions = defineEndpoint({
  method: 'GET',
  path: '/ops/sessions',
  request: None,
  response: Type.Object({ list: Type.Array(OperatorSessionSchema) }),
});
export const revokeMySession = defineEndpoint({
  method: 'DELETE',
  path: '/ops/sessions/:id',
  request: None,
  response: Type.Null(),
});

/** One entry of the operator audit (newest first). */
export const AuditRowSchema = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer(),
  hash: Type.String(),
  at: Type.String(),
  merchantId: Type.Union([Type.Integer(), Type.Null()]),
  actor: Type.String(),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  role: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  subjectType: Type.String(),
  subjectId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditRow = Static<typeof AuditRowSchema>;
export const listAudit = defineEndpoint({
  method: 'GET',
  path: '/ops/audit',
  request: Type.Object({
    actor: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  }),
  response: Type.Object({ list: Type.Array(AuditRowSchema) }),
});
export const verifyAudit = defineEndpoint({
  method: 'GET',
  path: '/ops/audit/verify',
  request: None,
  response: Type.Object({
    checked: Type.Integer(),
    brokenAt: Type.Union([Type.Object({ seq: Type.Integer(), id: Type.Integer(), why: Type.String() }), Type.Null()]),
  }),
});

/** A message the development outbox "sent". */
export const OutboxRowSchema = Type.Object({
  channel: Type.Union([Type.Literal('SMS'), Type.Literal('EMAIL')]),
  to: Type.String(),
  body: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type OutboxRow = Static<typeof OutboxRowSchema>;
export const listOutbox = defineEndpoint({
  method: 'GET',
  path: '/ops/outbox',
  request: Type.Object({ ...Merchant.properties, to: Type.Optional(Type.String({ maxLength: 64 })) }),
  response: Type.Object({ list: Type.Array(OutboxRowSchema) }),
});

/** A bank-transfer deposit as the review queue shows it (amounts in minor units). */
export const OpsDepositSchema = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  username: Type.Union([Type.String(), Type.Null()]),
  methodCode: Type.String(),
  channel: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  status: Type.String(),
  payerName: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
});
export type OpsDeposit = Static<typeof OpsDepositSchema>;
export const listDeposits = defineEndpoint({
  method: 'GET',
  path: '/ops/deposits',
  request: Type.Object({
    ...Merchant.properties,
    status: Type.Optional(Type.String()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  }),
  response: Type.Object({ deposits: Type.Array(OpsDepositSchema) }),
});
export const approveDeposit = defineEndpoint({
  method: 'POST',
  path: '/ops/deposits/:id/approve',
  request: Merchant,
  response: Type.Unknown(),
});
export const rejectDeposit = defineEndpoint({
  method: 'POST',
  path: '/ops/deposits/:id/reject',
  request: Type.Object({ ...Merchant.properties, ...Reason.properties }),
  response: Type.Unknown(),
});

export const listOperators = defineEndpoint({
  method: 'GET',
  path: '/ops/operators',
  request: None,
  response: Type.Object({ list: Type.Array(OperatorListRowSchema) }),
});
export const setOperatorDisabled = defineEndpoint({
  method: 'POST',
  path: '/ops/operators/:id/disabled',
  request: Type.Object({ disabled: Type.Boolean() }),
  response: Type.Null(),
});
export const resetOperatorTotp = defineEndpoint({
  method: 'POST',
  path: '/ops/operators/:id/reset-2fa',
  request: None,
  response: Type.Null(),
});
export const createOperator = defineEndpoint({
  method: 'POST',
  path: '/ops/operators',
  request: OperatorCreateSchema,
  response: Type.Object({ id: Type.Integer() }),
});

/** One of the operator's API tokens (the secret itself is shown once, when it is made). */
export const OperatorTokenSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  scopes: Type.Array(PermissionSchema),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
export type OperatorToken = Static<typeof OperatorTokenSchema>;
export const listMyTokens = defineEndpoint({
  method: 'GET',
  path: '/ops/tokens',
  request: None,
  response: Type.Object({ list: Type.Array(OperatorTokenSchema) }),
});
export const createMyToken = defineEndpoint({
  method: 'POST',
  path: '/ops/tokens',
  request: OperatorTokenCreateSchema,
  response: Type.Object({ token: Type.String(), ...OperatorTokenSchema.properties }),
});
export const revokeMyToken = defineEndpoint({
  method: 'DELETE',
  path: '/ops/tokens/:id',
  request: None,
  response: Type.Null(),
});

/** The signed-in operator's passkeys (a session only): registration options, add, list, remove. */
export const passkeyRegistrationOptions = defineEndpoint({
  method: 'POST',
  path: '/ops/passkeys/options',
  request: None,
  response: PasskeyOptionsSchema,
});
export const addMyPasskey = defineEndpoint({
  method: 'POST',
  path: '/ops/passkeys',
  request: PasskeyAddSchema,
  response: OperatorPasskeySchema,
});
export const listMyPasskeys = defineEndpoint({
  method: 'GET',
  path: '/ops/passkeys',
  request: None,
  response: Type.Object({ list: Type.Array(OperatorPasskeySchema) }),
});
export const removeMyPasskey = defineEndpoint({
  method: 'DELETE',
  path: '/ops/passkeys/:id',
  request: None,
  response: Type.Null(),
});

/** The reward queues' decisions (promotion applications, points redemptions): approve, or reject with a reason. */
export const approvePromotionApplication = defineEndpoint({
  method: 'POST',
  path: '/ops/promotions/applications/:id/approve',
  request: Merchant,
  response: Type.Unknown(),
});
export const rejectPromotionApplication = defineEndpoint({
  method: 'POST',
  path: '/ops/promotions/applications/:id/reject',
  request: Type.Object({ ...Merchant.properties, ...Reason.properties }),
  response: Type.Unknown(),
});
export const approveRedemption = defineEndpoint({
  method: 'POST',
  path: '/ops/points/redemptions/:id/approve',
  request: Merchant,
  response: Type.Unknown(),
});
export const rejectRedemption = defineEndpoint({
  method: 'POST',
  path: '/ops/points/redemptions/:id/reject',
  request: Type.Object({ ...Merchant.properties, ...Reason.properties }),
  response: Type.Unknown(),
});
/** A DISPUTED withdrawal's resolution: the player did receive it, or it came back (RETURNED credits the wallet). */
export const resolveWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/ops/withdrawals/:id/resolve',
  request: Type.Object({
    outcome: Type.Union([Type.Literal('RECEIVED'), Type.Literal('RETURNED')]),
    ...Reason.properties,
  }),
  response: Type.Unknown(),
});

/** The merchant's four-eyes threshold (minor units): withdrawals above it need two operators' approvals. */
export const getFourEyes = defineEndpoint({
  method: 'GET',
  path: '/ops/withdrawals/four-eyes',
  request: Merchant,
  response: Type.Object({ threshold: Type.Integer(), currency: Type.String() }),
});
export const setFourEyes = defineEndpoint({
  method: 'POST',
  path: '/ops/withdrawals/four-eyes',
  request: Type.Object({ ...Merchant.properties, threshold: Type.Integer({ minimum: 1 }) }),
  response: Type.Object({ threshold: Type.Integer(), currency: Type.String() }),
});
