import { createHmac, timingSafeEqual } from 'node:crypto';

// The provider's own signing code (an external provider shares no code with the platform, only the rule):
// hex HMAC-SHA256 of the raw body bytes with the merchant's secret.

/** Signs a body as the demo PSP does for its callbacks. */
export const pspSign = (body: string, secret: string): string =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Constant-time check of a merchant's signed request to the PSP. */
export function pspSignatureMatches(body: string, secret: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(pspSign(body, secret), 'hex'));
}

/** The merchant secret both sides use (merchant_secrets, generated on first use; in real life set in the PSP's back office). */
export const PSP_SECRET_NAME = 'psp_demo_psp' as const;

/** Seconds a signed request's `timestamp` may be away from the PSP's clock. */
export const MAX_SKEW_SECONDS = 300;
