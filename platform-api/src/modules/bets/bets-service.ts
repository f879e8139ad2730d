import type { Winner } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { createBetActivityRepository } from './bet-activity-repository';
import { createBetDailyRepository, type PlayQuery } from './bet-daily-repository';
import { createBetReportRepository, type ReportRange } from './bet-report-repository';
import type { PageWindow } from '../../infra/paging';
import { createBetRoundBulk, type RoundPayout } from './bet-round-bulk';
import { createBetRoundCorrections } from './bet-round-corrections';
import { createSettledFeedRepository, type SettledCursor, type SettledRound } from './settled-feed-repository';
import { createBetHistoryRepository, type BetHistoryQuery } from './bet-history-repository';
import { createBetRecordRepository, type BetRecord, type RoundKey } from './bet-record-repository';
import type { MembersService } from '../members';
import { createTeamBetRepository, type TeamBetQuery } from './team-bet-repository';
import { createWinnerRepository, maskAccount } from './winner-repository';
import { createPopularRepository, type PlayedGame } from './popular-repository';

export interface BetsDeps {
  db: Db;
  /** The winners' usernames (masked on the board). */
  members: Pick<MembersService, 'usernames'>;
}

/**
 * The bets domain: one bet record per vendor round (stake = live debits, payout = credits), written by
 * the seamless wallet inside its transaction, read by the winners board and reports.
 */
