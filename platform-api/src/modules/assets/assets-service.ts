import type { GamesService } from '../games';
import type { ContentService } from '../content';
import type { MerchantsService } from '../merchants';
import { brandColours, faviconSvg, logoSvg } from './brand-art';
import { avatarSvg, tileSvg } from './svg';

export interface AssetsDeps {
  games: Pick<GamesService, 'findGame'>;
  content: Pick<ContentService, 'bannerArt'>;
  merchants: Pick<MerchantsService, 'findByCode' | 'findById'>;
}

/** A positive integer id from a file's base name, or null. */
const idOf = (name: string): number | null => {
  const id = Number(name);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Generated placeholder art (SVG): vendor icons, game tiles, banners, member avatars, merchant logos and favicons. */
export function createAssetsService({ games, content, merchants }: AssetsDeps) {
  /** The merchant of a code (upper-cased), or null. */
  const merchantOf = (code: string) => merchants.findByCode(code.toUpperCase());
  return {
    /** A vendor icon tile for `code` (large: the lane's 320×200 card, else 120×120). */
    icon: (code: string, large: boolean): string =>
      tileSvg({ title: code, width: large ? 320 : 120, height: large ? 200 : 120 }),
    /** The tile of catalogue game `name` (its id), or null when there is no such game. */
    async game(name: string): Promise<string | null> {
      const id = idOf(name);
      const game = id === null ? null : await games.findGame(id);
      if (!game) return null;
      return tileSvg({ title: game.displayName, subtitle: game.vendor, seed: game.gameCode, width: 240, height: 240 });
    },
    /** The art of banner `name` (its id), or null when there is no such banner. */
    async banner(name: string): Promise<string | null> {
      const id = idOf(name);
      const art = id === null ? null : await content.bannerArt(id);
      if (!art) return null;
      const subtitle = (await merchants.findById(art.merchantId))?.name;
      return tileSvg({ title: art.title, subtitle, width: 1200, height: 360, seed: `banner-${id}` });
    },
    /** The logo of merchant `code` in its theme's colours (/assets/logo/<code>.svg), or null. */
    async logo(code: string): Promise<string | null> {
      const m = await merchantOf(code);
      return m && logoSvg(m.name, brandColours(m.theme.tokens));
    },
    /** The favicon of merchant `code` (/assets/favicon/<code>.svg), or null. */
    async favicon(code: string): Promise<string | null> {
      const m = await merchantOf(code);
      return m && faviconSvg(m.name, brandColours(m.theme.tokens));
    },
    /** A member avatar with these initials on a background of `hue`. */
    avatar: (initials: string, hue: number): string => avatarSvg({ initials, hue, size: 96 }),
  };
}
export type AssetsService = ReturnType<typeof createAssetsService>;
