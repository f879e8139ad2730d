import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AppConfig } from '../../infra/config';

/** The operator key from OPERATOR_KEY or the key file, or null when neither exists. */
export function readOperatorKey(config: Pick<AppConfig, 'operatorKey' | 'operatorKeyFile'>): string | null {
  if (config.operatorKey) return config.operatorKey;
  if (!existsSync(config.operatorKeyFile)) return null;
  return readFileSync(config.operatorKeyFile, 'utf8').trim() || null;
}

/** The operator key, generating the key file (mode 600) with a random key on first start. */
export function ensureOperatorKey(config: Pick<AppConfig, 'operatorKey' | 'operatorKeyFile'>): string {
  const existing = readOperatorKey(config);
  if (existing) return existing;
  const key = randomBytes(32).toString('base64url');
  mkdirSync(dirname(config.operatorKeyFile), { recursive: true });
  writeFileSync(config.operatorKeyFile, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

/** Constant-time comparison of a presented key with the expected one. */
export function keyMatches(presented: unknown, expected: string): boolean {
  return typeof presented === 'string' && presented.length > 0 && timingSafeEqual(digest(presented), digest(expected));
}
