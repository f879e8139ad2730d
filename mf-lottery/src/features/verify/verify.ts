import {
  deriveResult,
  sameResult,
  seedHash,
  type Draw,
  type LotteryResult,
  type Structure,
} from 'shared-contracts/lottery';

/** What the browser found when it recomputed a drawn draw from its revealed seed. */
export interface Verification {
  /** SHA-256 of the revealed seed, computed here. */
  computedHash: string;
  hashOk: boolean;
  /** The result derived here from the seed (ADR 0007's function). */
  computed: LotteryResult;
  resultOk: boolean;
}

/**
 * Recomputes a drawn draw with the shared, documented functions (Web Crypto): the seed must hash to the
 * published `seedHash` and derive exactly the published result. Null for a draw not drawn yet (no seed).
 */
export async function verifyDraw(draw: Draw, structure: Structure): Promise<Verification | null> {
  if (!draw.seed || !draw.result) return null;
  const computedHash = await seedHash(draw.seed);
  const computed = await deriveResult(structure, draw.seed, draw.gameCode, draw.numero);
  return {
    computedHash,
    hashOk: computedHash === draw.seedHash,
    computed,
    resultOk: sameResult(computed, draw.result),
  };
}

/** Whether both checks passed. */
export const matches = (v: Verification): boolean => v.hashOk && v.resultOk;
