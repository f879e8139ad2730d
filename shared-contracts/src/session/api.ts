import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { MemberIconIdSchema } from '../profile/schemas';
import { LoginOutcomeSchema } from '../security/schemas';
import {
  BotCheckSchema,
  HandoverCodeSchema,
  HandoverSchema,
  HandoverSessionSchema,
  LoginReplySchema,
  LoginRequestSchema,
  MemberInfoSchema,
} from './schemas';

/**
 * Username/password (or SMS) login; encrypted, no token (SPEC §7). Answers the session, or, for a
 * username login from an IP the member never used, the extra-verification challenge (SPEC §4).
 * Failure codes: see docs/contracts.md.
 */
export const login = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login',
  encrypted: true,
  request: LoginRequestSchema,
  response: LoginOutcomeSchema,
});

/** Captcha image (base64 PNG) for `key`; the client sends key + text with the next login. */
export const getCaptcha = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha',
  request: Type.Object({ key: Type.String({ minLength: 8, maxLength: 64 }) }),
  response: Type.String(),
});

/** The logged-in member (SPEC §7 /wps/member/info). */
export const getMemberInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info',
  auth: true,
  request: Type.Object({}),
  response: MemberInfoSchema,
});

/**
 * The member's avatar (SPEC §7 /wps/member/info/icon): an image URL, the chosen icon id (null: the
 * default) and the ids the member may choose (profileApi.setMemberIcon).
 */
export const getMemberIcon = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({
    icon: Type.String(),
    iconId: Type.Union([MemberIconIdSchema, Type.Null()]),
    choices: Type.Array(MemberIconIdSchema),
  }),
});

/** A proof-of-work challenge (ALTCHA) the client solves before login, registration and SMS sends. */
export const getBotChallenge = defineEndpoint({
  method: 'GET',
  path: '/wps/botcheck/challenge',
  request: Type.Object({}),
  response: Type.Object({
    algorithm: Type.String(),
    challenge: Type.String(),
    maxnumber: Type.Optional(Type.Integer()),
    salt: Type.String(),
    signature: Type.String(),
  }),
});

/** Ends the session (SPEC §7 DELETE /wps/session/logout); the token is revoked. */
export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: true,
  request: Type.Object({}),
  response: Type.Null(),
});

/** Free-play (trial) login when FREEPLAY3 is on (SPEC §7): creates a trial account (type 4) and its session. */
export const loginFreePlay = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  request: Type.Object({
    os: Type.String({ maxLength: 32 }),
    platform: Type.Literal('W'),
    /** Random string encrypted with the merchant key (SPEC §7), proving the call came from our client. */
    nonce: Type.Object({ key: Type.String(), iv: Type.String(), data: Type.String() }),
  }),
  response: LoginReplySchema,
});

/** SMS login code (SPEC §7 /wps/verification/sms/noLogin); reply value.expiredMinutes. */
export const requestSmsLoginCode = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  request: Type.Object({
    mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
    countryDialingCode: Type.String({ minLength: 1, maxLength: 6 }),
    botCheck: BotCheckSchema,
  }),
  response: Type.Object({ expiredMinutes: Type.Integer() }),
});

/** Tells the server the member's language (SPEC §4: language change notifies the server). */
export const setLanguage = defineEndpoint({
  method: 'POST',
  path: '/wps/member/language',
  auth: true,
  request: Type.Object({ lang: Type.String({ minLength: 2, maxLength: 5 }) }),
  response: Type.Null(),
});

/**
 * Issues a single-use hand-over code for the caller's session (an app or agent handing a player to the site:
 * `<site>/member?page=depositv2&handover=<code>`). Refused to a session still waiting for its security answer.
 */
export const issueHandover = defineEndpoint({
  method: 'POST',
  path: '/wps/session/handover',
  auth: true,
  request: Type.Object({}),
  response: HandoverSchema,
});

/**
 * Exchanges a hand-over code, once and within its lifetime, for a new session of the code's member on this
 * brand. Unknown, expired, used or foreign codes: HANDOVER_INVALID (docs/contracts.md).
 */
export const exchangeHandover = defineEndpoint({
  method: 'POST',
  path: '/wps/session/handover/exchange',
  request: Type.Object({ code: HandoverCodeSchema }),
  response: HandoverSessionSchema,
});
