import type { Db } from '../infra/db';
import { createAnnouncementRepository } from '../modules/content/announcement-repository';
import { DEMO_ANNOUNCEMENTS } from './data/announcements';
import { BANNERS, type BannerSeed } from './data/content';
import { HELP_SECTIONS, type HelpSeed } from './data/help';

/** Banners of every group, each pointing at its generated image /assets/banner/<id>.svg. */
export async function insertBanners(
  tx: Db,
  merchantId: number,
  banners: readonly BannerSeed[] = BANNERS,
): Promise<void> {
  await tx.query(
    `INSERT INTO banners (merchant_id, group_name, title, linkage_type, linkage, sort)
     SELECT $1, g, t, lt, l, o::int FROM unnest($2::text[], $3::text[], $4::text[], $5::text[])
       WITH ORDINALITY AS x(g, t, lt, l, o)`,
    [
      merchantId,
      banners.map((b) => b.group),
      banners.map((b) => b.title),
      banners.map((b) => b.linkageType),
      banners.map((b) => b.linkage),
    ],
  );
  await tx.query(
    `UPDATE banners SET image_url = '/assets/banner/' || id || '.svg' WHERE merchant_id = $1 AND image_url = ''`,
    [merchantId],
  );
}

/** Help-centre sections (term, terms, privacy; the demo merchant's in EN and TY). */
export async function insertHelpSections(
  tx: Db,
  merchantId: number,
  sections: readonly HelpSeed[] = HELP_SECTIONS,
): Promise<void> {
  await tx.query(
    `INSERT INTO help_sections (merchant_id, lang, key, title, content, sort)
     SELECT $1, l, k, t, c, o::int FROM unnest($2::text[], $3::text[], $4::text[], $5::text[])
       WITH ORDINALITY AS x(l, k, t, c, o)`,
    [
      merchantId,
      sections.map((h) => h.lang),
      sections.map((h) => h.key),
      sections.map((h) => h.title),
      sections.map((h) => h.content),
    ],
  );
}

/** The demo merchant's announcements (publicModal), dated a few hours apart so the newest comes first. */
export async function insertAnnouncements(tx: Db, merchantId: number, list = DEMO_ANNOUNCEMENTS): Promise<void> {
  const now = Date.now();
  await createAnnouncementRepository(tx).create(
    merchantId,
    list.map(({ hoursAgo, ...a }) => ({ ...a, createdAt: new Date(now - hoursAgo * 3_600_000) })),
  );
}
