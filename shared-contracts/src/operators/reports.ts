import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { Amount, Count, Day, ReportQuerySchema } from './report-base';

// The back office's reports (issue 29): play by game and by player over a range of a brand's days. Definitions and
// the day cut: platform-api/src/modules/reports/README.md.

export * from './report-base';
export * from './report-money';
export * from './report-people';

/** `rake`: the house's commission PVP vendors named on their hands' payouts (part of the GGR: a PVP hand's GGR is its rake). */
const PlayFields = { stakes: Amount, payouts: Amount, ggr: Amount, rake: Amount, rounds: Count };

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
