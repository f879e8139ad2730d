import { Type, type Static } from 'typebox';

/** Result of the proof-of-work bot check (ALTCHA payload, base64), required where SPEC §4 asks for it. */
export const BotCheckSchema = Type.Object({ altcha: Type.String({ minLength: 1, maxLength: 4096 }) });

/** Login payload of SPEC §3 (username + password, or mobile + SMS code). */
export const LoginRequestSchema = Type.Object({
  type: Type.Union([Type.Literal('username'), Type.Literal('sms')]),
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  countryDialingCode: Type.Optional(Type.String({ maxLength: 6 })),
  captcha: Type.Optional(Type.String({ maxLength: 8 })),
  captchaKey: Type.Optional(Type.String({ maxLength: 64 })),
  /** Username logins carry the bot check; SMS logins skip it (SPEC §4). */
  botCheck: Type.Optional(BotCheckSchema),
  /** Set by the agent login page: non-agents are refused. */
  agentOnly: Type.Optional(Type.Boolean()),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** The member as the client stores it (SPEC §3 Member info + login flags). */
export const MemberInfoSchema = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  isTrial: Type.Boolean(),
});
export type MemberInfo = Static<typeof MemberInfoSchema>;

export const LoginReplySchema = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  member: MemberInfoSchema,
});
export type LoginReply = Static<typeof LoginReplySchema>;

/** Member types (SPEC §4): agents 1, 2, 41, 42; trial 4; other values are players. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
export const isAgentType = (t: number): boolean => AGENT_TYPES.includes(t);

/**
 * The URL parameter a hand-over code travels in (SPEC §4: the app picks a session up from the URL): in the query
 * (`/member?page=depositv2&handover=<code>`, a link an app or agent opens) or in the fragment (`#handover=<code>`,
 * where a social sign-in lands). A session token itself is never accepted from a URL.
 */
export const HANDOVER_PARAM = 'handover';

/** A hand-over code: 32 random bytes, base64url (43 characters). */
export const HandoverCodeSchema = Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' });

/** A code for the caller's session, to be exchanged once within `expiresInSeconds` (60 by default). */
export const HandoverSchema = Type.Object({ code: HandoverCodeSchema, expiresInSeconds: Type.Integer() });
export type Handover = Static<typeof HandoverSchema>;

/** What an exchange gives: a new session token of the code's member, and that member. */
export const HandoverSessionSchema = Type.Object({ token: Type.String(), member: MemberInfoSchema });
export type HandoverSession = Static<typeof HandoverSessionSchema>;
