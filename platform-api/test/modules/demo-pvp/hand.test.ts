import type { Rng } from '../../../src/infra/rng';
import { MAX_ROLLS, payouts, playHand, rakeOf } from '../../../src/modules/demo-pvp/hand';
import { RAKE_CAP, ROOMS } from '../../../src/modules/demo-pvp/rooms';

/** An Rng answering `values` in order, then 0. */
const seq = (...values: number[]): Rng => {
  const q = [...values];
  return () => q.shift() ?? 0;
};

describe('PVP hand resolution', () => {
  it('Dice Duel: the higher two-dice total wins', () => {
    expect(playHand('DICE_DUEL', 2, seq(5, 5, 0, 0))).toEqual({
      draws: [{ dice: [[6, 6]] }, { dice: [[1, 1]] }],
      winners: [0],
    });
  });

  it('Dice Duel: players tied on the highest total roll again, only they', () => {
    expect(playHand('DICE_DUEL', 2, seq(2, 3, 5, 0, 0, 0, 1, 1))).toEqual({
      draws: [
        {
          dice: [
            [3, 4],
            [1, 1],
          ],
        },
        {
          dice: [
            [6, 1],
            [2, 2],
          ],
        },
      ],
      winners: [1],
    });
    const three = playHand('DICE_DUEL', 3, seq(5, 5, 5, 5, 0, 0, 0, 0, 1, 0));
    expect(three.draws).toEqual([
      {
        dice: [
          [6, 6],
          [1, 1],
        ],
      },
      {
        dice: [
          [6, 6],
          [2, 1],
        ],
      },
      { dice: [[1, 1]] },
    ]);
    expect(three.winners).toEqual([1]);
  });

  it('Dice Duel: a tie lasting MAX_ROLLS rolls splits the pot among those still tied', () => {
    const h = playHand('DICE_DUEL', 2, seq());
    expect(h.winners).toEqual([0, 1]);
    expect((h.draws[0] as { dice: unknown[] }).dice).toHaveLength(MAX_ROLLS);
  });

  it('High Card: one deck, the highest card wins, suits break equal ranks', () => {
    expect(playHand('HIGH_CARD', 2, seq(51, 0))).toEqual({ draws: [{ card: 51 }, { card: 0 }], winners: [0] });
    // 2♣ (0) then, the deck without it, 2♦ (1): equal ranks, ♦ beats ♣.
    expect(playHand('HIGH_CARD', 2, seq(0, 0))).toEqual({ draws: [{ card: 0 }, { card: 1 }], winners: [1] });
    const four = playHand('HIGH_CARD', 4, seq(10, 10, 10, 10));
    expect(new Set(four.draws.map((d) => (d as { card: number }).card)).size).toBe(4);
  });
});

describe('PVP rake and payouts', () => {
  it('takes 5% of the pot rounded down, at most the cap', () => {
    expect(payouts(100, 2, [0])).toEqual({ payouts: [190, 0], rake: 10 });
    expect(payouts(10_000, 4, [2])).toEqual({ payouts: [0, 0, 38_500, 0], rake: RAKE_CAP });
    expect(rakeOf(399)).toBe(19);
  });

  it('pays a split’s remainder one unit each to the first winners in seat order', () => {
    expect(payouts(333, 2, [1, 0])).toEqual({ payouts: [317, 316], rake: 33 });
    expect(payouts(101, 4, [3, 1, 2])).toEqual({ payouts: [0, 128, 128, 128], rake: 20 });
  });

  it('never loses a minor unit: Σ payouts + rake = pot for every stake, seat count and set of winners', () => {
    for (let stake = 1; stake <= 3_000; stake += 7)
      for (let seats = 2; seats <= 4; seats += 1)
        for (let mask = 1; mask < 1 << seats; mask += 1) {
          const winners = [...Array(seats).keys()].filter((i) => mask & (1 << i));
          const p = payouts(stake, seats, winners);
          expect(p.payouts.reduce((a, b) => a + b, 0) + p.rake).toBe(stake * seats);
          expect(p.rake).toBeLessThanOrEqual(RAKE_CAP);
          expect(p.payouts.every((x, i) => (winners.includes(i) ? x > 0 : x === 0))).toBe(true);
        }
    for (const r of ROOMS) expect(payouts(r.stake, r.seats, [0]).rake).toBe(rakeOf(r.stake * r.seats));
  });
});
