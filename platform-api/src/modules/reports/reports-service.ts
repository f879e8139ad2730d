import type { reportsOpsApi } from 'shared-contracts';
import { paging } from '../../infra/paging';
import type { BetsService, ReportRange } from '../bets';
import { amount } from '../dashboard';
import type { MembersService } from '../members';
import { reportFrame, type ReportAsk } from './report-frame';

type GameReport = reportsOpsApi.GameReport;
type PlayerReport = reportsOpsApi.PlayerReport;

export type { ReportAsk } from './report-frame';

export interface ReportsDeps {
  bets: Pick<BetsService, 'playSummary' | 'playByGame' | 'playByMember' | 'playTotals'>;
  members: Pick<MembersService, 'usernames'>;
  now: () => Date;
}

/** The most rows a CSV export carries (the rest are left out; the table pages through them). */
export const CSV_MAX_ROWS = 10_000;

const play = (stake: number, payout: number, rounds: number, rake: number) => ({
  stakes: amount(stake),
  payouts: amount(payout),
  ggr: amount(stake - payout),
  rake: amount(rake),
  rounds,
});

/**
 * The back office's reports (issue 29): play by game and by player over a range of the brand's days, composed from
 * the bets module's aggregate reads and the members module's usernames; it owns no table. Definitions: README.md.
 */
export function createReportsService({ bets, members, now }: ReportsDeps) {
  /** The frame every report shares: its days, currency, totals, play per day and paging. */
  async function frame(ask: ReportAsk) {
    const { days, head: base } = reportFrame(ask, now());
    const range: ReportRange = { merchantIds: ask.merchants.map((m) => m.id), from: days.start, to: days.end };
    const page = paging({ pageNo: ask.page, pageSize: ask.pageSize });
    const summary = await bets.playSummary(range);
    const daily = await bets.playTotals({ ...range, timeZone: days.timeZone });
    const byDate = new Map<string, { stake: number; payout: number; rounds: number; rake: number }>();
    for (const c of daily.byDay) {
      const d = byDate.get(c.key) ?? { stake: 0, payout: 0, rounds: 0, rake: 0 };
      byDate.set(c.key, {
        stake: d.stake + c.stake,
        payout: d.payout + c.payout,
        rounds: d.rounds + c.rounds,
        rake: d.rake + c.rake,
      });
    }
    return {
      days,
      range,
      page,
      summary,
      head: {
        ...base,
        totals: { ...play(summary.stake, summary.payout, summary.rounds, summary.rake), players: summary.players },
        byDay: days.dates.map((date) => {
          const d = byDate.get(date) ?? { stake: 0, payout: 0, rounds: 0, rake: 0 };
          return { date, ...play(d.stake, d.payout, d.rounds, d.rake) };
        }),
      },
    };
  }

  return {
    /** Play by game (vendor, game code), highest GGR first, one page. */
    async byGame(ask: ReportAsk): Promise<GameReport> {
      const { range, page, summary, head } = await frame(ask);
      const rows = await bets.playByGame(range, page);
      return {
        ...head,
        list: rows.map((g) => ({
          vendor: g.vendor,
          gameCode: g.gameCode,
          gameName: g.gameName,
          category: g.category,
          ...play(g.stake, g.payout, g.rounds, g.rake),
          players: g.players,
        })),
        ...page.pages(summary.games),
      };
    },

    /** Play by player, highest GGR first, one page: the bets module's sums, then the members module's usernames. */
    async byPlayer(ask: ReportAsk): Promise<PlayerReport> {
      const { range, page, summary, head } = await frame(ask);
      const rows = await bets.playByMember(range, page);
      const names = new Map<number, string>();
      for (const m of ask.merchants) {
        const ids = rows.filter((r) => r.merchantId === m.id).map((r) => r.memberId);
        for (const [id, name] of await members.usernames(m.id, ids)) names.set(id, name);
      }
      const codes = new Map(ask.merchants.map((m) => [m.id, m.code]));
      return {
        ...head,
        list: rows.map((r) => ({
          merchant: codes.get(r.merchantId) ?? '',
          username: names.get(r.memberId) ?? `#${r.memberId}`,
          ...play(r.stake, r.payout, r.rounds, r.rake),
          games: r.games,
        })),
        ...page.pages(summary.players),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
