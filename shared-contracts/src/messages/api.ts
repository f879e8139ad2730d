import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { MESSAGES_MAX_PAGE_SIZE, MemberMessageSchema, MessageIdSchema } from './schemas';

/**
 * The member's messages (messageV2), newest first — unread ones first when `unreadFirst` —, deleted ones
 * left out; `unread` is the unread count (what /wps/relay/CSP_unreadCount answers). Real accounts only.
 */
export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/wps/messages',
  auth: true,
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGES_MAX_PAGE_SIZE })),
    unreadFirst: Type.Optional(Type.Boolean()),
  }),
  response: Type.Object({
    list: Type.Array(MemberMessageSchema),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
    unread: Type.Integer(),
  }),
});

/** One of the member's messages, marked read; another member's, a deleted or an unknown id: 404 NOT_FOUND. */
export const readMessage = defineEndpoint({
  method: 'GET',
  path: '/wps/messages/one',
  auth: true,
  request: Type.Object({ id: MessageIdSchema }),
  response: MemberMessageSchema,
});

/** Marks every message of the member read; answers how many were unread. */
export const readAllMessages = defineEndpoint({
  method: 'POST',
  path: '/wps/messages/read-all',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ updated: Type.Integer() }),
});

/** Deletes one of the member's messages (soft: it is never listed again); another member's or unknown id: 404. */
export const deleteMessage = defineEndpoint({
  method: 'DELETE',
  path: '/wps/messages',
  auth: true,
  request: Type.Object({ id: MessageIdSchema }),
  response: Type.Null(),
});
