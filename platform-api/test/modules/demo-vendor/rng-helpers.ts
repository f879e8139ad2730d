import type { Rng } from '../../../src/infra/rng';

/** An Rng answering `values` in order (each must be inside [0, n)); throws when they run out. */
export function sequenceRng(values: readonly number[]): Rng {
  let i = 0;
  return (n) => {
    const v = values[i++];
    if (v === undefined) throw new Error('sequenceRng ran out of values');
    if (!Number.isInteger(v) || v < 0 || v >= n) throw new Error(`sequenceRng value ${v} outside [0, ${n})`);
    return v;
  };
}

/** A seeded pseudo-random Rng (mulberry32): repeatable, for statistical checks. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const x = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(x * n);
  };
}
