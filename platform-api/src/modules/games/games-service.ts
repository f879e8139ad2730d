import {
  GAME_CATEGORIES,
  type Game,
  type RequestOf,
  type Vendor,
  type VendorCategory,
  type gamesApi,
  type OpsVendor,
  type VendorPatch,
} from 'shared-contracts';
import type { MerchantCache } from '../../infra/cache/merchant-cache';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import type { PageWindow } from '../../infra/paging';
import { commonError, invalidField } from '../../infra/errors/common-errors';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { Merchant } from '../merchants';
import { createCatalogueAdmin } from './catalogue-admin';
import { createCatalogueRepository, type GameFilter } from './catalogue-repository';
import { createFavoriteRepository } from './favorite-repository';
import { pickImageCdn, toGame, type GameRow } from './game-card';
import {
  createGameRepository,
  type GameLabel,
  type GameSummary,
  type LaunchRequest,
  type LaunchTarget,
} from './game-repository';
import { createLaunchRepository } from './launch-repository';
import { gamesError } from './errors';
import { createVendorRepository } from './vendor-repository';

export interface GamesDeps {
  db: Db;
  config: Pick<AppConfig, 'imageCdns' | 'catalogue'>;
  rateLimiter: RateLimiter;
  /** Vendor cards are cached per merchant (infra/cache); list pages and hot games by their routes. */
  cache: MerchantCache;
}

/** Groups vendors into lanes in menu order, keeping only categories with vendors. */
export function toLanes(vendors: readonly Vendor[]): VendorCategory[] {
  return GAME_CATEGORIES.map((gameCategory) => ({
    gameCategory,
    vendors: vendors.filter((v) => v.gameCategory === gameCategory),
  })).filter((lane) => lane.vendors.length > 0);
}

/**
 * The games domain: the merchant's vendor cards, the shared catalogue (list, search, hot), members'
 * favourites and launches (recent games), and the game a launch opens. Game cards carry icons on one
 * random image CDN of the merchant.
 */
