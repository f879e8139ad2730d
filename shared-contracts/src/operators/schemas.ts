import { Type, type Static } from 'typebox';
import { OPERATOR_ROLES, PERMISSIONS, type OperatorRole, type Permission } from './permissions';

export const OperatorRoleSchema = Type.Unsafe<OperatorRole>({ type: 'string', enum: [...OPERATOR_ROLES] });
export const PermissionSchema = Type.Unsafe<Permission>({ type: 'string', enum: Object.keys(PERMISSIONS) });

/** The first step of an operator's sign-in. */
export const OperatorSignInSchema = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 32, pattern: '^[A-Za-z0-9_.-]+$' }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type OperatorSignIn = Static<typeof OperatorSignInSchema>;

/**
 * What the password step answers: the second factor to give. `enrol` carries the new secret's `otpauth://` URI
 * (shown as a QR code) and the recovery codes, shown once.
 */
export const OperatorSecondStepSchema = Type.Union([
  /** `passkey`: the operator has a passkey and may use it instead of the code (POST /ops/session/passkey). */
  Type.Object({ step: Type.Literal('totp'), passkey: Type.Optional(Type.Boolean()) }),
  Type.Object({
    step: Type.Literal('enrol'),
    otpauthUri: Type.String(),
    secret: Type.String(),
    recoveryCodes: Type.Array(Type.String()),
  }),
]);
export type OperatorSecondStep = Static<typeof OperatorSecondStepSchema>;

/** The second step: a 6-digit code from the authenticator, or one recovery code. */
export const OperatorTotpSchema = Type.Union([
  Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) }),
  Type.Object({ recoveryCode: Type.String({ minLength: 8, maxLength: 32 }) }),
]);

/** The signed-in operator, as the console sees it. */
export const OperatorMeSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: OperatorRoleSchema,
  /** The merchants' codes the operator works for; empty for a platform owner (all). */
  merchants: Type.Array(Type.String()),
  /** The merchants' codes the operator can act on: every merchant for an owner. */
  scope: Type.Array(Type.String()),
  permissions: Type.Array(PermissionSchema),
});
export type OperatorMe = Static<typeof OperatorMeSchema>;

/** Opened by the second step: the operator, and the CSRF token every state-changing call sends as x-csrf-token. */
export const OperatorSessionOpenedSchema = Type.Object({ operator: OperatorMeSchema, csrfToken: Type.String() });
export type OperatorSessionOpened = Static<typeof OperatorSessionOpenedSchema>;

/** One of the operator's open sessions. */
export const OperatorSessionSchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  expiresAt: Type.String(),
  ip: Type.String(),
  userAgent: Type.String(),
  current: Type.Boolean(),
});
export type OperatorSessionRow = Static<typeof OperatorSessionSchema>;

/** A new API token of the signed-in operator: a name, the permissions it carries (a subset of the role's), its life. */
export const OperatorTokenCreateSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
  scopes: Type.Array(PermissionSchema, { minItems: 1, uniqueItems: true }),
  /** Days until it expires: 1 to 365, default 90. */
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
});
export type OperatorTokenCreate = Static<typeof OperatorTokenCreateSchema>;

/** A new operator: its first password (changed by nobody but the operator), role and merchants' codes. */
export const OperatorCreateSchema = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 32, pattern: '^[A-Za-z0-9_.-]+$' }),
  password: Type.String({ minLength: 10, maxLength: 128 }),
  role: OperatorRoleSchema,
  merchants: Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 50, uniqueItems: true }),
});
export type OperatorCreate = Static<typeof OperatorCreateSchema>;

/** An operator as the account list shows it. */
export const OperatorListRowSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: OperatorRoleSchema,
  merchants: Type.Array(Type.String()),
  totpEnrolled: Type.Boolean(),
  locked: Type.Boolean(),
  disabled: Type.Boolean(),
});
export type OperatorListRow = Static<typeof OperatorListRowSchema>;
