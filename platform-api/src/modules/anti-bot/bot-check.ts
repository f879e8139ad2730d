import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import type { Db } from '../../infra/db';
import { createBotCheckRepository } from './bot-check-repository';

/** Where the per-merchant HMAC key comes from (the merchants module's secrets). */
export interface BotCheckSecrets {
  get(merchantId: number, name: 'botcheck_hmac'): Promise<string>;
}

export interface BotCheckOptions {
  maxNumber: number;
  ttlSeconds: number;
}

const ALGORITHM = 'SHA-256';

/** Decodes the widget's base64 JSON payload into an ALTCHA v1 solution, or null when it is not one. */
function decodePayload(altcha: string): Payload | null {
  try {
    const p = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as Record<string, unknown> | null;
    if (!p || typeof p !== 'object') return null;
    const { algorithm, challenge, number, salt, signature } = p;
    if (algorithm !== ALGORITHM || typeof number !== 'number' || !Number.isSafeInteger(number)) return null;
    if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return null;
    return { algorithm, challenge, number, salt, signature };
  } catch {
    return null;
  }
}

/** ALTCHA proof of work: challenges signed with the merchant's HMAC key; each solution accepted once. */
export function createBotCheck(db: Db, secrets: BotCheckSecrets, opts: BotCheckOptions) {
  const used = createBotCheckRepository(db);
  return {
    /** A fresh challenge that expires after ttlSeconds (the expiry is inside the signed salt). */
    async challenge(merchantId: number): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        hmacKey: await secrets.get(merchantId, 'botcheck_hmac'),
        maxnumber: opts.maxNumber,
        expires: new Date(Date.now() + opts.ttlSeconds * 1000),
      });
    },
    /** True when `altcha` solves an unexpired challenge of this merchant that was not used before; marks it used. */
    async verify(merchantId: number, altcha: string | undefined): Promise<boolean> {
      const payload = altcha ? decodePayload(altcha) : null;
      if (!payload) return false;
      const expires = Number(extractParams(payload).expires);
      // Only our own challenges carry an expiry; one without is not accepted.
      if (!Number.isFinite(expires) || expires * 1000 <= Date.now()) return false;
      if (!(await verifySolution(payload, await secrets.get(merchantId, 'botcheck_hmac'), true))) return false;
      return used.markUsed(merchantId, payload.signature, expires);
    },
    /** Forgets used solutions whose challenge has expired (they fail verification anyway). */
    prune: (): Promise<void> => used.prune(),
  };
}
export type BotCheck = ReturnType<typeof createBotCheck>;
