import { randomBytes, randomInt } from 'node:crypto';
import { TRIAL_TYPE, decryptPayload, type EncryptedPayload, type LoginReply } from 'shared-contracts';
import { privateKeyOf } from '../../infra/http/decrypt-body';
import { commonError } from '../../infra/errors/common-errors';
import type { DomainError } from '../../infra/errors/domain-error';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import type { MembersService } from '../members';
import type { Merchant, MerchantsService } from '../merchants';
import type { NonceRepository } from './nonce-repository';

export const FREEPLAY_MODULE = 'FREEPLAY3';
export const MSG_BAD_NONCE = 'Invalid, expired or replayed nonce';

/** Clock skew tolerated for a nonce stamped in the future. */
const FUTURE_SKEW_MS = 60_000;

const badNonce = (): DomainError => commonError('BAD_REQUEST', { detail: MSG_BAD_NONCE });

/** The `{nonce, ts}` inside the encrypted nonce, or null when it cannot be decrypted or is malformed. */
async function openNonce(merchant: Merchant, enc: EncryptedPayload): Promise<{ nonce: string; ts: number } | null> {
  try {
    const p = (await decryptPayload(await privateKeyOf(merchant), enc)) as { nonce?: unknown; ts?: unknown } | null;
    if (!p || typeof p !== 'object') return null;
    const { nonce, ts } = p;
    if (typeof nonce !== 'string' || nonce.length < 16 || nonce.length > 256) return null;
    if (typeof ts !== 'number' || !Number.isFinite(ts)) return null;
    return { nonce, ts };
  } catch {
    return null;
  }
}

export interface FreePlayDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  merchants: MerchantsService;
  members: MembersService;
  /** Opens a login's session (and runs the rememberIp hook). */
  openSession: (memberId: number, ip: string, tx: Db) => Promise<string>;
  nonces: NonceRepository;
}

/**
 * Free play (SPEC §4, §6, §7): when FREEPLAY3 is on, a fresh encrypted nonce buys a new trial
 * member (type 4) and its session. The member can never log in with a password.
 */
export async function loginFreePlay(
  { db, config, merchants, members, openSession, nonces }: FreePlayDeps,
  merchant: Merchant,
  encNonce: EncryptedPayload,
  ip: string,
): Promise<LoginReply> {
  if (!(await merchants.isEnabled(merchant.id, FREEPLAY_MODULE))) throw commonError('NOT_ENABLED');
  const opened = await openNonce(merchant, encNonce);
  const now = Date.now();
  const ttlMs = config.auth.freePlayNonceTtlSeconds * 1000;
  if (!opened || opened.ts < now - ttlMs || opened.ts > now + FUTURE_SKEW_MS) throw badNonce();
  if (!(await nonces.use(merchant.id, opened.nonce, opened.ts + ttlMs))) throw badNonce();

  return db.transaction(async (tx) => {
    const member = await members.create(
      {
        merchantId: merchant.id,
        username: `trial_${randomBytes(8).toString('hex')}`,
        // Not a scrypt hash: verifyPassword refuses it, so no password ever matches.
        passwordHash: `unusable$${randomBytes(16).toString('hex')}`,
        type: TRIAL_TYPE,
        nickname: `Guest ${randomInt(1000, 10000)}`,
      },
      tx,
    );
    const { firstTimeLogin } = await members.recordLogin(member.id, ip, merchant, tx);
    const token = await openSession(member.id, ip, tx);
    return { token, firstTimeLogin, passwordExpired: false, member: members.info(member) };
  });
}
