import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';

/**
 * The console's content, part 2 (issue 29, "Content"): a brand's notices (the notice bar, popups by audience,
 * promotions), its announcements (publicModal) and its help-centre sections per language (terms and privacy among
 * them). Every HTML body is sanitised by the server when written (and the help centre's again when read); `merchant`
 * (a brand's code) travels in the query of every call.
 */

export const NOTICE_KINDS = ['PLAYER', 'POPUP', 'PROMOTION'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/** Who sees a popup or an announcement: A everyone, B logged-in members, F anonymous visitors (SPEC §3). */
export const AUDIENCES = ['A', 'B', 'F'] as const;
export type Audience = (typeof AUDIENCES)[number];
/** Where an item stands against its window now: not yet, inside it, past it. */
export const CONTENT_STATUSES = ['SCHEDULED', 'LIVE', 'ENDED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_TITLE_MAX = 200;
/** The largest HTML body an operator may write (characters, before sanitising). */
export const CONTENT_HTML_MAX = 50_000;
export const CONTENT_SORT_LIMIT = 1_000_000;
/** A promotion type as the player site's go-to-promotion button names it (`FIRST_DEPOSIT`). */
export const PROMOTION_TYPE_PATTERN = '^[A-Z0-9_]{1,40}$';
/** A help section's key (the site anchors `/help#terms`, `#privacy`, `#term` to theirs). */
export const HELP_KEY_PATTERN = '^[a-z0-9_-]{1,40}$';
/** The keys the player site links to: its footer's terms and privacy links and the register form's terms of use. */
export const LEGAL_HELP_KEYS = ['terms', 'privacy', 'term'] as const;

/** The status of a window (`startsAt <= now < endsAt`, null open) at `now`. */
export function contentStatus(w: { startsAt: string | null; endsAt: string | null }, now: Date): ContentStatus {
  const t = now.getTime();
  if (w.startsAt !== null && Date.parse(w.startsAt) > t) return 'SCHEDULED';
  if (w.endsAt !== null && Date.parse(w.endsAt) <= t) return 'ENDED';
  return 'LIVE';
}

const Merchant = { merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) };
const Paging = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
const Paged = { pageNo: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer(), totalPages: Type.Integer() };
const Instant = Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()]);
const Time = Type.Union([Type.String(), Type.Null()]);
/** Plain text (markup refused by the server). */
const Title = Type.String({ minLength: 1, maxLength: CONTENT_TITLE_MAX, pattern: '\\S' });
/** HTML, sanitised by the server: no scripts, event handlers or `javascript:` URLs are kept. */
const Html = Type.String({ maxLength: CONTENT_HTML_MAX });
const PromotionType = Type.String({ pattern: PROMOTION_TYPE_PATTERN });
const Sort = Type.Integer({ minimum: -CONTENT_SORT_LIMIT, maximum: CONTENT_SORT_LIMIT });

export const NoticeKindSchema = Type.Enum(NOTICE_KINDS);
export const AudienceSchema = Type.Enum(AUDIENCES);

/** The query of an item by id: `/:id?merchant=`. */
export const ContentIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const MerchantOnlyQuery = Type.Object({ ...Merchant }, { additionalProperties: false });

// ---- Notices --------------------------------------------------------------------------------------------------

/** A notice as written: `execution` for a POPUP only (required there), `promotionType` for a PROMOTION only. */
export const NoticeInputSchema = Type.Object(
  {
    kind: NoticeKindSchema,
    title: Title,
    content: Html,
    execution: Type.Optional(Type.Union([AudienceSchema, Type.Null()])),
    promotionType: Type.Optional(Type.Union([PromotionType, Type.Null()])),
    sort: Sort,
    startsAt: Type.Optional(Instant),
    endsAt: Type.Optional(Instant),
  },
  { additionalProperties: false },
);
export type NoticeInput = Static<typeof NoticeInputSchema>;

export const OpsNoticeSchema = Type.Object({
  id: Type.Integer(),
  kind: NoticeKindSchema,
  title: Type.String(),
  /** As stored: sanitised. */
  content: Type.String(),
  execution: Type.Union([AudienceSchema, Type.Null()]),
  promotionType: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
  startsAt: Time,
  endsAt: Time,
  status: Type.Enum(CONTENT_STATUSES),
  createdAt: Type.String(),
});
export type OpsNotice = Static<typeof OpsNoticeSchema>;

export const NoticeListQuerySchema = Type.Object(
  { ...Merchant, ...Paging, kind: Type.Optional(NoticeKindSchema) },
  { additionalProperties: false },
);

