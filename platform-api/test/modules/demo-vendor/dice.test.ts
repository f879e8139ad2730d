import {
  DICE_FACES,
  diceRtp,
  dicePayout,
  isValidDiceChoice,
  rollDice,
  winFaces,
  type DiceChoice,
} from '../../../src/modules/demo-vendor/dice';
import { sequenceRng } from './rng-helpers';

/** Every playable choice. */
const allChoices = (): DiceChoice[] => {
  const out: DiceChoice[] = [];
  for (const direction of ['under', 'over'] as const)
    for (let target = 1; target <= 100; target++) {
      const c = { direction, target };
      if (isValidDiceChoice(c)) out.push(c);
    }
  return out;
};

describe('demo dice', () => {
  it('allows 1 to 95 winning faces', () => {
    expect(isValidDiceChoice({ direction: 'under', target: 1 })).toBe(false);
    expect(isValidDiceChoice({ direction: 'under', target: 2 })).toBe(true);
    expect(isValidDiceChoice({ direction: 'under', target: 96 })).toBe(true);
    expect(isValidDiceChoice({ direction: 'under', target: 97 })).toBe(false);
    expect(isValidDiceChoice({ direction: 'over', target: 4 })).toBe(false);
    expect(isValidDiceChoice({ direction: 'over', target: 5 })).toBe(true);
    expect(isValidDiceChoice({ direction: 'over', target: 99 })).toBe(true);
    expect(isValidDiceChoice({ direction: 'over', target: 100 })).toBe(false);
    expect(isValidDiceChoice({ direction: 'over', target: 50.5 })).toBe(false);
    expect(isValidDiceChoice({ direction: 'sideways', target: 50 } as unknown as DiceChoice)).toBe(false);
    expect(allChoices()).toHaveLength(2 * 95);
  });

  it('rolls 1–100 from the injected RNG and pays (100 − 2) / win chance', () => {
    // rng 49 → roll 50
    expect(rollDice(1_000, { direction: 'under', target: 50 }, sequenceRng([49]))).toMatchObject({
      roll: 50,
      win: false,
      payout: 0,
    });
    expect(rollDice(1_000, { direction: 'over', target: 50 }, sequenceRng([49]))).toMatchObject({
      roll: 50,
      win: false,
    });
    expect(rollDice(1_000, { direction: 'under', target: 51 }, sequenceRng([49]))).toMatchObject({
      roll: 50,
      win: true,
      multiplier: 1.96,
      payout: 1_960,
    });
    expect(rollDice(1_000, { direction: 'over', target: 99 }, sequenceRng([99]))).toMatchObject({
      roll: 100,
      win: true,
      multiplier: 98,
      payout: 98_000,
    });
    expect(rollDice(1_000, { direction: 'under', target: 2 }, sequenceRng([0]))).toMatchObject({ roll: 1, win: true });
  });

  it('rounds payouts down to the minor unit', () => {
    // 33 faces: 1000 × 98 / 33 = 2969.69…
    expect(dicePayout(1_000, { direction: 'over', target: 67 })).toBe(2_969);
  });

  it('returns 98% of every stake on every choice, less under a minor unit of rounding', () => {
    for (const stake of [100, 1_000, 100_000])
      for (const c of allChoices()) {
        let paid = 0;
        for (let r = 0; r < DICE_FACES; r++) paid += rollDice(stake, c, sequenceRng([r])).payout;
        const rtp = paid / DICE_FACES / stake;
        expect(rtp).toBeCloseTo(diceRtp(stake, c), 12);
        expect(rtp).toBeLessThanOrEqual(0.98 + 1e-12);
        expect(rtp).toBeGreaterThan(0.98 - winFaces(c) / DICE_FACES / stake);
      }
  });

  it('refuses invalid choices and stakes', () => {
    expect(() => rollDice(1_000, { direction: 'under', target: 1 }, sequenceRng([0]))).toThrow();
    expect(() => rollDice(0, { direction: 'under', target: 50 }, sequenceRng([0]))).toThrow();
  });
});
