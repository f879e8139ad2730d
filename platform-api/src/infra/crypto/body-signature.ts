import { createHmac, timingSafeEqual } from 'node:crypto';

/** An `x-signature` of a server-to-server request: hex HMAC-SHA256 of the raw body bytes, keyed with the secret's UTF-8 text. */
export const signBody = (body: string, secret: string): string =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Constant-time check of an `x-signature` header against the body; anything but 64 hex digits fails. */
export function bodySignatureMatches(body: string, secret: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(signBody(body, secret), 'hex'));
}
