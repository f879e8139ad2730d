import type { BrandLook, Theme } from 'shared-contracts';
import type { MerchantCache } from '../../infra/cache/merchant-cache';
import type { Db } from '../../infra/db';
import { invalidField } from '../../infra/errors/common-errors';
import type { UploadedFile } from '../../infra/http/multipart';
import { checkedUpload, createImageStore } from '../../infra/uploads/image-store';
import { merchantsError } from './errors';
import type { Merchant, MerchantRepository } from './merchant-repository';
import { contrastProblems } from './theme-contrast';
import { patchTheme, type ThemePatch } from './theme';
import { createThemeVersionRepository, type ThemeVersion } from './theme-version-repository';

/** Where the player site loads an uploaded logo or favicon (a same-origin path: every host of the brand serves it). */
export const brandImageUrl = (id: string): string => `/wps/brand-images/${id}`;

/** Published looks kept in the editor's history list. */
const HISTORY = 20;

/**
 * The brand editor (issue 29): a brand's look — name, theme tokens, logo, favicon — published as a new version after
 * the checks (token names and values, URLs, and WCAG AA contrast of every THEME_CONTRAST_PAIRS pair), reverted to an
 * earlier version, and its history. Every change of a brand's theme goes through `publish`, so no path stores an
 * unreadable brand. The caller drops the cache after its commit (`changed`), except `setTheme`, which commits itself.
 */
export function createLook({ db, cache, merchants }: { db: Db; cache: MerchantCache; merchants: MerchantRepository }) {
  const versions = createThemeVersionRepository(db);
  const images = createImageStore(db, 'brand_images');

  /** 400 THEME_CONTRAST (field `tokens.<fg>`) when a pair fails AA. */
  function checkContrast(theme: Theme): void {
    const [worst] = contrastProblems(theme.tokens);
    if (!worst) return;
    const ratio = worst.ratio === null ? 'not a colour' : `${worst.ratio}:1`;
    throw merchantsError('THEME_CONTRAST', {
      field: `tokens.${worst.fg}`,
      detail: `${worst.fg} on ${worst.bg} is ${ratio}; WCAG AA needs ${worst.min}:1`,
    });
  }

  async function publish(m: Merchant, look: BrandLook, by: string, tx: Db, revertedFrom: number | null = null) {
    const name = look.name.trim();
    if (!name || name.length > 64) throw invalidField('name', 'a brand name has 1-64 characters');
    // The token and URL checks of a theme change (400 VALIDATION), then the contrast.
    const theme = patchTheme(look.theme, { reset: true, ...look.theme });
    checkContrast(theme);
    await merchants.setLook(m.code, name, theme, tx);
    const version = await versions.insert(m.id, { name, theme, publishedBy: by, revertedFrom }, tx);
    return { version, name, theme };
  }

  return {
    /**
     * Stores a logo or favicon for the brand (multipart field `image`, JPEG or PNG by its bytes, at most
     * BRAND_IMAGE_MAX_BYTES); its id and the path a look names. Not an image: 400 VALIDATION (field `image`); too large:
     * 413 PAYLOAD_TOO_LARGE (field `image`). Nothing shows it until a published look names it.
     */
    async uploadBrandImage(merchantId: number, file: UploadedFile | undefined) {
      const id = await images.create(merchantId, checkedUpload(file, 'image'));
      return { id, url: brandImageUrl(id) };
    },
    /** An uploaded logo or favicon by id, or null. */
    brandImage: (id: string) => images.find(id),
    /** The brand's published looks, newest first. */
    lookHistory: (merchantId: number): Promise<ThemeVersion[]> => versions.list(merchantId, HISTORY),
    /** Publishes a brand's look in `tx` as its next version (by: the operator's name). */
    publishLook: (m: Merchant, look: BrandLook, by: string, tx: Db) => publish(m, look, by, tx),
    /** Publishes an earlier version again, as the next version; 404 NOT_FOUND-like VALIDATION when there is none. */
    async revertLook(m: Merchant, version: number, by: string, tx: Db) {
      const old = await versions.find(m.id, version, tx);
      if (!old) throw invalidField('version', `${m.code} has no version ${version}`);
      return publish(m, { name: old.name, theme: old.theme }, by, tx, version);
    },
    /** Operator: changes the merchant's theme (a patch: the CLI, /ops/merchants/:code/theme); null when no such merchant. */
    async setTheme(code: string, patch: ThemePatch, by = 'operator'): Promise<Theme | null> {
      const m = await merchants.findByCode(code);
      if (!m) return null;
      const next = patchTheme(m.theme, patch);
      const { theme } = await db.transaction((tx) => publish(m, { name: m.name, theme: next }, by, tx));
      await cache.invalidate(m.id);
      return theme;
    },
  };
}
