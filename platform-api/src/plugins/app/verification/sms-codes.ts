import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { apiError } from '../../../infra/errors/api-errors';
import type { Merchant } from '../../../modules/merchants/merchant-repository';
import type { Platform } from '../platform';
import type { Db } from '../../../infra/db';
import type { CodePurpose } from './verification-code-repository';

/**
 * One-time SMS codes for every purpose (LOGIN: SMS login and reset by phone; REGISTER: registration;
 * IP: unregistered-IP verification). A code is 6 digits (`crypto.randomInt`), stored only as an HMAC
 * (per-merchant `sms_code_hmac` secret) bound to merchant, purpose and target, valid for the
 * merchant's `sms_code_expired_minutes`. Only the newest code of a (purpose, target) counts.
 */

const codeHash = (key: string, merchantId: number, purpose: CodePurpose, target: string, code: string): string =>
  createHmac('sha256', key).update(`${merchantId}:${purpose}:${target}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface CodeRequest {
  purpose: CodePurpose;
  /** `+<dial code><number>` (phoneTarget). */
  target: string;
  /** The member the code is for (null: registration, or an unknown number). */
  memberId: number | null;
  /** false: record the request (it counts for the throttles) but store no code and send nothing. */
  send: boolean;
  /** The SMS text for a code. */
  text: (code: string) => string;
  /** How the code travels (default SMS); EMAIL targets an e-mail address (the new-IP check, purpose IP). */
  channel?: 'SMS' | 'EMAIL';
}

/**
 * Records a code request for the target and, when `send`, stores the code's HMAC and sends the SMS
 * through the message provider. Per (purpose, target), under an advisory lock: one request per
 * `smsResendSeconds` (429 TOO_FAST), `smsCodesPerHour` an hour (429 SMS_THROTTLED).
 */
export async function issueSmsCode(
  platform: Platform,
  merchant: Merchant,
  req: CodeRequest,
): Promise<{ expiredMinutes: number }> {
  const { repos, config, db } = platform;
  const policy = config.auth;
  const expiredMinutes = merchant.smsCodeExpiredMinutes;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const key = await repos.merchantSecrets.get(merchant.id, 'sms_code_hmac');

  await db.transaction(async (tx) => {
    await repos.verificationCodes.lockTarget(merchant.id, req.purpose, req.target, tx);
    const recent = await repos.verificationCodes.recent(merchant.id, req.purpose, req.target, 3600, tx);
    if (recent.lastAgeSeconds !== null && recent.lastAgeSeconds < policy.smsResendSeconds) throw apiError('TOO_FAST');
    if (recent.count >= policy.smsCodesPerHour) throw apiError('SMS_THROTTLED');
    await repos.verificationCodes.insert(
      {
        merchantId: merchant.id,
        purpose: req.purpose,
        target: req.target,
        memberId: req.memberId,
        codeHash: req.send ? codeHash(key, merchant.id, req.purpose, req.target, code) : null,
        ttlSeconds: expiredMinutes * 60,
      },
      tx,
    );
  });
  if (req.send) {
    await platform.messages.send({
      merchantId: merchant.id,
      channel: req.channel ?? 'SMS',
      to: req.target,
      body: req.text(code),
      code,
    });
  }
  return { expiredMinutes };
}

/** A code that matched: its row and the member it was sent for (null for REGISTER). */
export interface CheckedCode {
  id: number;
  memberId: number | null;
}

/**
 * Checks `given` against the newest code of (purpose, target). Used, burned or never sent →
 * INVALID_CODE; expired → CODE_EXPIRED; wrong → INVALID_CODE and one try counted (the
 * `smsCodeMaxAttempts`th wrong try burns it). With `consume` the code is marked used at once;
 * without, the caller claims it (`claimSmsCode`) in the transaction that acts on it, so a later
 * failure leaves the code usable.
 */
export async function checkSmsCode(
  platform: Platform,
  merchantId: number,
  purpose: CodePurpose,
  target: string,
  code: string,
  { consume }: { consume: boolean },
): Promise<CheckedCode> {
  const { repos, config, db } = platform;
  const key = await repos.merchantSecrets.get(merchantId, 'sms_code_hmac');
  const given = code.trim();
  // A wrong try must be recorded even though the call fails: the verdict leaves the transaction.
  type Verdict = { error: 'INVALID_CODE' | 'CODE_EXPIRED' } | CheckedCode;
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const stored = await repos.verificationCodes.newest(merchantId, purpose, target, tx);
    if (!stored || stored.used || !stored.codeHash) return { error: 'INVALID_CODE' };
    if (stored.expired) return { error: 'CODE_EXPIRED' };
    if (!/^\d{6}$/.test(given) || !sameHash(stored.codeHash, codeHash(key, merchantId, purpose, target, given))) {
      await repos.verificationCodes.recordWrong(stored.id, config.auth.smsCodeMaxAttempts, tx);
      return { error: 'INVALID_CODE' };
    }
    if (consume) await repos.verificationCodes.markUsed(stored.id, tx);
    return { id: stored.id, memberId: stored.memberId };
  });
  if ('error' in verdict) throw apiError(verdict.error);
  return verdict;
}

/** Marks a code checked without `consume` as used, inside the caller's transaction; INVALID_CODE when it was used meanwhile. */
export async function claimSmsCode(platform: Platform, id: number, tx: Db): Promise<void> {
  if (!(await platform.repos.verificationCodes.claim(id, tx))) throw apiError('INVALID_CODE');
}
