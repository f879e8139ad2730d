import { chances, MARGIN, playTick, pointsIn, priceOf, pricesOf } from '../../../src/modules/demo-sportsbook/odds';
import { sportOf } from '../../../src/modules/demo-sportsbook/sports';

const football = sportOf('FOOTBALL');
const basketball = sportOf('BASKETBALL');

describe('sportsbook odds', () => {
  it('sums every market chance to 1 and prices it with the margin', () => {
    const c = chances({ sport: football, tick: 0, home: 0, away: 0 });
    expect(c.HOME + c.DRAW + c.AWAY).toBeCloseTo(1, 9);
    expect(c.OVER + c.UNDER).toBeCloseTo(1, 9);
    expect(c.HOME).toBeCloseTo(c.AWAY, 9);
    const p = pricesOf({ sport: football, tick: 0, home: 0, away: 0 });
    const implied = 100 / p.HOME! + 100 / p.DRAW! + 100 / p.AWAY!;
    expect(implied).toBeGreaterThanOrEqual(1 + MARGIN);
    expect(implied).toBeLessThan(1 + MARGIN + 0.03);
  });

  it('moves with the score and the clock', () => {
    const start = pricesOf({ sport: football, tick: 0, home: 0, away: 0 });
    const goal = pricesOf({ sport: football, tick: 0, home: 1, away: 0 });
    expect(goal.HOME!).toBeLessThan(start.HOME!);
    expect(goal.AWAY!).toBeGreaterThan(start.AWAY!);
    const late = pricesOf({ sport: football, tick: 25, home: 1, away: 0 });
    expect(late.HOME!).toBeLessThan(goal.HOME!);
    // Two goals ahead with a tick left: the winner is suspended (chance over 98%).
    expect(pricesOf({ sport: football, tick: 29, home: 2, away: 0 }).HOME).toBeNull();
    // Basketball has no draw: a tie at the end splits evenly.
    const b = chances({ sport: basketball, tick: 30, home: 80, away: 80 });
    expect([b.HOME, b.DRAW, b.AWAY]).toEqual([0.5, 0, 0.5]);
  });

  it('prices between 1.01 and 50.00, suspended outside 2%–98%', () => {
    expect(priceOf(0.5)).toBe(Math.floor(100 / (0.5 * (1 + MARGIN))));
    expect(priceOf(0.01)).toBeNull();
    expect(priceOf(0.99)).toBeNull();
    expect(priceOf(0.97)).toBe(101);
    expect(priceOf(0.021)).toBeLessThanOrEqual(5_000);
  });

  it('draws points by the sport law and breaks a tie without a draw', () => {
    expect(pointsIn([0.5, 0.5], 2)).toEqual([0.25, 0.5, 0.25]);
    const rng = (values: number[]) => (n: number) => (values.shift() ?? 0) % n;
    // 9,600 of 10,000 → a goal (p 0.045 above 0.955).
    expect(playTick({ sport: football, tick: 0, home: 0, away: 0 }, rng([9_600, 0]))).toMatchObject({
      home: 1,
      away: 0,
    });
    const last = playTick({ sport: basketball, tick: 29, home: 70, away: 70 }, rng([0, 0, 1]));
    expect(last).toMatchObject({ tick: 30, home: 70, away: 71 });
  });
});
