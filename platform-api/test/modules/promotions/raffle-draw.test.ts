import { commitmentOf, drawWinners, entriesHash } from '../../../src/modules/promotions';
import { newSeed } from '../../../src/modules/promotions/raffle-draw';

describe('the raffle draw (pure)', () => {
  it('is fixed by the seed and the entrants, whatever their order', () => {
    const { seed, commitment } = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(seed)).toBe(commitment);
    const a = drawWinners(seed, [5, 3, 9, 1, 7], 2);
    expect(drawWinners(seed, [1, 3, 5, 7, 9], 2)).toEqual(a);
    expect(entriesHash([9, 1])).toBe(entriesHash([1, 9]));
    expect(new Set(a).size).toBe(2);
    expect(a.every((id) => [1, 3, 5, 7, 9].includes(id))).toBe(true);
  });

  it('draws everyone when fewer enter than win, nobody from nobody', () => {
    const { seed } = newSeed();
    expect(drawWinners(seed, [4, 2], 5).sort()).toEqual([2, 4]);
    expect(drawWinners(seed, [], 3)).toEqual([]);
  });

  it('is uniform without replacement: each entrant and each pair about equally often', () => {
    const entrants = [11, 12, 13, 14, 15];
    const draws = 10_000;
    const single = new Map<number, number>();
    const pairs = new Map<string, number>();
    for (let i = 0; i < draws; i += 1) {
      const w = drawWinners(newSeed().seed, entrants, 2);
      expect(w[0]).not.toBe(w[1]);
      for (const id of w) single.set(id, (single.get(id) ?? 0) + 1);
      const key = [...w].sort().join('-');
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    // Each entrant wins with probability 2/5 (4,000 expected; σ ≈ 49), each of the 10 pairs 1/10 (1,000; σ = 30).
    for (const id of entrants) expect(Math.abs(single.get(id)! - 4_000)).toBeLessThan(300);
    expect(pairs.size).toBe(10);
    for (const n of pairs.values()) expect(Math.abs(n - 1_000)).toBeLessThan(200);
  });
});
