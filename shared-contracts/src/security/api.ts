import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import {
  IpVerificationMethodSchema,
  SecurityConfigSchema,
  SecurityQuestionSchema,
  TotpRecoveryCodesSchema,
  TotpSetupSchema,
  TotpStatusSchema,
} from './schemas';
import { LoginReplySchema } from '../session/schemas';

/** SPEC §7 security config: identity verification and security-question state of the member. */
export const getSecurityConfig = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/member/securityConfig',
  auth: true,
  request: Type.Object({}),
  response: SecurityConfigSchema,
});

/** The questions a member may choose from (the merchant's list). */
export const listSecurityQuestions = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/member/securityQuestions',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ list: Type.Array(SecurityQuestionSchema) }),
});

/** The member's own question (SPEC §7 GET customerSecurityQuestions), or null when none is set. */
export const getCustomerSecurityQuestion = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/member/customerSecurityQuestions',
  auth: true,
  request: Type.Object({}),
  response: Type.Union([SecurityQuestionSchema, Type.Null()]),
});

/** Sets (or replaces) the member's question and answer; the current password confirms it. Real accounts only. */
export const setCustomerSecurityQuestion = defineEndpoint({
  method: 'POST',
  path: '/wps/v2/member/customerSecurityQuestions',
  auth: true,
  encrypted: true,
  request: Type.Object({
    questionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    answer: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ minLength: 1, maxLength: 64 }),
  }),
  response: Type.Null(),
});

/**
 * Verifies the answer (trimmed, case-insensitive) after login (SPEC §4). `valid: true` unlocks the
 * session; `valid: false` revokes it (the client shows local_wrong_logout and logs out).
 */
export const verifySecurityAnswer = defineEndpoint({
  method: 'POST',
  path: '/wps/v2/member/customerSecurityQuestions/verify',
  auth: true,
  encrypted: true,
  request: Type.Object({
    questionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    answer: Type.String({ minLength: 1, maxLength: 100 }),
  }),
  response: Type.Object({ valid: Type.Boolean() }),
});

/** Sends a code for the unregistered-IP check to the member's mobile or e-mail. */
export const sendIpVerificationCode = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/ip/code',
  request: Type.Object({
    ticket: Type.String({ minLength: 1, maxLength: 128 }),
    method: Type.Enum(['MOBILE', 'EMAIL']),
  }),
  response: Type.Object({ expiredMinutes: Type.Integer() }),
});

/**
 * Completes the unregistered-IP check: a code (MOBILE, EMAIL), the bank account name (PAYEE_NAME) or an
 * authenticator or recovery code (AUTHENTICATOR); answers the session and remembers the IP.
 */
export const verifyIp = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/ip',
  encrypted: true,
  request: Type.Object({
    ticket: Type.String({ minLength: 1, maxLength: 128 }),
    method: IpVerificationMethodSchema,
    answer: Type.String({ minLength: 1, maxLength: 100 }),
  }),
  response: LoginReplySchema,
});

/** The member's two-step sign-in: on or off, and how many recovery codes are left. */
export const getTotpStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/member/totp',
  auth: true,
  request: Type.Object({}),
  response: TotpStatusSchema,
});

/** A new authenticator secret (replaces one not yet confirmed); `TOTP_ALREADY_ON` while one is on. Real accounts only. */
export const setUpTotp = defineEndpoint({
  method: 'POST',
  path: '/wps/v2/member/totp/setup',
  auth: true,
  request: Type.Object({}),
  response: TotpSetupSchema,
});

/** Confirms the set-up secret with a current code: two-step sign-in is on; answers the recovery codes (once). */
export const enableTotp = defineEndpoint({
  method: 'POST',
  path: '/wps/v2/member/totp/enable',
  auth: true,
  encrypted: true,
  request: Type.Object({ code: Type.String({ minLength: 1, maxLength: 16 }) }),
  response: TotpRecoveryCodesSchema,
});

/** Turns two-step sign-in off: a current authenticator code or an unused recovery code confirms it. */
export const disableTotp = defineEndpoint({
  method: 'POST',
  path: '/wps/v2/member/totp/disable',
  auth: true,
  encrypted: true,
  request: Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) }),
  response: Type.Null(),
});
