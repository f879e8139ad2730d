import type { FixtureState, LegState } from '../../../src/modules/demo-sportsbook/rules';
import { cashOutValue, payoutAt, settle } from '../../../src/modules/demo-sportsbook/rules';

const fx = (id: number, s: Partial<FixtureState> = {}): FixtureState => ({
  id,
  sport: 'FOOTBALL',
  status: 'FINISHED',
  tick: 30,
  homeScore: 2,
  awayScore: 1,
  ...s,
});
const map = (...f: FixtureState[]) => new Map(f.map((x) => [x.id, x]));
const home = (fixtureId: number, odds: number): LegState => ({ fixtureId, selection: 'HOME', odds });

describe('sportsbook settlement rules', () => {
  it('pays a parlay the product of its odds, rounded down to the minor unit', () => {
    expect(payoutAt(1_000, [185, 210])).toBe(3_885);
    expect(payoutAt(333, [133, 177, 101])).toBe(Math.floor((333 * 133 * 177 * 101) / 1_000_000));
    expect(settle(1_000, [home(1, 185), home(2, 210)], map(fx(1), fx(2)))).toEqual({
      done: true,
      outcome: 'WON',
      payout: 3_885,
      void: false,
    });
  });

  it('loses on a lost leg even while others play; waits for pending legs', () => {
    const lost = fx(2, { homeScore: 0, awayScore: 1 });
    expect(settle(1_000, [home(1, 185), home(2, 210)], map(fx(1, { status: 'LIVE' }), lost))).toMatchObject({
      outcome: 'LOST',
      payout: 0,
    });
    expect(settle(1_000, [home(1, 185), home(2, 210)], map(fx(1, { status: 'LIVE' }), fx(2)))).toEqual({ done: false });
  });

  it('counts a void leg at 1.00; voids a single; pays a parlay of void legs its stake', () => {
    const v = fx(2, { status: 'VOID' });
    expect(settle(1_000, [home(1, 185), home(2, 210)], map(fx(1), v))).toMatchObject({ outcome: 'WON', payout: 1_850 });
    expect(settle(1_000, [home(2, 210)], map(v))).toEqual({ done: true, outcome: 'VOID', payout: 1_000, void: true });
    expect(settle(1_000, [home(2, 210), home(3, 150)], map(v, fx(3, { status: 'VOID' })))).toMatchObject({
      outcome: 'VOID',
      payout: 1_000,
      void: false,
    });
  });

  it('values a cash-out below the payout by the chance left and the margin; none after a lost leg', () => {
    const live = fx(1, { status: 'LIVE', tick: 15, homeScore: 1, awayScore: 0 });
    const v = cashOutValue(1_000, [home(1, 250)], map(live));
    expect(v).toBeGreaterThan(1_000);
    expect(v).toBeLessThan(2_500 * 0.95);
    const later = cashOutValue(1_000, [home(1, 250)], map({ ...live, tick: 28 }));
    expect(later).toBeGreaterThan(v);
    expect(cashOutValue(1_000, [home(1, 250), home(2, 200)], map(live, fx(2, { homeScore: 0 })))).toBe(0);
    // A leg already won counts its full price.
    const both = cashOutValue(1_000, [home(1, 250), home(2, 200)], map(live, fx(2)));
    expect(Math.abs(both - 2 * v)).toBeLessThanOrEqual(2);
  });
});
