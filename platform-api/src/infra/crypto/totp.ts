import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator-app codes (RFC 6238), the one implementation for operators' sign-in and players' two-step
 * sign-in: the authenticator apps' defaults, SHA-1, 6 digits, 30-second steps.
 */
const PERIOD = 30;
const totp = (secret: string, label = 'account', issuer = 'Demo Casino') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, base32). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, username: string, issuer: string): string =>
  totp(secret, username, issuer).toString();

/** The code of `secret` at `now` (the seed's and tests' stand-in for an authenticator app). */
export const totpCode = (secret: string, now = Date.now()): string => totp(secret).generate({ timestamp: now });

/**
 * The 30-second step `code` belongs to (one step of clock drift either way), or null when it is not the secret's
 * code around `now`. Callers accept a step once (a replayed code is refused).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code.trim(), timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** Ten recovery codes: 10 characters each, shown once at enrolment. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: 10 }, () => randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10));

/** Whether an answer looks like an authenticator code (6 digits) rather than a recovery code. */
export const isTotpCode = (answer: string): boolean => /^\d{6}$/.test(answer.trim());
