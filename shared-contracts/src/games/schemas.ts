import { Type, type Static } from 'typebox';

export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const GameCategorySchema = Type.Enum(GAME_CATEGORIES);

/** E-sport vendor codes (SPEC §9): listed under ESPORTS, split from SPORTS. */
export const ESPORT_VENDORS = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
/** Cockfight vendors (SPEC §9). */
export const COCKFIGHT_VENDORS = ['DS88', 'DIG'] as const;

/** isGame: GAME starts a game directly, LOBBY lists games, VASSALAGE opens the popup game list. */
export const IsGameSchema = Type.Union([Type.Literal('GAME'), Type.Literal('LOBBY'), Type.Literal('VASSALAGE')]);

export const VendorSchema = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  gameCategory: GameCategorySchema,
  isGame: IsGameSchema,
  nodeId: Type.Integer(),
  gameCode: Type.Union([Type.String(), Type.Null()]),
  gameType: Type.String(),
  iconUrl: Type.String(),
  lagerIcon: Type.String(),
  isHot: Type.Integer(),
  gameCount: Type.Integer(),
});
export type Vendor = Static<typeof VendorSchema>;

export const VendorCategorySchema = Type.Object({
  gameCategory: GameCategorySchema,
  vendors: Type.Array(VendorSchema),
});
export type VendorCategory = Static<typeof VendorCategorySchema>;

/** A game card (SPEC §3 Game / vendor card); `nodeId` is the game's id (favourites, recent). */
export const GameSchema = Type.Object({
  nodeId: Type.Integer(),
  vassalage: Type.String(),
  gameCode: Type.String(),
  gameType: Type.String(),
  displayName: Type.String(),
  gameName: Type.String(),
  iconUrl: Type.String(),
  lagerIcon: Type.String(),
  isHot: Type.Integer(),
  isGame: IsGameSchema,
});
export type Game = Static<typeof GameSchema>;

/** A page of games (SPEC §3 Game list request / response; favourites use content/pageNum/totalPages). */
export const GamePageSchema = Type.Object({
  games: Type.Array(GameSchema),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type GamePage = Static<typeof GamePageSchema>;

/** Winners board entry (SPEC §3): `vo.winAmount` in minor units; the client formats it. */
export const WinnerSchema = Type.Object({
  vo: Type.Object({
    account: Type.String(),
    displayName: Type.String(),
    vassalage: Type.String(),
    gameCategory: Type.String(),
    winAmount: Type.Integer(),
    time: Type.String(),
  }),
});
export type Winner = Static<typeof WinnerSchema>;

/** Home page size and vendor-preview counts (SPEC §9). */
export const HOME_PAGE_SIZE = 20;
export const GAME_PAGE_SIZE_MAX = 100;

/** The popular row's size (SPEC §9: a home row takes the first page of 20). */
export const POPULAR_GAMES_MAX = 20;