/** The brand's notices (of a kind, or all), by kind, sort, id; paged (`marketing.read`). */
export const listNotices = defineEndpoint({
  method: 'GET',
  path: '/ops/content/notices',
  request: NoticeListQuerySchema,
  response: Type.Object({ list: Type.Array(OpsNoticeSchema), ...Paged }),
});
/** Adds a notice (`marketing.write`, audited `notice.create`). */
export const createNotice = defineEndpoint({
  method: 'POST',
  path: '/ops/content/notices',
  request: NoticeInputSchema,
  response: OpsNoticeSchema,
});
/** Replaces a notice's fields (`marketing.write`, audited `notice.update`). */
export const updateNotice = defineEndpoint({
  method: 'PUT',
  path: '/ops/content/notices/:id',
  request: NoticeInputSchema,
  response: OpsNoticeSchema,
});
/** Deletes a notice (`marketing.write`, audited `notice.delete`). */
export const deleteNotice = defineEndpoint({
  method: 'DELETE',
  path: '/ops/content/notices/:id',
  request: MerchantOnlyQuery,
  response: Type.Object({ id: Type.Integer() }),
});

// ---- Announcements --------------------------------------------------------------------------------------------

export const AnnouncementInputSchema = Type.Object(
  {
    title: Title,
    content: Html,
    /** Null or absent: no go-to-promotion button. */
    promotionType: Type.Optional(Type.Union([PromotionType, Type.Null()])),
    audience: AudienceSchema,
    startsAt: Type.Optional(Instant),
    endsAt: Type.Optional(Instant),
  },
  { additionalProperties: false },
);
export type AnnouncementInput = Static<typeof AnnouncementInputSchema>;

export const OpsAnnouncementSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  promotionType: Type.Union([Type.String(), Type.Null()]),
  audience: AudienceSchema,
  startsAt: Time,
  endsAt: Time,
  status: Type.Enum(CONTENT_STATUSES),
  createdAt: Type.String(),
});
export type OpsAnnouncement = Static<typeof OpsAnnouncementSchema>;

/** The brand's announcements, newest first; paged (`marketing.read`). */
export const listAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/ops/content/announcements',
  request: Type.Object({ ...Merchant, ...Paging }, { additionalProperties: false }),
  response: Type.Object({ list: Type.Array(OpsAnnouncementSchema), ...Paged }),
});
export const createAnnouncement = defineEndpoint({
  method: 'POST',
  path: '/ops/content/announcements',
  request: AnnouncementInputSchema,
  response: OpsAnnouncementSchema,
});
export const updateAnnouncement = defineEndpoint({
  method: 'PUT',
  path: '/ops/content/announcements/:id',
  request: AnnouncementInputSchema,
  response: OpsAnnouncementSchema,
});
export const deleteAnnouncement = defineEndpoint({
  method: 'DELETE',
  path: '/ops/content/announcements/:id',
  request: MerchantOnlyQuery,
  response: Type.Object({ id: Type.Integer() }),
});

// ---- Help centre ----------------------------------------------------------------------------------------------

export const HelpSectionInputSchema = Type.Object(
  { title: Title, content: Html, sort: Sort },
  { additionalProperties: false },
);
export type HelpSectionInput = Static<typeof HelpSectionInputSchema>;
export const NewHelpSectionSchema = Type.Object(
  {
    lang: Type.String({ pattern: '^[A-Z]{2}$' }),
    key: Type.String({ pattern: HELP_KEY_PATTERN }),
    title: Title,
    content: Html,
    sort: Sort,
  },
  { additionalProperties: false },
);
export type NewHelpSection = Static<typeof NewHelpSectionSchema>;

export const OpsHelpSectionSchema = Type.Object({
  lang: Type.String(),
  key: Type.String(),
  title: Type.String(),
  content: Type.String(),
  sort: Type.Integer(),
});
export type OpsHelpSection = Static<typeof OpsHelpSectionSchema>;

export const HelpParams = Type.Object({
  lang: Type.String({ pattern: '^[A-Z]{2}$' }),
  key: Type.String({ pattern: HELP_KEY_PATTERN }),
});

/** The brand's sections in `lang` (one of its languages; absent: its first), by sort, key (`marketing.read`). */
export const listHelpSections = defineEndpoint({
  method: 'GET',
  path: '/ops/content/help',
  request: Type.Object(
    { ...Merchant, lang: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })) },
    { additionalProperties: false },
  ),
  response: Type.Object({
    languages: Type.Array(Type.String()),
    lang: Type.String(),
    list: Type.Array(OpsHelpSectionSchema),
  }),
});
/** Adds a section in one of the brand's languages (`marketing.write`, audited `help.create`); a taken key: 400 `key`. */
export const createHelpSection = defineEndpoint({
  method: 'POST',
  path: '/ops/content/help',
  request: NewHelpSectionSchema,
  response: OpsHelpSectionSchema,
});
/** Replaces a section's title, content and order (`marketing.write`, audited `help.update`). */
export const updateHelpSection = defineEndpoint({
  method: 'PUT',
  path: '/ops/content/help/:lang/:key',
  request: HelpSectionInputSchema,
  response: OpsHelpSectionSchema,
});
/** The HTML as the server would store and the site show it (sanitised), without saving (`marketing.read`). */
export const previewContent = defineEndpoint({
  method: 'POST',
  path: '/ops/content/preview',
  request: Type.Object({ content: Html }, { additionalProperties: false }),
  response: Type.Object({ content: Type.String() }),
});
