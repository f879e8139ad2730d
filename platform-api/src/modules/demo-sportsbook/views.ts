import type { Bet } from './bets-repository';
import type { Fixture } from './fixtures-repository';
import { marketsOf, pricesOf, type Market, type Selection } from './odds';
import { cashOutValue, legResult, potentialPayout, type LegResult } from './rules';
import { sportOf } from './sports';

/** A fixture as the page and the console show it, with its markets' current prices (null: suspended). */
export interface FixtureView {
  id: number;
  kind: string;
  sport: string;
  home: string;
  away: string;
  status: Fixture['status'];
  startsAt: string;
  endsAt: string;
  tick: number;
  ticks: number;
  homeScore: number;
  awayScore: number;
  corrections: number;
  /** Whether it takes bets now. */
  open: boolean;
  markets: { market: Market; line: number | null; selections: { selection: Selection; odds: number | null }[] }[];
}

/** Whether a fixture takes bets: not started or playing, with ticks left. */
export const takesBets = (f: Fixture): boolean =>
  (f.status === 'UPCOMING' || f.status === 'LIVE') && f.tick < sportOf(f.sport).ticks;

export function fixtureView(f: Fixture): FixtureView {
  const sport = sportOf(f.sport);
  const open = takesBets(f);
  const prices = open ? pricesOf({ sport, tick: f.tick, home: f.homeScore, away: f.awayScore }) : null;
  return {
    id: f.id,
    kind: f.kind,
    sport: f.sport,
    home: f.home,
    away: f.away,
    status: f.status,
    startsAt: f.startsAt.toISOString(),
    endsAt: f.endsAt.toISOString(),
    tick: f.tick,
    ticks: sport.ticks,
    homeScore: f.homeScore,
    awayScore: f.awayScore,
    corrections: f.corrections,
    open,
    markets: marketsOf(sport).map((m) => ({
      market: m.market,
      line: m.market === 'TOTAL' ? sport.total : null,
      selections: m.selections.map((s) => ({ selection: s, odds: prices?.[s] ?? null })),
    })),
  };
}

export interface BetView {
  id: string;
  kind: Bet['kind'];
  stake: number;
  status: Bet['status'];
  payout: number;
  potential: number;
  /** The cash-out offered now (0: none). */
  cashOut: number;
  createdAt: string;
  settledAt: string | null;
  legs: {
    fixtureId: number;
    sport: string;
    home: string;
    away: string;
    selection: Selection;
    line: number | null;
    odds: number;
    result: LegResult;
    score: string;
  }[];
}

export function betView(b: Bet, fixtures: ReadonlyMap<number, Fixture>): BetView {
  const open = b.status === 'OPEN' && b.legs.some((l) => takesBets(fixtures.get(l.fixtureId)!));
  return {
    id: b.id,
    kind: b.kind,
    stake: b.stake,
    status: b.status,
    payout: b.payout,
    potential: potentialPayout(b.stake, b.legs),
    cashOut: open ? cashOutValue(b.stake, b.legs, fixtures) : 0,
    createdAt: b.createdAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
    legs: b.legs.map((l) => {
      const f = fixtures.get(l.fixtureId)!;
      const sport = sportOf(f.sport);
      return {
        fixtureId: l.fixtureId,
        sport: f.sport,
        home: f.home,
        away: f.away,
        selection: l.selection,
        line: l.selection === 'OVER' || l.selection === 'UNDER' ? sport.total : null,
        odds: l.odds,
        result: legResult(l, f),
        score: `${f.homeScore}-${f.awayScore}`,
      };
    }),
  };
}
