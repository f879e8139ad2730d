import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { BET_TYPES } from './bet-types';
import { LOTTERY_GAME_CODES, STRUCTURE_NAMES } from './games';
import { PRIZE_MODES } from './odds';

/** The lottery calls (SPEC §7 game menus, lottery launch; ADR 0007 bets, results, verify). */

export const PrizeModeSchema = Type.Enum([...PRIZE_MODES]);
/** The prize modes a client may ask menus for (SPEC §9 lists ZY too; no merchant offers it: an empty menu). */
export const MenuPrizeModeSchema = Type.Enum([...PRIZE_MODES, 'ZY']);
export const LotteryGameCodeSchema = Type.Enum([...LOTTERY_GAME_CODES]);
export const BetTypeSchema = Type.Enum([...BET_TYPES]);
export const StructureSchema = Type.Enum([...STRUCTURE_NAMES]);
export const DrawStatusSchema = Type.Enum(['OPEN', 'DRAWN', 'SETTLED', 'CANCELLED']);
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Numero = Type.String({ pattern: '^\\d{8,14}$' });
const Device = Type.Optional(Type.String({ maxLength: 16 }));

export const OddsSchema = Type.Object({ betType: BetTypeSchema, odds: Type.Integer(), liabilityCap: Type.Integer() });

/** A draw as the public sees it: the seed only once drawn, the result only once drawn. */
export const DrawSchema = Type.Object({
  gameCode: Type.String(),
  numero: Type.String(),
  status: DrawStatusSchema,
  opensAt: Type.String(),
  closesAt: Type.String(),
  drawAt: Type.String(),
  seedHash: Type.String(),
  seed: Type.Union([Type.String(), Type.Null()]),
  result: Type.Union([Type.Record(Type.String(), Type.Array(Type.String())), Type.Null()]),
});
export type Draw = Static<typeof DrawSchema>;

/** A game of a menu: schedule, structure, the prize mode's odds, the draw open now. */
export const MenuGameSchema = Type.Object({
  gameCode: Type.String(),
  area: Type.Enum(['VN', 'SEA']),
  structure: StructureSchema,
  prizeMode: PrizeModeSchema,
  intervalSeconds: Type.Union([Type.Integer(), Type.Null()]),
  dailyAt: Type.Union([Type.String(), Type.Null()]),
  closeBeforeSeconds: Type.Integer(),
  odds: Type.Array(OddsSchema),
});
export type MenuGame = Static<typeof MenuGameSchema>;

/** A menu group (SPEC §3: gameMenus tagged accountTypeName TCG_LOTTO_VN; SEA for the Thai game). */
export const GameMenuSchema = Type.Object({ accountTypeName: Type.String(), games: Type.Array(MenuGameSchema) });

const MenuQuery = Type.Object({ prizeMode: Type.Optional(MenuPrizeModeSchema), device: Device });

/** Lottery game menus (SPEC §7 /lgw/games/game_menus): every area's games for the prize mode. */
export const getGameMenus = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  request: MenuQuery,
  response: Type.Object({
    prizeMode: PrizeModeSchema,
    gameMenus: Type.Array(GameMenuSchema),
    serverTime: Type.String(),
  }),
});

/** The VN lottery menu (SPEC §7 /lgw/vn/games/game_menu, token). */
export const getVnGameMenu = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  auth: true,
  request: MenuQuery,
  response: Type.Object({
    prizeMode: PrizeModeSchema,
    gameMenus: Type.Array(GameMenuSchema),
    serverTime: Type.String(),
  }),
});

/**
 * The lottery's first login (SPEC §7 "Lottery: first login", token; trials too): the member's lottery player profile,
 * made on the first call with the lottery's defaults; `firstTime` is true only on that call. The lottery app calls it
 * once before its first menu or launch call.
 */
export const lotteryFirstLogin = defineEndpoint({
  method: 'POST',
  path: '/lgw/lottery/first_login',
  auth: true,
  request: Type.Object({ device: Device }),
  response: Type.Object({
    firstTime: Type.Boolean(),
    nickname: Type.String(),
    prizeMode: Type.Enum(['LOTT', 'ELOTT']),
    createdAt: Type.String(),
  }),
});

/** The member's recently played lottery games, newest first (SPEC §7 /lgw/vn/games/recent, token). */
export const getRecentLotteryGames = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/recent',
  auth: true,
  request: Type.Object({ prizeMode: Type.Optional(MenuPrizeModeSchema), device: Device }),
  response: Type.Object({ list: Type.Array(Type.Object({ gameCode: Type.String(), lastBetAt: Type.String() })) }),
});

/** The draw open now of every VN game (SPEC §7 /lgw/vn/numeros/opened/game). */
export const getOpenedVnDraws = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  request: MenuQuery,
  response: Type.Object({ list: Type.Array(DrawSchema), serverTime: Type.String() }),
});