export function createBetsService({ db, members }: BetsDeps) {
  const records = createBetRecordRepository(db);
  const winners = createWinnerRepository(db);
  const history = createBetHistoryRepository(db);
  const bulk = createBetRoundBulk();
  const corrections = createBetRoundCorrections();
  const team = createTeamBetRepository(db);
  const feed = createSettledFeedRepository(db);
  const activity = createBetActivityRepository(db);
  const daily = createBetDailyRepository(db);
  const popular = createPopularRepository(db);
  const report = createBetReportRepository(db);
  return {
    /** Adds a debit's stake to its round (opened by the first debit); a closed round is ROUND_CLOSED. */
    stake: (k: RoundKey, amount: number, tx: Db): Promise<BetRecord> => records.stake(k, amount, tx),
    /** Opens a round with its whole stake in `tx` (a lottery line, settled later by its own module). */
    open: (k: RoundKey, stake: number, tx: Db): Promise<BetRecord> => records.open(k, stake, tx),
    /** Adds a credit's payout (and its `rake`, the house's commission of a PVP hand) and settles the round; a rolled-back round is ROUND_CLOSED. */
    settle: (k: RoundKey, amount: number, tx: Db, rake = 0): Promise<BetRecord> => records.settle(k, amount, tx, rake),
    /** A shared round's stakes and rake over its members at the merchant and vendor (read in `tx`). */
    roundPot: (k: Pick<RoundKey, 'merchantId' | 'vendor' | 'roundId'>, tx: Db) => records.roundPot(k, tx),
    /** Takes a rolled-back debit's stake off its round (ROLLED_BACK when `liveDebits` is 0); a settled round is ROUND_CLOSED; a voided one null. */
    unstake: (k: RoundKey, amount: number, liveDebits: number, tx: Db): Promise<BetRecord | null> =>
      records.unstake(k, amount, liveDebits, tx),
    /** Sets a settled round's payout (a resettlement) and closes it; the round before (ADR 0018). */
    resettle: (k: RoundKey, payout: number, tx: Db): Promise<BetRecord> => corrections.resettle(k, payout, tx),
    /** Voids a round (stake and payout 0, ROLLED_BACK, closed); the round before (ADR 0018). */
    voidRound: (k: RoundKey, tx: Db): Promise<BetRecord> => corrections.voidRound(k, tx),
    /** Closes a round (no debit or credit after it; an OPEN one settles as lost); the round before (ADR 0018). */
    close: (k: RoundKey, tx: Db): Promise<BetRecord> => corrections.close(k, tx),
    /** Settles many OPEN rounds at once in `tx` (a lottery draw's lines); any round not OPEN is ROUND_CLOSED. */
    settleRounds: (rows: readonly RoundPayout[], at: Date, tx: Db): Promise<number> => bulk.settleRounds(rows, at, tx),
    /** Rolls back many OPEN rounds at once in `tx` (a cancelled draw's refunds); any round not OPEN is ROUND_CLOSED. */
    rollBackRounds: (ids: readonly number[], at: Date, tx: Db): Promise<number> => bulk.rollBackRounds(ids, at, tx),
    /** A member's row of a vendor round, or null. */
    find: (k: Pick<RoundKey, 'merchantId' | 'vendor' | 'roundId' | 'memberId'>, tx?: Db): Promise<BetRecord | null> =>
      records.find(k, tx),
    /** The member's rounds, newest first. */
    listForMember: (memberId: number, limit?: number): Promise<BetRecord[]> => records.listForMember(memberId, limit),
    /** The stake of the member's settled real-money rounds since `since` (all when null): withdrawal turnover. */
    settledStake: (memberId: number, since: Date | null): Promise<number> => records.settledStake(memberId, since),
    /** The betting record: a page of the member's real-money rounds, the count and totals of all that match. */
    history: (q: BetHistoryQuery, page: { limit: number; offset: number }) => history.search(q, page),
    /** The profit and loss: settled real-money rounds per UTC day and category. */
    profitByDay: (memberId: number, from: Date, to: Date) => history.profitByDay(memberId, from, to),
    /** Settlement bases: each team's settled real-money rounds in [from, to), by root member (read in `tx`). */
    teamVolumes: (merchantId: number, roots: readonly number[], from: Date, to: Date, tx?: Db) =>
      team.volumes(merchantId, roots, from, to, tx),
    /** Team betting: a page of the team's rounds opened in the range with count and totals. */
    teamHistory: (q: TeamBetQuery, page: { limit: number; offset: number }) => team.search(q, page),
    /** User loss: settled rounds per team member, biggest stake first. */
    teamLoss: (q: Omit<TeamBetQuery, 'status'>, page: { limit: number; offset: number }) => team.lossByMember(q, page),
    /** The members of the merchant with a real-money round settled in [from, to) (VIP levels, missions). */
    playersBetween: (merchantId: number, from: Date, to: Date, tx?: Db): Promise<number[]> =>
      activity.playersBetween(merchantId, from, to, tx),
    /** Each of `memberIds`' settled real-money rounds in [from, to): count, stake, rounds of `categories`. */
    settledByMember: (
      merchantId: number,
      memberIds: readonly number[],
      from: Date,
      to: Date,
      categories: readonly string[] = [],
      tx?: Db,
    ) => activity.settledByMember(merchantId, memberIds, from, to, categories, tx),
    /** Up to `limit` settled real-money rounds after `after`, settled before `before`, in (settled_at, id) order (points earning). */
    settledAfter: (
      merchantId: number,
      after: SettledCursor,
      before: Date,
      limit: number,
      tx?: Db,
    ): Promise<SettledRound[]> => feed.settledAfter(merchantId, after, before, limit, tx),
    /** The dashboard's play: settled real-money rounds in [from, to) per merchant by day, category, vendor and in all. */
    playTotals: (q: PlayQuery) => daily.playTotals(q),
    /** The reports' play in all: settled real-money rounds in [from, to), their stake, payout, players and games. */
    playSummary: (q: ReportRange) => report.summary(q),
    /** The reports' play per game (vendor, game code), highest GGR first, one page. */
    playByGame: (q: ReportRange, page: PageWindow) => report.byGame(q, page),
    /** The reports' play per member, highest GGR first, one page (the usernames are the members module's). */
    playByMember: (q: ReportRange, page: PageWindow) => report.byMember(q, page),
    /** The merchant's most played games of the last week (real money, by players then rounds): the lobby's popular row. */
    mostPlayed: (merchantId: number, limit: number): Promise<PlayedGame[]> => popular.mostPlayed(merchantId, limit),
    /** The winners board: the biggest real-money wins of the last week, optionally of one category. */
    async winners(merchantId: number, category: string | null, limit: number): Promise<Winner[]> {
      const rows = await winners.list(merchantId, category, limit);
      const names = await members.usernames(merchantId, [...new Set(rows.map((r) => r.memberId))]);
      return rows.map(({ memberId, ...win }) => ({ vo: { account: maskAccount(names.get(memberId) ?? ''), ...win } }));
    },
  };
}
export type BetsService = ReturnType<typeof createBetsService>;
