import type { reportsOpsApi } from 'shared-contracts';
import type { BetsService, PlayCell } from '../bets';
import { amount } from '../dashboard';
import type { WalletService } from '../wallet';
import { reportFrame, type ReportAsk } from './report-frame';

type GgrGroup = reportsOpsApi.GgrGroup;
type GgrReport = reportsOpsApi.GgrReport;

export interface GgrDeps {
  bets: Pick<BetsService, 'playTotals'>;
  wallet: Pick<WalletService, 'dailyTotals'>;
  now: () => Date;
}

interface Raw {
  stake: number;
  payout: number;
  rake: number;
  rounds: number;
  players: number;
  bonuses: number;
  agentPayouts: number;
}
const zero = (): Raw => ({ stake: 0, payout: 0, rake: 0, rounds: 0, players: 0, bonuses: 0, agentPayouts: 0 });

const addInto = (r: Raw, p: Partial<Raw>) => {
  for (const k of Object.keys(r) as (keyof Raw)[]) r[k] += p[k] ?? 0;
};
/** Adds a play cell (or the wallet's costs) into the group `key` of `into`. */
const add = (into: Map<string, Raw>, key: string, p: Partial<Raw>) => {
  const r = into.get(key) ?? zero();
  addInto(r, p);
  into.set(key, r);
};
const playOf = (c: PlayCell): Partial<Raw> => ({
  stake: c.stake,
  payout: c.payout,
  rake: c.rake,
  rounds: c.rounds,
  players: c.players,
});

/** A row's money: GGR = stakes − payouts; NGR = GGR − bonuses − agent payouts, where the costs are known. */
const row = (key: string, r: Raw, costs: boolean) => ({
  key,
  stakes: amount(r.stake),
  payouts: amount(r.payout),
  ggr: amount(r.stake - r.payout),
  rake: amount(r.rake),
  bonuses: costs ? amount(r.bonuses) : null,
  agentPayouts: costs ? amount(r.agentPayouts) : null,
  ngr: costs ? amount(r.stake - r.payout - r.bonuses - r.agentPayouts) : null,
  rounds: r.rounds,
  players: r.players,
});

/**
 * GGR and NGR grouped by day, brand, game category or vendor (issue 29): the bets module's play (`bets.playTotals`)
 * and the wallet's bonuses and agent payouts (`wallet.dailyTotals`, the dashboard's NGR costs). Costs are not
 * games': by category or vendor they are null and only the totals carry them.
 */
export function createGgrReport({ bets, wallet, now }: GgrDeps) {
  return {
    async report(ask: ReportAsk, groupBy: GgrGroup): Promise<GgrReport> {
      const { days, range, head } = reportFrame(ask, now());
      const play = await bets.playTotals(range);
      const money = await wallet.dailyTotals(range);
      const code = new Map(ask.merchants.map((m) => [m.id, m.code]));
      const groups = new Map<string, Raw>();
      const total = zero();
      for (const c of play.total) addInto(total, playOf(c));
      for (const m of money) addInto(total, { bonuses: m.bonuses, agentPayouts: m.agentPayouts });
      if (groupBy === 'day') {
        for (const d of days.dates) groups.set(d, zero());
        for (const c of play.byDay) add(groups, c.key, playOf(c));
        for (const m of money) add(groups, m.day, { bonuses: m.bonuses, agentPayouts: m.agentPayouts });
      } else if (groupBy === 'brand') {
        for (const m of ask.merchants) groups.set(m.code, zero());
        for (const c of play.total) add(groups, code.get(c.merchantId) ?? '', playOf(c));
        for (const m of money)
          add(groups, code.get(m.merchantId) ?? '', { bonuses: m.bonuses, agentPayouts: m.agentPayouts });
      } else {
        for (const c of groupBy === 'category' ? play.byCategory : play.byVendor) add(groups, c.key, playOf(c));
      }
      const costs = groupBy === 'day' || groupBy === 'brand';
      let list = [...groups].map(([k, r]) => row(k, r, costs));
      if (groupBy !== 'day') {
        const ggr = (k: string) => groups.get(k)!.stake - groups.get(k)!.payout;
        list = list.sort((a, b) => ggr(b.key) - ggr(a.key) || (a.key < b.key ? -1 : 1));
      }
      const t = row('', total, true);
      return {
        ...head,
        groupBy,
        totals: {
          stakes: t.stakes,
          payouts: t.payouts,
          ggr: t.ggr,
          rake: t.rake,
          bonuses: t.bonuses!,
          agentPayouts: t.agentPayouts!,
          ngr: t.ngr!,
          rounds: t.rounds,
          players: t.players,
        },
        list,
      };
    },
  };
}
export type GgrReportService = ReturnType<typeof createGgrReport>;
