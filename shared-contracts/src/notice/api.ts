import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { NoticeSchema } from './schemas';

/**
 * Notices (SPEC §7: types B,PL,PU,PR; platform W): home banners, the notice bar, popups for the caller's
 * audience (a token makes it the logged-in audience) and promotions.
 */
export const getNotice = defineEndpoint({
  method: 'GET',
  path: '/wps/system/notice',
  request: Type.Object({
    types: Type.Optional(Type.String({ maxLength: 32 })),
    platform: Type.Optional(Type.Literal('W')),
    language: Type.Optional(Type.String({ maxLength: 5 })),
  }),
  response: NoticeSchema,
});

/** Unread internal messages (SPEC §7 /wps/relay/CSP_unreadCount, token); trials skip it. */
export const getUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ count: Type.Integer() }),
});
