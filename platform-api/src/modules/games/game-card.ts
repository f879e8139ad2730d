import type { Game } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import type { Merchant } from '../merchants';

/** A catalogue row as the list queries select it (`GAME_COLUMNS`). */
export interface GameRow {
  id: number;
  vendor: string;
  gameCode: string;
  gameType: string;
  displayName: string;
  isHot: number;
  /** The brand's uploaded icon (`game_icons.id`), or null: the generated tile. */
  iconId: string | null;
}

/** A page of rows and the total the filter matches. */
export interface GameRowPage {
  rows: GameRow[];
  total: number;
}

/**
 * The columns of `GameRow` from `games g` and the brand's settings `s` (joined by `withSettings`): the brand's name,
 * hot flag and icon over the catalogue's.
 */
export const GAME_COLUMNS = `g.id, g.vendor, g.game_code AS "gameCode", g.game_type AS "gameType",
  coalesce(s.display_name, g.display_name) AS "displayName", coalesce(s.hot, g.is_hot = 1)::int AS "isHot",
  s.icon_id AS "iconId"`;

/** The brand's settings of each game (`s`, merchant bound to `$<param>`): one primary-key probe per row. */
export const withSettings = (param: number): string =>
  `LEFT JOIN merchant_game_settings s ON s.merchant_id = $${param} AND s.game_id = g.id`;

/** The brand's `hidden` setting of `games g` is not on (merchant bound to `$<param>`). */
export const notHidden = (param: number): string =>
  `NOT EXISTS (SELECT 1 FROM merchant_game_settings h WHERE h.merchant_id = $${param} AND h.game_id = g.id AND h.hidden)`;

/** Where the player site loads a brand's uploaded game icon (this module's public route). */
export const gameIconUrl = (id: string): string => `/wps/game/icons/${id}`;

/**
 * The condition that a game (`games g`) is listed for the merchant bound to `$<param>`: an enabled
 * vendor card of that merchant for the game's vendor and category (vendors are per merchant, the
 * catalogue is shared), and the brand has not hidden it.
 */
export const listedFor = (param: number): string =>
  `EXISTS (SELECT 1 FROM vendors v WHERE v.merchant_id = $${param} AND v.enabled
     AND v.code = g.vendor AND v.game_category = g.game_type) AND ${notHidden(param)}`;

/**
 * One image CDN for a response: a random entry of `IMAGE_CDNS` (when set) or the merchant's
 * `imageCDNs` (SPEC §9 "chosen at random from the server lists"), without a trailing slash. The
 * seeded list is `['']`: relative URLs on this origin.
 */
export function pickImageCdn(config: Pick<AppConfig, 'imageCdns'>, merchant: Pick<Merchant, 'imageCdns'>): string {
  const cdns = config.imageCdns ?? merchant.imageCdns;
  const cdn = cdns.length > 0 ? cdns[Math.floor(Math.random() * cdns.length)]! : '';
  return cdn.replace(/\/+$/, '');
}

/**
 * The game card of SPEC §3 for a catalogue row: `nodeId` is the game's id, icons are the brand's upload
 * (`/wps/game/icons/:id`, on this origin as banner images are) or the generated `/assets/game/:id.svg` on the CDN.
 */
export function toGame(row: GameRow, cdn: string): Game {
  // One image serves both sizes (the generated route draws a square that scales).
  const icon = row.iconId ? gameIconUrl(row.iconId) : `${cdn}/assets/game/${row.id}.svg`;
  return {
    nodeId: row.id,
    vassalage: row.vendor,
    gameCode: row.gameCode,
    gameType: row.gameType,
    displayName: row.displayName,
    gameName: row.displayName,
    iconUrl: icon,
    lagerIcon: icon,
    isHot: row.isHot,
    isGame: 'GAME',
  };
}

/** `%` and `_` (and the escape character) taken literally in a LIKE pattern with the default escape `\`. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
