import type { DashboardFigures, DashboardPlay } from 'shared-contracts';

/** Every brand together is read in UTC days; one brand in its own time zone (merchants.time_zone). */
export const DASHBOARD_TIME_ZONE = 'UTC';

/** The figures in minor units and counts, before GGR and NGR are derived and amounts formatted. */
export interface RawFigures {
  stakes: number;
  payouts: number;
  bonuses: number;
  agentPayouts: number;
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  registrations: number;
  firstDepositors: number;
  activePlayers: number;
  rounds: number;
}

export const zeroFigures = (): RawFigures => ({
  stakes: 0,
  payouts: 0,
  bonuses: 0,
  agentPayouts: 0,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  registrations: 0,
  firstDepositors: 0,
  activePlayers: 0,
  rounds: 0,
});

/** Adds `b` into `a` (every field). */
export function addInto(a: RawFigures, b: Partial<RawFigures>): RawFigures {
  for (const k of Object.keys(a) as (keyof RawFigures)[]) a[k] += b[k] ?? 0;
  return a;
}

/** Minor units as the API's money string: 2 decimals, no separators ("-1234.05"). */
export function amount(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** GGR = stakes − payouts; NGR = GGR − bonuses − agent payouts; amounts formatted. */
export function figures(r: RawFigures): DashboardFigures {
  const ggr = r.stakes - r.payouts;
  return {
    stakes: amount(r.stakes),
    payouts: amount(r.payouts),
    ggr: amount(ggr),
    bonuses: amount(r.bonuses),
    agentPayouts: amount(r.agentPayouts),
    ngr: amount(ggr - r.bonuses - r.agentPayouts),
    deposits: amount(r.deposits),
    depositCount: r.depositCount,
    withdrawals: amount(r.withdrawals),
    withdrawalCount: r.withdrawalCount,
    registrations: r.registrations,
    firstDepositors: r.firstDepositors,
    activePlayers: r.activePlayers,
    rounds: r.rounds,
  };
}

/** Play of one key (category or vendor) in minor units. */
export interface RawPlay {
  key: string;
  stake: number;
  payout: number;
  rounds: number;
}

/** The cells summed by key (several merchants' play of one category), biggest GGR first, then by key. */
export function playOf(cells: readonly RawPlay[]): DashboardPlay[] {
  const byKey = new Map<string, RawPlay>();
  for (const c of cells) {
    const acc = byKey.get(c.key) ?? { key: c.key, stake: 0, payout: 0, rounds: 0 };
    byKey.set(c.key, {
      key: c.key,
      stake: acc.stake + c.stake,
      payout: acc.payout + c.payout,
      rounds: acc.rounds + c.rounds,
    });
  }
  return [...byKey.values()]
    .sort((a, b) => b.stake - b.payout - (a.stake - a.payout) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((p) => ({
      key: p.key,
      stakes: amount(p.stake),
      payouts: amount(p.payout),
      ggr: amount(p.stake - p.payout),
      rounds: p.rounds,
    }));
}

const CSV_COLUMNS = [
  'date',
  'stakes',
  'payouts',
  'ggr',
  'bonuses',
  'agentPayouts',
  'ngr',
  'deposits',
  'depositCount',
  'withdrawals',
  'withdrawalCount',
  'registrations',
  'firstDepositors',
  'activePlayers',
  'rounds',
] as const;

/** byDay as CSV: a header line, then one line per day (every value is a date, an amount or a count: no quoting). */
export function byDayCsv(days: readonly ({ date: string } & DashboardFigures)[]): string {
  const lines = days.map((d) => CSV_COLUMNS.map((c) => String(d[c])).join(','));
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
