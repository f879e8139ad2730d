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
