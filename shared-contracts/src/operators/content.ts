import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { BannerGroupSchema, LinkageTypeSchema } from '../content/schemas';
import { FileSchema } from '../register/schemas';

/**
 * The console's content (issue 29, "Content"): a brand's banners by group, each with an uploaded image, a link and an
 * optional window (shows from / until). The image is uploaded first (`uploadBannerImage`, multipart), then the
 * banner is written as JSON naming it (`imageId`). `merchant` (a brand's code) travels in the query of every call.
 */

/** The largest banner image (bytes), as every other image upload: JPEG or PNG by its bytes. */
export const BANNER_IMAGE_MAX_BYTES = 5_242_880;
export const BANNER_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const BANNER_TITLE_MAX = 120;
export const BANNER_LINKAGE_MAX = 500;
export const BANNER_SORT_LIMIT = 1_000_000;

/** Where a banner stands against its window now: not yet, inside it, past it. */
export const BANNER_STATUSES = ['SCHEDULED', 'SHOWING', 'ENDED'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/** A banner's window (ISO instants; null is open on that side). */
export interface BannerWindow {
  startsAt: string | null;
  endsAt: string | null;
}

/** The window's status at `now`: shown while `startsAt <= now < endsAt`. */
export function bannerStatus(w: BannerWindow, now: Date): BannerStatus {
  const t = now.getTime();
  if (w.startsAt !== null && Date.parse(w.startsAt) > t) return 'SCHEDULED';
  if (w.endsAt !== null && Date.parse(w.endsAt) <= t) return 'ENDED';
  return 'SHOWING';
}

/** A GAME banner's target: the vendor (`vassalage`), and optionally the category and the game (`game:launch`). */
export interface GameLinkage {
  vassalage: string;
  gameType?: string;
  gameCode?: string;
}
const VENDOR = /^[A-Z0-9_]{1,32}$/;
const GAME_TYPE = /^[A-Z]{1,16}$/;
const GAME_CODE = /^[A-Za-z0-9_.:-]{1,64}$/;
/** An in-app path (`/promotions`, `/rng?vendor=PG`): one leading slash, no spaces or backslashes. */
const ROUTE = /^\/(?!\/)[^\s\\]*$/;

/** A GAME linkage as stored: the JSON the player site's `openBanner` reads. */
export const gameLinkage = (g: GameLinkage): string =>
  JSON.stringify({
    vassalage: g.vassalage,
    ...(g.gameType ? { gameType: g.gameType } : {}),
    ...(g.gameCode ? { gameCode: g.gameCode } : {}),
  });

/** A stored GAME linkage read back, or null when it is not one (a valid vendor, and the rest valid when given). */
export function parseGameLinkage(linkage: string): GameLinkage | null {
  let v: unknown;
  try {
    v = JSON.parse(linkage);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const { vassalage, gameType, gameCode } = v as Record<string, unknown>;
  if (typeof vassalage !== 'string' || !VENDOR.test(vassalage)) return null;
  if (gameType !== undefined && (typeof gameType !== 'string' || !GAME_TYPE.test(gameType))) return null;
  if (gameCode !== undefined && (typeof gameCode !== 'string' || !GAME_CODE.test(gameCode))) return null;
  return { vassalage, ...(gameType ? { gameType } : {}), ...(gameCode ? { gameCode } : {}) };
}

/** What is wrong with a banner's link target for its type, or null: the API refuses it, the console says why. */
export type LinkageProblem = 'url' | 'route' | 'game';

/** The one rule of a link target: URL an http(s) address, ROUTE an in-app path, GAME a vendor (+ game); NONE none. */
export function linkageProblem(type: Static<typeof LinkageTypeSchema>, linkage: string): LinkageProblem | null {
  const v = linkage.trim();
  if (type === 'URL') {
    if (!/^https?:\/\/[^\s]+$/i.test(v)) return 'url';
    try {
      return new URL(v).hostname ? null : 'url';
    } catch {
      return 'url';
    }
  }
  if (type === 'ROUTE') return ROUTE.test(v) ? null : 'route';
  if (type === 'GAME') return parseGameLinkage(v) ? null : 'game';
  return null;
}

/** The stored form of a valid target: trimmed; NONE none; GAME's JSON rewritten with its known keys only. */
export function normalLinkage(type: Static<typeof LinkageTypeSchema>, linkage: string): string {
  if (type === 'NONE') return '';
  if (type === 'GAME') {
    const g = parseGameLinkage(linkage.trim());
    return g ? gameLinkage(g) : linkage.trim();
  }
  return linkage.trim();
}

const Instant = Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()]);

