import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';

// The back office's reports (issue 29): play by game and by player over a range of a brand's days. Definitions and
// the day cut: platform-api/src/modules/reports/README.md.

/** The longest range a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;

/** Money: a decimal string of minor units / 100 with exactly 2 decimals, no separators ("-1234.50"). */
const Amount = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });
const Count = Type.Integer({ minimum: 0 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const ReportQuerySchema = Type.Object({
  /** A brand's code. Without it the owner sees every brand (UTC days); anyone else the request's brand. */
  merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  /** First and last day (both included) in the brand's time zone; default the last 7 days, today included. */
  from: Type.Optional(Type.String({ maxLength: 10 })),
  to: Type.Optional(Type.String({ maxLength: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type ReportQuery = Static<typeof ReportQuerySchema>;

const PlayFields = { stakes: Amount, payouts: Amount, ggr: Amount, rounds: Count };

/** Settled real-money play of one day of the range. */
export const ReportDaySchema = Type.Object({ date: Day, ...PlayFields });
export type ReportDay = Static<typeof ReportDaySchema>;

/** One game's play over the range. */
export const GameRowSchema = Type.Object({
  vendor: Type.String(),
  gameCode: Type.String(),
  /** Its name and category as they were when its last round in the range opened. */
  gameName: Type.String(),
  category: Type.String(),
  ...PlayFields,
  players: Count,
});
export type GameRow = Static<typeof GameRowSchema>;

/** One player's play over the range. */
export const PlayerRowSchema = Type.Object({
  merchant: Type.String(),
  username: Type.String(),
  ...PlayFields,
  /** Distinct games played. */
  games: Count,
});
export type PlayerRow = Static<typeof PlayerRowSchema>;

const reportOf = <T extends ReturnType<typeof Type.Object>>(row: T) =>
  Type.Object({
    from: Day,
    to: Day,
    /** The days are calendar days of this time zone: the brand's, or UTC for every brand. */
    timeZone: Type.String(),
    /** The brand asked for, or null: every brand. */
    merchant: Type.Union([Type.String(), Type.Null()]),
    /** The currency of every amount, or null when the brands in scope hold different ones. */
    currency: Type.Union([Type.String(), Type.Null()]),
    totals: Type.Object({ ...PlayFields, players: Count }),
    /** Every day of the range, oldest first, zeros included. */
    byDay: Type.Array(ReportDaySchema),
    /** One page of the rows, highest GGR first. */
    list: Type.Array(row),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  });

export const GameReportSchema = reportOf(GameRowSchema);
export type GameReport = Static<typeof GameReportSchema>;
export const PlayerReportSchema = reportOf(PlayerRowSchema);
export type PlayerReport = Static<typeof PlayerReportSchema>;

/** Play by game: GGR, stakes, payouts, rounds and players of each game, highest GGR first. */
export const getGames = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/games',
  request: ReportQuerySchema,
  response: GameReportSchema,
});

/** Every game row of the same query as CSV (text/csv; paging ignored). */
export const exportGamesCsv = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/games/export.csv',
  request: ReportQuerySchema,
  response: Type.String(),
});

/** Play by player: GGR, stakes, payouts, rounds and games of each player, highest GGR first. */
export const getPlayers = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/players',
  request: ReportQuerySchema,
  response: PlayerReportSchema,
});

/** Every player row of the same query as CSV (text/csv; paging ignored). */
export const exportPlayersCsv = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/players/export.csv',
  request: ReportQuerySchema,
  response: Type.String(),
});
