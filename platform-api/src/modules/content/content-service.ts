import { DEFAULT_LANGUAGE, languageOf, type Banner, type BannerGroup, type HelpSection } from 'shared-contracts';
import type { MerchantCache } from '../../infra/cache/merchant-cache';
import type { Db } from '../../infra/db';
import { createAnnouncementRepository, type AnnouncementRow, type NewAnnouncement } from './announcement-repository';
import { createBannerAdmin } from './banner-admin';
import { createBannerRepository, type ScheduledBanner } from './banner-repository';
import { createHelpAdmin } from './help-admin';
import { createHelpSectionRepository } from './help-section-repository';
import { createNoticeAdmin } from './notice-admin';
import { createNoticeRepository, type NewNotice, type NoticeRow } from './notice-repository';
import { sanitizeRichText } from '../../infra/sanitize';

export interface ContentDeps {
  db: Db;
  /** Banners, help sections and the notices showing now are cached per merchant (a notice's window may lag by the TTL). */
  cache: MerchantCache;
  /** The clock a banner's window is read against (tests move it); the system's by default. */
  now?: () => Date;
}

/** The banners whose window holds at `t` (epoch ms: `startsAt <= t < endsAt`, null open), without their windows. */
const showingAt = (list: readonly ScheduledBanner[], t: number): Banner[] =>
  list
    .filter((b) => (b.startsAt === null || b.startsAt <= t) && (b.endsAt === null || t < b.endsAt))
    .map(({ startsAt: _s, endsAt: _e, ...b }) => b);

/** The content domain: banners, help-centre sections and notices (notice bar, popups, promotions) of a merchant. */
export function createContentService({ db, cache, now = () => new Date() }: ContentDeps) {
  const banners = createBannerRepository(db);
  const help = createHelpSectionRepository(db);
  const notices = createNoticeRepository(db);
  const announcements = createAnnouncementRepository(db);
  return {
    /**
     * The merchant's banners of one group showing now, in display order. The cache keeps the group with its windows
     * and the clock filters every read, so a scheduled banner appears (and an ended one goes) on time, not a TTL late.
     */
    banners: async (merchantId: number, group: BannerGroup): Promise<Banner[]> =>
      showingAt(
        await cache.get(merchantId, `banners:${group}`, () => banners.listByGroup(merchantId, group)),
        now().getTime(),
      ),
    /** The console's banners (list, image upload, create, update, delete); call `bannersChanged` after a commit. */
    bannerAdmin: createBannerAdmin({ db, now }),
    /** Drops the merchant's cached banners (and its other cached reads) after a committed change, in every process. */
    bannersChanged: (merchantId: number): Promise<void> => cache.invalidate(merchantId),
    /** The console's notices and announcements (list, create, update, delete); call `contentChanged` after a commit. */
    noticeAdmin: createNoticeAdmin({ db, now }),
    /** The console's help-centre sections per language (list, create, update); call `contentChanged` after a commit. */
    helpAdmin: createHelpAdmin({ db }),
    /** Drops the merchant's cached content (notices, announcements, help, banners) after a change, in every process. */
    contentChanged: (merchantId: number): Promise<void> => cache.invalidate(merchantId),
    /** HTML as a write would store it and the site show it (infra/sanitize.ts), for the console's preview. */
    preview: (html: string): string => sanitizeRichText(html),
    /** One banner's title and merchant (for its generated image), or null. */
    bannerArt: (id: number): Promise<{ title: string; merchantId: number } | null> => banners.artOf(id),
    /**
     * The merchant's help sections in `lang` (one of LANGUAGES, case-insensitive), sanitised; the EN ones for
     * a language the merchant has no sections in, and for anything else.
     */
    helpSections: (merchantId: number, lang: string): Promise<HelpSection[]> => {
      const language = languageOf(lang);
      return cache.get(merchantId, `help:${language}`, async () => {
        const own = await help.listByLang(merchantId, language);
        return own.length > 0 || language === DEFAULT_LANGUAGE ? own : help.listByLang(merchantId, DEFAULT_LANGUAGE);
      });
    },
    /** The merchant's notices showing now, in display order. */
    activeNotices: (merchantId: number): Promise<NoticeRow[]> =>
      cache.get(merchantId, 'notices', () => notices.listActive(merchantId)),
    /** Adds a notice (content sanitised); returns its id. */
    async createNotice(merchantId: number, n: NewNotice): Promise<number> {
      const id = await notices.create(merchantId, n);
      await cache.invalidate(merchantId);
      return id;
    },
    /** The merchant's announcements showing now, newest first, every audience (the caller filters). */
    activeAnnouncements: (merchantId: number): Promise<AnnouncementRow[]> =>
      cache.get(merchantId, 'announcements', () => announcements.listActive(merchantId)),
    /** Adds announcements (content sanitised); returns their ids. */
    async createAnnouncements(merchantId: number, list: readonly NewAnnouncement[], tx?: Db): Promise<number[]> {
      const ids = await announcements.create(merchantId, list, tx);
      await cache.invalidate(merchantId);
      return ids;
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
