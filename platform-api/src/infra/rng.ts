import { randomInt } from 'node:crypto';

/**
 * A uniform integer in [0, n): the source of chance of the demo vendor's games (tests inject their own through
 * buildApp's `demoVendorRng`). In infra because the module options carry it to the module.
 */
export type Rng = (n: number) => number;

/** Outcomes are drawn on the server with `crypto.randomInt` (a CSPRNG, no modulo bias). */
export const cryptoRng: Rng = (n) => randomInt(n);
