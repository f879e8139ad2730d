import { createHmac, timingSafeEqual } from 'node:crypto';

/** `x-signature` of a seamless-wallet request: hex HMAC-SHA256 of the raw body bytes, keyed with the vendor secret (its UTF-8 text). */
export const signSeamlessBody = (body: string, secret: string): string =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Constant-time check of an `x-signature` header against the body; anything but 64 hex digits fails. */
export function seamlessSignatureMatches(body: string, secret: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(signSeamlessBody(body, secret), 'hex'));
}
