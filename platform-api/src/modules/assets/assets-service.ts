import type { GamesService } from '../games';
import type { ContentService } from '../content';
import { avatarSvg, tileSvg } from './svg';

export interface AssetsDeps {
  games: Pick<GamesService, 'findGame'>;
  content: Pick<ContentService, 'bannerTitle'>;
}

/** A positive integer id from a file's base name, or null. */
const idOf = (name: string): number | null => {
  const id = Number(name);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Generated placeholder art (SVG): vendor icons, game tiles, banners and member avatars. */
export function createAssetsService({ games, content }: AssetsDeps) {
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
      const title = id === null ? null : await content.bannerTitle(id);
      if (title === null) return null;
      return tileSvg({ title, subtitle: 'Demo Casino', width: 1200, height: 360, seed: `banner-${id}` });
    },
    /** A member avatar with these initials on a background of `hue`. */
    avatar: (initials: string, hue: number): string => avatarSvg({ initials, hue, size: 96 }),
  };
}
export type AssetsService = ReturnType<typeof createAssetsService>;
