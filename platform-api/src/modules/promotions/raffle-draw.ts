import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The raffle's fair draw (the module's README.md, "Raffle draws"). When a RAFFLE activity is created it gets a secret seed of
 * 32 random bytes (crypto) and publishes its commitment sha256(seed). At the draw the entrants' member ids are
 * sorted ascending and hashed (`entriesHash`); the seed keys HMAC-SHA256 over `<entriesHash>:<counter>` for
 * counter 0, 1, … — a stream of 32-bit numbers — from which a partial Fisher–Yates shuffle picks the winners,
 * each index by rejection sampling (uniform, no modulo bias): every set of `count` entrants is equally likely.
 * Anyone with the seed (published with the draw) and the entrants can recompute the winners.
 */

/** A new raffle's secret seed (hex) and its public commitment. */
export function newSeed(): { seed: string; commitment: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, commitment: commitmentOf(seed) };
}

export const commitmentOf = (seed: string): string => createHash('sha256').update(seed, 'utf8').digest('hex');

/** sha256 of the entrants' ids, ascending, joined by ','. */
export const entriesHash = (memberIds: readonly number[]): string =>
  createHash('sha256')
    .update([...memberIds].sort((a, b) => a - b).join(','), 'utf8')
    .digest('hex');

/** The 32-bit numbers HMAC-SHA256(seed, `<hash>:<counter>`) yields, 8 per block. */
function numberStream(seed: string, hash: string): () => number {
  const key = Buffer.from(seed, 'hex');
  let counter = 0;
  let block = Buffer.alloc(0);
  return () => {
    if (block.length < 4) {
      block = createHmac('sha256', key).update(`${hash}:${counter}`, 'utf8').digest();
      counter += 1;
    }
    const n = block.readUInt32BE(0);
    block = block.subarray(4);
    return n;
  };
}

const RANGE = 2 ** 32;

/**
 * `count` winners among `memberIds` (all of them when fewer enter), uniformly without replacement, fixed by
 * the seed and the entrants: the same inputs always give the same winners, in draw order.
 */
export function drawWinners(seed: string, memberIds: readonly number[], count: number): number[] {
  const pool = [...memberIds].sort((a, b) => a - b);
  const next = numberStream(seed, entriesHash(pool));
  /** A uniform integer in [0, n): numbers at or above the largest multiple of n are thrown away. */
  const below = (n: number): number => {
    const limit = RANGE - (RANGE % n);
    for (;;) {
      const v = next();
      if (v < limit) return v % n;
    }
  };
  const k = Math.min(Math.max(0, count), pool.length);
  for (let i = 0; i < k; i += 1) {
    const j = i + below(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k);
}
