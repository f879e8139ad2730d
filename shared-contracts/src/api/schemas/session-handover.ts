import { Type, type Static } from 'typebox';
import { MemberInfoSchema } from './session';

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