/** What an operator writes for a banner. `startsAt`/`endsAt`: ISO instants, null or absent for an open side. */
export const BannerInputSchema = Type.Object(
  {
    group: BannerGroupSchema,
    /** Plain text (markup refused). */
    title: Type.String({ minLength: 1, maxLength: BANNER_TITLE_MAX, pattern: '\\S' }),
    /** An image uploaded by `uploadBannerImage` for the same brand: required to create, absent to keep on update. */
    imageId: Type.Optional(Type.String({ format: 'uuid' })),
    linkageType: LinkageTypeSchema,
    /** URL: http(s); ROUTE: an in-app path; GAME: `{"vassalage","gameType"?,"gameCode"?}`; NONE: ignored (absent: ''). */
    linkage: Type.Optional(Type.String({ maxLength: BANNER_LINKAGE_MAX })),
    /** Smaller first. */
    sort: Type.Integer({ minimum: -BANNER_SORT_LIMIT, maximum: BANNER_SORT_LIMIT }),
    startsAt: Type.Optional(Instant),
    endsAt: Type.Optional(Instant),
  },
  { additionalProperties: false },
);
export type BannerInput = Static<typeof BannerInputSchema>;

/** A banner as the console shows it: `status` by the server's clock at the answer. */
export const OpsBannerSchema = Type.Object({
  id: Type.Integer(),
  group: BannerGroupSchema,
  title: Type.String(),
  /** Where the player site loads it from: the uploaded image (`/wps/content/banner-images/<id>`) or seeded art. */
  imageUrl: Type.String(),
  linkageType: LinkageTypeSchema,
  linkage: Type.String(),
  sort: Type.Integer(),
  startsAt: Type.Union([Type.String(), Type.Null()]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum(BANNER_STATUSES),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type OpsBanner = Static<typeof OpsBannerSchema>;

/** `?merchant=CODE` (else the request's brand) and an optional group (else every group). */
export const BannerListQuerySchema = Type.Object(
  {
    merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    group: Type.Optional(BannerGroupSchema),
  },
  { additionalProperties: false },
);

/** The brand's banners of a group (or all), by group, then sort, then id (`marketing.read`). */
export const listBanners = defineEndpoint({
  method: 'GET',
  path: '/ops/content/banners',
  request: BannerListQuerySchema,
  response: Type.Object({ list: Type.Array(OpsBannerSchema) }),
});

/** A stored image: its id for `imageId`, and its public URL (cached for good: an image never changes). */
export const BannerImageSchema = Type.Object({ id: Type.String(), url: Type.String() });
export type BannerImage = Static<typeof BannerImageSchema>;

/**
 * Uploads a banner image (`marketing.write`; multipart, field `image`, JPEG or PNG by its bytes, at most
 * BANNER_IMAGE_MAX_BYTES): 400 VALIDATION `field: image` for anything else, 413 PAYLOAD_TOO_LARGE for a larger file.
 */
export const uploadBannerImage = defineEndpoint({
  method: 'POST',
  path: '/ops/content/banners/images',
  multipart: true,
  request: Type.Object({ image: FileSchema }),
  response: BannerImageSchema,
});

/** Adds a banner (`marketing.write`, audited `banner.create`); the player site shows it inside its window. */
export const createBanner = defineEndpoint({
  method: 'POST',
  path: '/ops/content/banners',
  request: BannerInputSchema,
  response: OpsBannerSchema,
});

/** Replaces a banner's fields (`marketing.write`, audited `banner.update`); without `imageId` its image stays. */
export const updateBanner = defineEndpoint({
  method: 'PUT',
  path: '/ops/content/banners/:id',
  request: BannerInputSchema,
  response: OpsBannerSchema,
});

/** Deletes a banner (`marketing.write`, audited `banner.delete`). */
export const deleteBanner = defineEndpoint({
  method: 'DELETE',
  path: '/ops/content/banners/:id',
  request: Type.Object({ merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) }),
  response: Type.Object({ id: Type.Integer() }),
});
