import { Type, type Static } from 'typebox';

/** The largest page of the message list. */
export const MESSAGES_MAX_PAGE_SIZE = 50;

/**
 * One of the member's internal messages (SPEC §3). `kind` and `params` are set on the platform's own
 * notifications (the client shows `msg_<kind>_title` / `msg_<kind>_body` with the params); title and
 * content (sanitised HTML) are the English fallback, or the whole message for others. Times are ISO-8601.
 */
export const MemberMessageSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  kind: Type.Union([Type.String(), Type.Null()]),
  params: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  read: Type.Boolean(),
  createdAt: Type.String(),
  readAt: Type.Union([Type.String(), Type.Null()]),
});
export type MemberMessage = Static<typeof MemberMessageSchema>;

/** A message id in a query. */
export const MessageIdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
