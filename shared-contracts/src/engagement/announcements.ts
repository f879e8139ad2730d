import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { Nullable, PageSchema } from './common';

// Announcements (SPEC §2 publicModal "announcements, 9 per page, with a go-to-promotion button that opens the
// reward center when the item has a promotionType", header avatar menu; §3 Announcement: title, content (HTML),
// promotionType; §6 visitors see the anonymous announcements; §7 GET, types B,PL,PU,PR,H, platform W; §9 page
// size 9, the pager shows 5 page links with 1 margin page).

/** SPEC §9: announcements per page (the default and the most a page may hold). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

export const AnnouncementSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** HTML, sanitised by the server when it was stored (no scripts, handlers or `javascript:` URLs). */
  content: Type.String(),
  /** The promotion it announces (the modal's go-to-promotion button opens the reward centre); null: none. */
  promotionType: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type Announcement = Static<typeof AnnouncementSchema>;

/**
 * publicModal: the merchant's announcements showing now, newest first, 9 a page. No token needed: a visitor
 * gets the announcements for everyone and for visitors; a request with a live session those for everyone and
 * for logged-in members. `types` and `platform` are the fields SPEC §7 names for the call; the answer is the
 * announcement list whatever `types` holds. A page past the end is an empty list.
 */
export const getAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/wps/system/announcements',
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ANNOUNCEMENT_PAGE_SIZE })),
    types: Type.Optional(Type.String({ maxLength: 32 })),
    platform: Type.Optional(Type.Literal('W')),
  }),
  response: Type.Object({ list: Type.Array(AnnouncementSchema), ...PageSchema }),
});
