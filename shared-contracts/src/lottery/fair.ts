import { STRUCTURES, type LotteryResult, type Structure } from './games';

/**
 * Provably fair results (ADR 0007). When a draw opens, the server picks a secret seed (32 random bytes,
 * 64 hex digits) and publishes `seedHash = SHA-256(seed as ASCII hex)`. After the draw it reveals the
 * seed; anyone can check the hash and recompute the result:
 *
 *   block_i = HMAC-SHA256(key = the seed's 32 bytes, message = "<gameCode>:<numero>:<i>")   i = 0, 1, 2 …
 *
 * The blocks' bytes are read in order; a byte b < 250 yields the digit b mod 10 and a byte ≥ 250 is
 * skipped (250 = 25 × 10, so each digit 0–9 is exactly equally likely). The digits fill the structure's
 * prizes in order (STRUCTURES), each number's digits left to right.
 */

/** HMAC-SHA256 of `message` under `key`. */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Promise<Uint8Array>;
/** SHA-256 of `data`. */
export type Sha256 = (data: Uint8Array) => Promise<Uint8Array>;

const subtle = () => {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('Web Crypto is not available');
  return s;
};

/** HMAC-SHA256 with Web Crypto (browsers, Node ≥ 20). */
export const webHmacSha256: HmacSha256 = async (key, message) => {
  const k = await subtle().importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', k, message as BufferSource));
};

/** SHA-256 with Web Crypto. */
export const webSha256: Sha256 = async (data) => new Uint8Array(await subtle().digest('SHA-256', data as BufferSource));

const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** Whether `seed` is a well-formed server seed (64 lowercase hex digits). */
export function isSeed(seed: string): boolean {
  return SEED_PATTERN.test(seed);
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** The published commitment to a seed: SHA-256 of its 64 ASCII hex digits, as hex. */
export async function seedHash(seed: string, sha256: Sha256 = webSha256): Promise<string> {
  return toHex(await sha256(new TextEncoder().encode(seed)));
}

/** The result of a draw of `structure`, derived from its revealed seed (the documented function above). */
export async function deriveResult(
  structure: Structure,
  seed: string,
  gameCode: string,
  numero: string,
  hmac: HmacSha256 = webHmacSha256,
): Promise<LotteryResult> {
  if (!isSeed(seed)) throw new Error('a seed is 64 lowercase hex digits');
  const key = fromHex(seed);
  const encoder = new TextEncoder();
  let block: Uint8Array = new Uint8Array(0);
  let pos = 0;
  let i = 0;
  const nextDigit = async (): Promise<string> => {
    for (;;) {
      if (pos >= block.length) {
        block = await hmac(key, encoder.encode(`${gameCode}:${numero}:${i++}`));
        pos = 0;
      }
      const b = block[pos++]!;
      if (b < 250) return String(b % 10);
    }
  };
  const result: LotteryResult = {};
  for (const prize of STRUCTURES[structure]) {
    const numbers: string[] = [];
    for (let n = 0; n < prize.count; n++) {
      let digits = '';
      for (let d = 0; d < prize.digits; d++) digits += await nextDigit();
      numbers.push(digits);
    }
    result[prize.key] = numbers;
  }
  return result;
}

/** Whether two results are the same numbers in the same places. */
export function sameResult(a: LotteryResult, b: LotteryResult): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => {
    const x = a[k];
    const y = b[k];
    return !!x && !!y && x.length === y.length && x.every((v, i) => v === y[i]);
  });
}
