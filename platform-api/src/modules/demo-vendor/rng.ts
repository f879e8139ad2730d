import { randomInt } from 'node:crypto';

/** A uniform integer in [0, n): the only source of chance of the demo games (tests inject their own). */
export type Rng = (n: number) => number;

/** Outcomes are drawn on the server with `crypto.randomInt` (a CSPRNG, no modulo bias). */
export const cryptoRng: Rng = (n) => randomInt(n);
