import { createHmac, timingSafeEqual } from 'node:crypto';

/** `x-signature` of a payment provider's request: hex HMAC-SHA256 of the raw body bytes with the merchant's provider secret. */
export const signPaymentBody = (body: string, secret: string): string =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Constant-time check of an `x-signature` header against the body; anything but 64 hex digits fails. */
export function paymentSignatureMatches(body: string, secret: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(signPaymentBody(body, secret), 'hex'));
}

/** Seconds a callback's `timestamp` may be away from the platform's clock. */
export const CALLBACK_MAX_AGE_SECONDS = 300;
