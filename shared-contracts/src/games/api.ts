import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import {
  GAME_PAGE_SIZE_MAX,
  POPULAR_GAMES_MAX,
  GameCategorySchema,
  GamePageSchema,
  GameSchema,
  VendorCategorySchema,
  WinnerSchema,
} from './schemas';

/** Vendors grouped by category, in menu order (reply value.data.lanes). */
export const getGameVendors = defineEndpoint({
  method: 'GET',
  path: '/wps/game/vendor',
  request: Type.Object({ merchantCode: Type.Optional(Type.String({ maxLength: 32 })) }),
  response: Type.Object({ data: Type.Object({ lanes: Type.Array(VendorCategorySchema) }) }),
});

/** The menu groups of `/wps/game/menu` (SPEC §7 "drop menu (menuGroup gamingvenue)"). */
export const MenuGroupSchema = Type.Literal('gamingvenue');

/**
 * The nav bar's drop menus (SPEC §2, §7 drop menu, menuGroup gamingvenue): one entry per game category that has
 * vendors, in menu order, with its vendors (their lanes) as the drop menu lists them.
 */
export const getDropMenu = defineEndpoint({
  method: 'GET',
  path: '/wps/game/menu',
  request: Type.Object({ menuGroup: MenuGroupSchema }),
  response: Type.Object({ menuGroup: MenuGroupSchema, lanes: Type.Array(VendorCategorySchema) }),
});

/** The game categories that have vendors, with counts. */
export const getGameVendorTypes = defineEndpoint({
  method: 'GET',
  path: '/wps/game/vendorTypes',
  request: Type.Object({}),
  response: Type.Object({
    list: Type.Array(
      Type.Object({ gameCategory: GameCategorySchema, vendorCount: Type.Integer(), gameCount: Type.Integer() }),
    ),
  }),
});

/**
 * Game list (SPEC §3 Game list request): a page of the catalogue filtered by category (`gameType`),
 * vendor (`vassalage`) and a name search (`keyword`), hot first then the vendor's order. 1-based pages.
 */
export const getGameList = defineEndpoint({
  method: 'GET',
  path: '/wps/game/list',
  request: Type.Object({
    clientType: Type.Optional(Type.Integer({ maximum: 2_147_483_647 })),
    platform: Type.Optional(Type.String({ maxLength: 64 })),
    merchant: Type.Optional(Type.String({ maxLength: 32 })),
    gameType: Type.Optional(GameCategorySchema),
    vassalage: Type.Optional(Type.String({ maxLength: 32 })),
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
    pageNo: Type.Integer({ minimum: 1, maximum: 10_000 }),
    pageSize: Type.Integer({ minimum: 1, maximum: GAME_PAGE_SIZE_MAX }),
    language: Type.Optional(Type.String({ maxLength: 5 })),
  }),
  response: GamePageSchema,
});

/** Hot games (SPEC §7: merchantCode, isPlatform 2, platform, language; reply value.list). */
export const getHotGames = defineEndpoint({
  method: 'GET',
  path: '/wps/game/hot',
  request: Type.Object({
    merchantCode: Type.Optional(Type.String({ maxLength: 32 })),
    isPlatform: Type.Optional(Type.Integer({ maximum: 2_147_483_647 })),
    platform: Type.Optional(Type.String({ maxLength: 64 })),
    language: Type.Optional(Type.String({ maxLength: 5 })),
  }),
  response: Type.Object({ list: Type.Array(GameSchema) }),
});

/**
 * Popular games (SPEC §7 "popular"): the merchant's most played games of the last 7 days (settled real-money rounds,
 * most players first), topped up with its hot games; the home page's "Popular" row.
 */
export const getPopularGames = defineEndpoint({
  method: 'GET',
  path: '/wps/game/popular',
  request: Type.Object({
    limitNum: Type.Optional(Type.Integer({ minimum: 1, maximum: POPULAR_GAMES_MAX })),
    language: Type.Optional(Type.String({ maxLength: 5 })),
  }),
  response: Type.Object({ list: Type.Array(GameSchema) }),
});

/** Winners board (SPEC §7: gameCategory ALL, language, limitNum 20; reply value.list), biggest recent wins from bet records. */
export const getWinnerBoard = defineEndpoint({
  method: 'GET',
  path: '/wps/game/winners',
  request: Type.Object({
    gameCategory: Type.Union([Type.Literal('ALL'), GameCategorySchema]),
    language: Type.Optional(Type.String({ maxLength: 5 })),
    limitNum: Type.Integer({ minimum: 1, maximum: 20 }),
  }),
  response: Type.Object({ list: Type.Array(WinnerSchema) }),
});

/** A game's id (`games.id`, a PostgreSQL integer): larger numbers are refused at the boundary, not by the database. */
export const GameIdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/**
 * Launch a game (SPEC §7 /wps/game/launchGame, token): the URL to open in the /seamless frame. Trial members
 * get the fun (play-money) mode of games that have one and TRIAL_FORBIDDEN for real-money games.
 */
export const launchGame = defineEndpoint({
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: true,
  request: Type.Object({
    vassalage: Type.String({ minLength: 1, maxLength: 32 }),
    gameCode: Type.Optional(Type.String({ maxLength: 64 })),
    gameType: Type.Optional(Type.String({ maxLength: 16 })),
    nodeId: Type.Optional(GameIdSchema),
    language: Type.Optional(Type.String({ maxLength: 5 })),
  }),
  response: Type.Object({ url: Type.String(), fun: Type.Boolean() }),
});

/** The member's favourites, a page at a time (SPEC §3: content, pageNum, totalPages). */
export const listFavorites = defineEndpoint({
  method: 'GET',
  path: '/wps/game/favorite',
  auth: true,
  request: Type.Object({
    pageNum: Type.Integer({ minimum: 1, maximum: 10_000 }),
    pageSize: Type.Integer({ minimum: 1, maximum: GAME_PAGE_SIZE_MAX }),
  }),
  response: Type.Object({ content: Type.Array(GameSchema), pageNum: Type.Integer(), totalPages: Type.Integer() }),
});

/** Adds a favourite (SPEC §3 Favourite request: nodeId, vendor, gameType); adding one twice is a no-op. */
export const addFavorite = defineEndpoint({
  method: 'POST',
  path: '/wps/game/favorite',
  auth: true,
  request: Type.Object({
    nodeId: GameIdSchema,
    vendor: Type.String({ minLength: 1, maxLength: 32 }),
    gameType: Type.String({ minLength: 1, maxLength: 16 }),
  }),
  response: Type.Null(),
});

/** Removes a favourite by nodeId; removing a missing one is a no-op. */
export const removeFavorite = defineEndpoint({
  method: 'DELETE',
  path: '/wps/game/favorite',
  auth: true,
  request: Type.Object({ nodeId: GameIdSchema }),
  response: Type.Null(),
});

/** The games the member actually launched, newest first (at most 20). */
export const listRecentGames = defineEndpoint({
  method: 'GET',
  path: '/wps/game/recent',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ list: Type.Array(GameSchema) }),
});