export function createGamesService({ db, config, rateLimiter, cache }: GamesDeps) {
  const vendors = createVendorRepository(db);
  const catalogue = createCatalogueRepository(db);
  const favorites = createFavoriteRepository(db);
  const games = createGameRepository(db);
  const launches = createLaunchRepository(db);

  /** The merchant's enabled vendor cards (cached per merchant). */
  const enabledVendors = (merchantId: number): Promise<Vendor[]> =>
    cache.get(merchantId, 'vendors', () => vendors.listEnabled(merchantId));

  /** One image CDN of the merchant, drawn at random (SPEC §9), for the icons of one response. */
  const imageCdn = (merchant: Pick<Merchant, 'imageCdns'>): string => pickImageCdn(config, merchant);
  /** Game cards with icons on `cdn` (default: one drawn for them). */
  const cards = (rows: GameRow[], merchant: Pick<Merchant, 'imageCdns'>, cdn = imageCdn(merchant)): Game[] =>
    rows.map((row) => toGame(row, cdn));

  /**
   * SPEC §4 "throttled to one per second": one favourite change (add or remove) per member per
   * `catalogue.favoriteRateLimit`, else 429 TOO_FAST. The bucket is per member, shared by every instance.
   */
  const throttle = async (memberId: number): Promise<void> => {
    const { limit, windowSeconds } = config.catalogue.favoriteRateLimit;
    if (!(await rateLimiter.take(`favorite:${memberId}`, limit, windowSeconds, { penalise: false })))
      throw commonError('TOO_FAST');
  };

  return {
    /** A new merchant's cards of every catalogue vendor, on when `enabledKeys` holds its `CATEGORY:CODE` (in `tx`). */
    provisionVendors: (merchantId: number, enabledKeys: ReadonlySet<string>, tx: Db) =>
      vendors.insertCatalogue(merchantId, (key) => enabledKeys.has(key), tx),
    /** The keys (`CATEGORY:CODE`) of the merchant's enabled cards, uncached (the console's brand setup). */
    enabledVendorKeys: (merchantId: number): Promise<string[]> => vendors.enabledKeys(merchantId),
    /** The merchant's enabled vendor cards in menu order, each with its game count. */
    vendors: (merchantId: number): Promise<Vendor[]> => enabledVendors(merchantId),
    /** The enabled vendor cards grouped into lanes (categories with vendors only). */
    lanes: async (merchantId: number): Promise<VendorCategory[]> => toLanes(await enabledVendors(merchantId)),
    /** Whether the merchant has a vendor card of `code` (enabled or not): the vendors the seamless wallet knows. */
    hasVendor: (merchantId: number, code: string): Promise<boolean> => vendors.has(merchantId, code),
    /** The merchant's vendor codes (enabled cards), in menu order. */
    vendorCodes: (merchantId: number): Promise<string[]> => vendors.codes(merchantId),

    imageCdn,
    /**
     * One page of the game list of the merchant (filter by category, vendor, keyword) and the total,
     * icons on `cdn` (the route caches the serialized page per merchant, question and CDN).
     */
    async list(merchant: Merchant, filter: GameFilter, page: PageWindow, cdn?: string) {
      const { rows, total } = await catalogue.page(merchant.id, filter, page);
      return { games: cards(rows, merchant, cdn), total };
    },
    /** The merchant's hot games (the home carousel), icons on `cdn`. */
    hot: async (merchant: Merchant, cdn?: string): Promise<Game[]> =>
      cards(await catalogue.hot(merchant.id), merchant, cdn),

    /**
     * The popular row: the games named by `played` (most played first) that are listed for the merchant, topped up
     * with its hot games up to `limit`, each once; icons on `cdn`.
     */
    async popular(
      merchant: Merchant,
      played: readonly { vendor: string; gameCode: string }[],
      limit: number,
      cdn?: string,
    ) {
      const rows = await catalogue.byCodes(merchant.id, played);
      const seen = new Set(rows.map((r) => r.id));
      const fill = rows.length < limit ? (await catalogue.hot(merchant.id)).filter((r) => !seen.has(r.id)) : [];
      return cards([...rows, ...fill].slice(0, limit), merchant, cdn);
    },

    /** One page of the member's favourites still listed for the merchant, and their total. */
    async favorites(merchant: Merchant, memberId: number, page: PageWindow) {
      const { rows, total } = await favorites.page(merchant.id, memberId, page);
      return { content: cards(rows, merchant), total };
    },
    /**
     * Adds a favourite: throttle, then `nodeId` must be a game listed for the merchant (its vendor card
     * enabled) and `vendor`/`gameType` must be that game's (VALIDATION with `field`). Adding one twice
     * is a no-op.
     */
    async addFavorite(
      merchantId: number,
      memberId: number,
      input: RequestOf<typeof gamesApi.addFavorite>,
    ): Promise<null> {
      await throttle(memberId);
      const game = await catalogue.findListed(merchantId, input.nodeId);
      if (!game) throw invalidField('nodeId', 'nodeId is not a game of this lobby');
      if (game.vendor !== input.vendor) throw invalidField('vendor', 'vendor is not the vendor of this game');
      if (game.gameType !== input.gameType) throw invalidField('gameType', 'gameType is not the type of this game');
      await favorites.add(memberId, game);
      return null;
    },
    /** Removes a favourite after the same throttle; a game that is not a favourite is a no-op. */
    async removeFavorite(memberId: number, nodeId: number): Promise<null> {
      await throttle(memberId);
      await favorites.remove(memberId, nodeId);
      return null;
    },

    /** The member's last distinct launched games still listed for the merchant, newest first. */
    recent: async (merchant: Merchant, memberId: number): Promise<Game[]> =>
      cards(await launches.recent(merchant.id, memberId), merchant),
    /** Records a launch of a catalogue game (the recent list), in the launch's transaction `tx` when given. */
    recordLaunch: (memberId: number, gameId: number, tx?: Db): Promise<void> =>
      launches.recordLaunch(memberId, gameId, tx),

    /** One catalogue game by id, or null. */
    findGame: (id: number): Promise<GameSummary | null> => games.findById(id),
    /** The display name and category of a round's game at the merchant (cached per merchant; see game-repository). */
    describe: (merchantId: number, vendor: string, gameCode: string): Promise<GameLabel> =>
      cache.get(merchantId, `game:${vendor}\n${gameCode}`, () => games.describe(merchantId, vendor, gameCode)),
    /** The game a launch opens, or null; 409 VENDOR_MAINTENANCE while its vendor's card is in a maintenance window. */
    async findLaunchTarget(merchantId: number, r: LaunchRequest): Promise<LaunchTarget | null> {
      const target = await games.findLaunchTarget(merchantId, r);
      const until = target && (await vendors.maintenanceUntil(merchantId, target.vendor, target.category));
      if (until) throw gamesError('VENDOR_MAINTENANCE', { ...(until === 'open' ? {} : { until }) });
      return target;
    },
    /** Every card of the merchant as the console shows it (uncached). */
    opsVendors: (merchantId: number): Promise<OpsVendor[]> => vendors.listForOps(merchantId),
    /** Changes one card in `tx` (the caller's audited transaction; it drops the merchant's cache after the commit). */
    updateVendor: (merchantId: number, card: { category: string; code: string }, patch: VendorPatch, tx: Db) =>
      vendors.update(merchantId, card, patch, tx),
    /** The console's catalogue of a brand: search, a game's settings and icon (merchant_game_settings, game_icons). */
    catalogueAdmin: createCatalogueAdmin(db),
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
