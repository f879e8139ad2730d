import { contentOpsApi, type BannerGroup } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { emptyField, invalidField, notFound } from '../../infra/errors/common-errors';
import { checkedUpload } from '../../infra/uploads/image-store';
import type { UploadedFile } from '../../infra/http/multipart';
import { plainText } from '../../infra/sanitize';
import { createBannerImageRepository } from './banner-image-repository';
import { createBannerRepository, type BannerRow, type BannerWrite } from './banner-repository';

type BannerInput = contentOpsApi.BannerInput;
type OpsBanner = contentOpsApi.OpsBanner;

/** Where the player site loads an uploaded banner image (the content module's public route). */
export const bannerImageUrl = (id: string): string => `/wps/content/banner-images/${id}`;

const LINKAGE_DETAIL: Record<contentOpsApi.LinkageProblem, string> = {
  url: 'a URL linkage must be an http(s) address',
  route: 'a ROUTE linkage must be an in-app path starting with /',
  game: 'a GAME linkage must be {"vassalage","gameType"?,"gameCode"?} with a vendor code',
};

/** An ISO instant of the contract as a Date (the schema checked its format), or null. */
const instant = (v: string | null | undefined): Date | null => (v ? new Date(v) : null);

/**
 * The fields of a banner write, checked: the title by the plain-text rule (markup refused, field `title`), a window
 * that ends after it starts (field `endsAt`), a target valid for its link type (field `linkage`).
 */
function checked(input: BannerInput): Omit<BannerWrite, 'imageUrl' | 'imageId'> {
  const title = plainText(input.title, 'title');
  if (!title) throw emptyField('title');
  const startsAt = instant(input.startsAt);
  const endsAt = instant(input.endsAt);
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    throw invalidField('endsAt', 'the window must end after it starts');
  const linkage = input.linkage ?? '';
  const problem = contentOpsApi.linkageProblem(input.linkageType, linkage);
  if (problem) throw invalidField('linkage', LINKAGE_DETAIL[problem]);
  return {
    group: input.group,
    title,
    linkageType: input.linkageType,
    linkage: contentOpsApi.normalLinkage(input.linkageType, linkage),
    sort: input.sort,
    startsAt,
    endsAt,
  };
}

/** The console's banners of a merchant: list, image upload, create, update, delete (each write in the caller's tx). */
export function createBannerAdmin({ db, now }: { db: Db; now: () => Date }) {
  const banners = createBannerRepository(db);
  const images = createBannerImageRepository(db);

  const view = (r: BannerRow): OpsBanner => {
    const window = { startsAt: r.startsAt?.toISOString() ?? null, endsAt: r.endsAt?.toISOString() ?? null };
    return {
      id: r.id,
      group: r.group,
      title: r.title,
      imageUrl: r.imageUrl,
      linkageType: r.linkageType,
      linkage: r.linkage,
      sort: r.sort,
      ...window,
      status: contentOpsApi.bannerStatus(window, now()),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  };

  /** The image a write names, which must be the merchant's own (field `imageId`). */
  const image = async (merchantId: number, id: string, tx: Db) => {
    if (!(await images.belongsTo(merchantId, id, tx))) throw invalidField('imageId', `no image ${id} of this brand`);
    return { imageId: id, imageUrl: bannerImageUrl(id) };
  };

  return {
    /** The merchant's banners of a group (or all) as the console shows them. */
    list: async (merchantId: number, group: BannerGroup | null): Promise<OpsBanner[]> =>
      (await banners.list(merchantId, group)).map(view),

    /**
     * Stores an uploaded image (field `image`): JPEG or PNG by its bytes, at most BANNER_IMAGE_MAX_BYTES. Missing or
     * not an image: 400 VALIDATION (field `image`); too large: 413 PAYLOAD_TOO_LARGE (field `image`).
     */
    async uploadImage(merchantId: number, file: UploadedFile | undefined): Promise<contentOpsApi.BannerImage> {
      const id = await images.create(merchantId, checkedUpload(file, 'image'));
      return { id, url: bannerImageUrl(id) };
    },

    /** Adds a banner with an uploaded image (`imageId` required); the stored banner. */
    async create(merchantId: number, input: BannerInput, tx: Db): Promise<OpsBanner> {
      const fields = checked(input);
      if (!input.imageId) throw emptyField('imageId');
      return view(await banners.create(merchantId, { ...fields, ...(await image(merchantId, input.imageId, tx)) }, tx));
    },

    /**
     * Replaces a banner's fields (its image only when `imageId` is given; a replaced upload no banner shows is
     * deleted); before and after. 404 NOT_FOUND for a banner the merchant does not have.
     */
    async update(merchantId: number, id: number, input: BannerInput, tx: Db) {
      const fields = checked(input);
      const before = await banners.findForUpdate(merchantId, id, tx);
      if (!before) throw notFound(`banner ${id}`);
      const shown = input.imageId
        ? await image(merchantId, input.imageId, tx)
        : { imageId: before.imageId, imageUrl: before.imageUrl };
      const after = await banners.update(merchantId, id, { ...fields, ...shown }, tx);
      if (!after) throw notFound(`banner ${id}`);
      if (before.imageId && before.imageId !== after.imageId) await images.removeUnused(before.imageId, tx);
      return { before: view(before), after: view(after) };
    },

    /** Deletes a banner (and its uploaded image when no other banner shows it); the banner it was. */
    async remove(merchantId: number, id: number, tx: Db): Promise<OpsBanner> {
      const gone = await banners.remove(merchantId, id, tx);
      if (!gone) throw notFound(`banner ${id}`);
      if (gone.imageId) await images.removeUnused(gone.imageId, tx);
      return view(gone);
    },

    /** An uploaded image by id (the public route), or null. */
    image: (id: string) => images.find(id),
  };
}
export type BannerAdmin = ReturnType<typeof createBannerAdmin>;
