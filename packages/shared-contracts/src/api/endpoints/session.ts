import { Type } from 'typebox';
import { defineEndpoint } from '../define';
import { LoginReplySchema, LoginRequestSchema, MemberInfoSchema } from '../schemas/session';

/** Username/password (or SMS) login; encrypted, no token (SPEC §7). Failure codes: see docs/contracts.md. */
export const login = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login',
  encrypted: true,
  request: LoginRequestSchema,
  response: LoginReplySchema,
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