/** The draw open now of one game and its last drawn one (SPEC §7 /lotto/lgw/games/opened/numero). */
export const getOpenedDraw = defineEndpoint({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  request: Type.Object({
    gameCode: LotteryGameCodeSchema,
    prizeMode: Type.Optional(MenuPrizeModeSchema),
    device: Device,
  }),
  response: Type.Object({ open: DrawSchema, last: Type.Union([DrawSchema, Type.Null()]), serverTime: Type.String() }),
});

/**
 * Lottery launch (SPEC §3 lottery launch request): where the lottery opens in this site — the lobby or
 * the betting page of `lottoGameCode` — with `backUrl` to return to. Token; trials may look, not bet.
 */
export const launchLottery = defineEndpoint({
  method: 'GET',
  path: '/lgw/lottery/launch',
  auth: true,
  request: Type.Object({
    lottoArea: Type.Enum(['VN', 'SEA']),
    launchMode: Type.Literal('LOTT'),
    lottoPrizeMode: Type.Optional(MenuPrizeModeSchema),
    lottoGameCode: Type.Optional(LotteryGameCodeSchema),
    lottoView: Type.Enum(['betting', 'lobby']),
    device: Device,
    backUrl: Type.Optional(Type.String({ maxLength: 512 })),
    language: Type.Optional(Type.String({ maxLength: 5 })),
  }),
  response: Type.Object({ url: Type.String() }),
});

export const SlipLineSchema = Type.Object({
  betType: BetTypeSchema,
  numbers: Type.Array(Type.String({ maxLength: 3 }), { minItems: 1, maxItems: 100 }),
  unit: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  multiplier: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** One placed line (a betting-record round): stake, and payout once settled. */
export const LotteryBetSchema = Type.Object({
  id: Type.Integer(),
  slipId: Type.Integer(),
  gameCode: Type.String(),
  numero: Type.String(),
  prizeMode: PrizeModeSchema,
  betType: BetTypeSchema,
  numbers: Type.Array(Type.String()),
  unit: Type.Integer(),
  multiplier: Type.Integer(),
  odds: Type.Integer(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  status: Type.Enum(['OPEN', 'WON', 'LOST', 'REFUNDED']),
  createdAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
});
export type LotteryBet = Static<typeof LotteryBetSchema>;

/**
 * Place a bet slip on the open draw `numero` of `gameCode` (token, real accounts): one debit of the
 * total, keyed by `requestId` (a replay answers the first slip). Refused: DRAW_CLOSED, LIABILITY_CAP,
 * INSUFFICIENT_FUNDS, PRIZE_MODE_UNAVAILABLE, VALIDATION for bad numbers.
 */
export const placeBets = defineEndpoint({
  method: 'POST',
  path: '/lotto/lgw/bets',
  auth: true,
  request: Type.Object({
    gameCode: LotteryGameCodeSchema,
    numero: Numero,
    prizeMode: PrizeModeSchema,
    requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    lines: Type.Array(SlipLineSchema, { minItems: 1, maxItems: 20 }),
  }),
  response: Type.Object({
    slipId: Type.Integer(),
    total: Type.Integer(),
    balance: Type.Integer(),
    bets: Type.Array(LotteryBetSchema),
  }),
});

/** The member's lottery bets, newest first: open ones, or settled ones (won, lost, refunded). */
export const listMyBets = defineEndpoint({
  method: 'GET',
  path: '/lotto/lgw/bets',
  auth: true,
  request: Type.Object({
    state: Type.Enum(['open', 'settled']),
    gameCode: Type.Optional(LotteryGameCodeSchema),
    pageNo: Type.Integer({ minimum: 1, maximum: 10_000 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50 }),
  }),
  response: Type.Object({ list: Type.Array(LotteryBetSchema), total: Type.Integer(), totalPages: Type.Integer() }),
});

/** Drawn results of a game, newest first, optionally of one Vietnam calendar day (results history). */
export const listResults = defineEndpoint({
  method: 'GET',
  path: '/lotto/lgw/results',
  request: Type.Object({
    gameCode: LotteryGameCodeSchema,
    date: Type.Optional(Day),
    pageNo: Type.Integer({ minimum: 1, maximum: 10_000 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50 }),
  }),
  response: Type.Object({ list: Type.Array(DrawSchema), total: Type.Integer(), totalPages: Type.Integer() }),
});

/** One draw by game and numero (the verify page): seed and result once drawn; DRAW_NOT_FOUND otherwise. */
export const getDraw = defineEndpoint({
  method: 'GET',
  path: '/lotto/lgw/draws',
  request: Type.Object({ gameCode: LotteryGameCodeSchema, numero: Numero }),
  response: DrawSchema,
});
