import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../infra/config';
import { ensureKeyFile, readKeyFile } from '../../infra/crypto/key-file';

/** The operator key from OPERATOR_KEY or the key file, or null when neither exists. */
export function readOperatorKey(config: Pick<AppConfig, 'operatorKey' | 'operatorKeyFile'>): string | null {
  return config.operatorKey ?? readKeyFile(config.operatorKeyFile);
}

/** The operator key, generating the key file (mode 600) with a random key on first start. */
export function ensureOperatorKey(config: Pick<AppConfig, 'operatorKey' | 'operatorKeyFile'>): string {
  return config.operatorKey ?? ensureKeyFile(config.operatorKeyFile);
}

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

/** Constant-time comparison of a presented key with the expected one. */
export function keyMatches(presented: unknown, expected: string): boolean {
  return typeof presented === 'string' && presented.length > 0 && timingSafeEqual(digest(presented), digest(expected));
}
