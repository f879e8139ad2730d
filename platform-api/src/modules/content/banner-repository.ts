import type { Banner, BannerGroup } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** A banner as the player site reads it, with its window (epoch ms; null: open on that side). */
export interface ScheduledBanner extends Banner {
  startsAt: number | null;
  endsAt: number | null;
}

/** A banner as the console manages it. */
export interface BannerRow {
  id: number;
  group: BannerGroup;
  title: string;
  imageUrl: string;
  /** The uploaded image it shows (null: seeded art or an outside URL). */
  imageId: string | null;
  linkageType: Banner['linkageType'];
  linkage: string;
  sort: number;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a write stores (checked by the content service first). */
export interface BannerWrite {
  group: BannerGroup;
  title: string;
  imageUrl: string;
  imageId: string | null;
  linkageType: Banner['linkageType'];
  linkage: string;
  sort: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

const ROW = `id, group_name AS "group", title, image_url AS "imageUrl", image_id AS "imageId",
  linkage_type AS "linkageType", linkage, sort, starts_at AS "startsAt", ends_at AS "endsAt",
  created_at AS "createdAt", updated_at AS "updatedAt"`;
const GROUP_ORDER = `array_position(ARRAY['w_home','w_hotgames','w_login','w_register','w_leftmenu','w_forget'], group_name)`;

/** Banners by group (w_home, w_hotgames …), each with its window. */
export function createBannerRepository(db: Db) {
  return {
    /** The merchant's banners of one group with their windows (shown or not), in display order. */
    async listByGroup(merchantId: number, group: BannerGroup, tx: Db = db): Promise<ScheduledBanner[]> {
      const { rows } = await tx.query<
        Omit<ScheduledBanner, 'startsAt' | 'endsAt'> & { s: Date | null; e: Date | null }
      >(
        `SELECT id, image_url AS url, title, linkage_type AS "linkageType", linkage, group_name AS "groupName",
                starts_at AS s, ends_at AS e
         FROM banners WHERE merchant_id = $1 AND group_name = $2 ORDER BY sort, id`,
        [merchantId, group],
      );
      return rows.map(({ s, e, ...b }) => ({ ...b, startsAt: s && s.getTime(), endsAt: e && e.getTime() }));
    },
    /** The merchant's banners of a group (null: every group) for the console: by group, sort, id. */
    async list(merchantId: number, group: BannerGroup | null, tx: Db = db): Promise<BannerRow[]> {
      const { rows } = await tx.query<BannerRow>(
        `SELECT ${ROW} FROM banners WHERE merchant_id = $1 AND ($2::text IS NULL OR group_name = $2)
         ORDER BY ${GROUP_ORDER}, sort, id`,
        [merchantId, group],
      );
      return rows;
    },
    /** One of the merchant's banners, locked for the transaction's change; null when it has none by that id. */
    async findForUpdate(merchantId: number, id: number, tx: Db = db): Promise<BannerRow | null> {
      const { rows } = await tx.query<BannerRow>(
        `SELECT ${ROW} FROM banners WHERE merchant_id = $1 AND id = $2 FOR UPDATE`,
        [merchantId, id],
      );
      return rows[0] ?? null;
    },
    /** Stores a new banner; the stored row. */
    async create(merchantId: number, w: BannerWrite, tx: Db = db): Promise<BannerRow> {
      const { rows } = await tx.query<BannerRow>(
        `INSERT INTO banners (merchant_id, group_name, title, image_url, image_id, linkage_type, linkage, sort,
                              starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${ROW}`,
        [merchantId, ...values(w)],
      );
      return rows[0]!;
    },
    /** Replaces a banner's fields; the stored row, or null when the merchant has no such banner. */
    async update(merchantId: number, id: number, w: BannerWrite, tx: Db = db): Promise<BannerRow | null> {
      const { rows } = await tx.query<BannerRow>(
        `UPDATE banners SET group_name = $3, title = $4, image_url = $5, image_id = $6, linkage_type = $7,
                linkage = $8, sort = $9, starts_at = $10, ends_at = $11, updated_at = now()
         WHERE merchant_id = $1 AND id = $2 RETURNING ${ROW}`,
        [merchantId, id, ...values(w)],
      );
      return rows[0] ?? null;
    },
    /** Deletes a banner; the row it was, or null when the merchant has no such banner. */
    async remove(merchantId: number, id: number, tx: Db = db): Promise<BannerRow | null> {
      const { rows } = await tx.query<BannerRow>(
        `DELETE FROM banners WHERE merchant_id = $1 AND id = $2 RETURNING ${ROW}`,
        [merchantId, id],
      );
      return rows[0] ?? null;
    },
    /** One banner's title and merchant (for its generated image), or null. */
    async artOf(id: number, tx: Db = db): Promise<{ title: string; merchantId: number } | null> {
      const { rows } = await tx.query<{ title: string; merchantId: number }>(
        'SELECT title, merchant_id AS "merchantId" FROM banners WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
export type BannerRepository = ReturnType<typeof createBannerRepository>;

const values = (w: BannerWrite) => [
  w.group,
  w.title,
  w.imageUrl,
  w.imageId,
  w.linkageType,
  w.linkage,
  w.sort,
  w.startsAt,
  w.endsAt,
];
