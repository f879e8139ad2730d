import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { BET_TYPES } from '../lottery/bet-types';
import { LOTTERY_GAME_CODES, STRUCTURE_NAMES } from '../lottery/games';
import { PRIZE_MODES } from '../lottery/odds';

/**
 * The console's Lottery page (issue 29): every game's open and upcoming draws, then its recent drawn, settled and
 * cancelled ones, with the published seed hash, the seed and result once drawn, and the brand's stakes and bet count
 * on each; cancelling an open draw (every line refunded, once: `POST /ops/lottery/draws/:id/cancel`); the brand's odds
 * tables and liability caps, one bet type changed at a time. `merchant` (a brand's code) travels in every query.
 */

export const LOTTERY_DRAW_STATUSES = ['OPEN', 'DRAWN', 'SETTLED', 'CANCELLED'] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];
/** The largest odds an operator may set: hundredths of the unit stake per hit (100 000 × the stake). */
export const LOTTERY_ODDS_MAX = 10_000_000;
/** The largest liability cap (minor units per draw, bet type and number). */
export const LOTTERY_CAP_MAX = 1_000_000_000_000;

const Merchant = Type.Optional(Type.String({ minLength: 1, maxLength: 32 }));

/** `GET /ops/lottery/draws?merchant=&game=&status=&limit=`. */
export const LotteryDrawsQuerySchema = Type.Object({
  merchant: Merchant,
  game: Type.Optional(Type.Enum([...LOTTERY_GAME_CODES])),
  status: Type.Optional(Type.Enum([...LOTTERY_DRAW_STATUSES])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type LotteryDrawsQuery = Static<typeof LotteryDrawsQuerySchema>;

/** A game as this deployment runs it (LOTTERY_TIME_SCALE applied). */
export const LotteryOpsGameSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  area: Type.String(),
  structure: Type.String(),
  /** Fast games: seconds between draws; daily games: null. */
  intervalSeconds: Type.Union([Type.Integer(), Type.Null()]),
  /** Daily games: the draw's minute of the day, Vietnam time; fast games: null. */
  dailyAtMinutes: Type.Union([Type.Integer(), Type.Null()]),
  closeBeforeSeconds: Type.Integer(),
});
export type LotteryOpsGame = Static<typeof LotteryOpsGameSchema>;

/** A draw as an operator sees it: the seed and result only once drawn, the brand's stakes (minor units) and lines. */
export const LotteryOpsDrawSchema = Type.Object({
  id: Type.Integer(),
  gameCode: Type.String(),
  numero: Type.String(),
  status: Type.Enum([...LOTTERY_DRAW_STATUSES]),
  opensAt: Type.String(),
  closesAt: Type.String(),
  drawAt: Type.String(),
  /** OPEN and not yet taking bets (the next draw). */
  upcoming: Type.Boolean(),
  seedHash: Type.String(),
  seed: Type.Union([Type.String(), Type.Null()]),
  result: Type.Union([Type.Record(Type.String(), Type.Array(Type.String())), Type.Null()]),
  drawnAt: Type.Union([Type.String(), Type.Null()]),
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  stakes: Type.Integer(),
  payouts: Type.Integer(),
  bets: Type.Integer(),
});
export type LotteryOpsDraw = Static<typeof LotteryOpsDrawSchema>;

export const listLotteryDraws = defineEndpoint({
  method: 'GET',
  path: '/ops/lottery/draws',
  request: LotteryDrawsQuerySchema,
  response: Type.Object({
    merchant: Type.String(),
    currency: Type.String(),
    games: Type.Array(LotteryOpsGameSchema),
    list: Type.Array(LotteryOpsDrawSchema),
    serverTime: Type.String(),
  }),
});

/** Cancels an OPEN draw with the operator's reason: every line refunded once (again: `refunded: 0`). */
export const cancelLotteryDraw = defineEndpoint({
  method: 'POST',
  path: '/ops/lottery/draws/:id/cancel',
  request: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) }),
  response: Type.Object({ drawId: Type.Integer(), status: Type.Literal('CANCELLED'), refunded: Type.Integer() }),
});

/** One bet type's odds (hundredths of the unit stake per hit) and liability cap (minor units), and the defaults. */
export const LotteryOddsRowSchema = Type.Object({
  betType: Type.String(),
  odds: Type.Integer(),
  liabilityCap: Type.Integer(),
  defaultOdds: Type.Integer(),
  defaultCap: Type.Integer(),
});
export type LotteryOddsRow = Static<typeof LotteryOddsRowSchema>;
export const LotteryOddsTableSchema = Type.Object({
  prizeMode: Type.String(),
  structure: Type.String(),
  rows: Type.Array(LotteryOddsRowSchema),
});
export type LotteryOddsTable = Static<typeof LotteryOddsTableSchema>;
const OddsAnswer = Type.Object({
  merchant: Type.String(),
  currency: Type.String(),
  /** The brand's VN prize mode (the tables its VN games are bet in; SEA is the Thai game's). */
  vnPrizeMode: Type.String(),
  tables: Type.Array(LotteryOddsTableSchema),
});
export type LotteryOddsState = Static<typeof OddsAnswer>;

export const getLotteryOdds = defineEndpoint({
  method: 'GET',
  path: '/ops/lottery/odds',
  request: Type.Object({ merchant: Merchant }),
  response: OddsAnswer,
});

/** What `PUT /ops/lottery/odds` changes: one bet type of one table. */
export const LotteryOddsChangeSchema = Type.Object(
  {
    prizeMode: Type.Enum([...PRIZE_MODES]),
    structure: Type.Enum([...STRUCTURE_NAMES]),
    betType: Type.Enum([...BET_TYPES]),
    odds: Type.Integer({ minimum: 1, maximum: LOTTERY_ODDS_MAX }),
    liabilityCap: Type.Integer({ minimum: 1, maximum: LOTTERY_CAP_MAX }),
  },
  { additionalProperties: false },
);
export type LotteryOddsChange = Static<typeof LotteryOddsChangeSchema>;

export const setLotteryOdds = defineEndpoint({
  method: 'PUT',
  path: '/ops/lottery/odds',
  request: LotteryOddsChangeSchema,
  response: OddsAnswer,
});
