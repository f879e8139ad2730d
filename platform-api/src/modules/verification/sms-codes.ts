import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import { fillText, messageLanguage } from '../../infra/messages/message-language';
import { MessageQuotaExceeded, type MessageProvider } from '../../infra/messages/message-provider';
import type { Merchant } from '../merchants';
import { verificationError } from './errors';
import { smsCapError, smsCapRefusal, type SmsBudgetAlerts, type SmsCapRefusal } from './sms-caps';
import type { CodePurpose, VerificationCodeRepository } from './verification-code-repository';

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

/** What issuing and checking codes needs. */
export interface SmsCodeDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  codes: VerificationCodeRepository;
  /** The merchant's `sms_code_hmac` secret. */
  secret: (merchantId: number) => Promise<string>;
  messages: MessageProvider;
  /** The member's stored language (PUT lang), or null. */
  memberLanguage: (memberId: number) => Promise<string | null>;
  /** Told when a merchant's daily SMS budget refuses a code (operators alerted once a day). */
  budget: Pick<SmsBudgetAlerts, 'reached'>;
}

export interface CodeRequest {
  purpose: CodePurpose;
  /** `+<dial code><number>` (phoneTarget). */
  target: string;
  /** The member the code is for (null: registration, or an unknown number). */
  memberId: number | null;
  /** The client address that asks (the per-address cap). */
  ip: string;
  /** The signed-in member that asks (the per-member cap): only for a code asked from inside a session. */
  callerMemberId?: number;
  /** false: record the request (it counts for the throttles) but store no code and send nothing. */
  send: boolean;
  /** The message in each language, `{code}` where the code goes (the module's own texts). */
  text: Record<Language, string>;
  /**
   * The request's `Accept-Language`: the message's language when the merchant offers it; else the
   * member's stored language (memberId), else the merchant's first language, else EN.
   */
  lang?: string | string[] | undefined;
  /** How the code travels (default SMS); EMAIL targets an e-mail address (the new-IP check, purpose IP). */
  channel?: 'SMS' | 'EMAIL';
}

/**
 * Records a code request for the target and, when `send`, stores the code's HMAC and sends the SMS
 * through the message provider. Per (purpose, target) and client address, under an advisory lock: one request per
 * `smsResendSeconds` (429 TOO_FAST); past `smsCodesPerHour` an hour, one per `smsThrottleSeconds` (429 SMS_THROTTLED,
 * SPEC §8/§9: "too many requests, try again after 5 minutes" — and after 5 minutes it is sent). Then, for SMS, the
 * pumping caps (`sms-caps.ts`: per address, per signed-in member, per number, the merchant's daily budget), counted
 * whether or not a code is sent, so an unknown number is refused like a known one.
 */
export async function issueSmsCode(
  { db, config, codes, secret, messages, memberLanguage, budget }: SmsCodeDeps,
  merchant: Merchant,
  req: CodeRequest,
): Promise<{ expiredMinutes: number }> {
  const policy = config.auth;
  const expiredMinutes = merchant.smsCodeExpiredMinutes;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const key = await secret(merchant.id);

  const sms = (req.channel ?? 'SMS') === 'SMS';
  const callerMemberId = req.callerMemberId ?? null;
  const refusal = await db.transaction(async (tx): Promise<SmsCapRefusal | null> => {
    await codes.lockTarget(merchant.id, req.purpose, req.target, tx);
    const recent = await codes.recent(merchant.id, req.purpose, req.target, req.ip, 3600, tx);
    if (recent.lastAgeSeconds !== null && recent.lastAgeSeconds < policy.smsResendSeconds)
      throw commonError('TOO_FAST');
    const throttled = recent.lastAgeSeconds !== null && recent.lastAgeSeconds < policy.smsThrottleSeconds;
    if (recent.count >= policy.smsCodesPerHour && throttled) throw verificationError('SMS_THROTTLED');
    if (sms) {
      await codes.lockCaller(merchant.id, req.ip, callerMemberId, tx);
      const capped = smsCapRefusal(
        await codes.smsCounts(merchant.id, req.target, req.ip, callerMemberId, tx),
        policy.smsCaps,
      );
      if (capped) return capped;
    }
    await codes.insert(
      {
        merchantId: merchant.id,
        purpose: req.purpose,
        target: req.target,
        memberId: req.memberId,
        codeHash: req.send ? codeHash(key, merchant.id, req.purpose, req.target, code) : null,
        ttlSeconds: expiredMinutes * 60,
        clientIp: req.ip,
        callerMemberId,
      },
      tx,
    );
    return null;
  });
  if (refusal) {
    if (refusal === 'BUDGET') await budget.reached(merchant, policy.smsCaps.merchantPerDay);
    throw smsCapError(refusal);
  }
  if (req.send) {
    const memberId = req.memberId;
    const lang = await messageLanguage({
      requested: req.lang,
      merchantLanguages: merchant.languages,
      stored: memberId === null ? undefined : () => memberLanguage(memberId),
    });
    try {
      await messages.send({
        merchantId: merchant.id,
        channel: req.channel ?? 'SMS',
        to: req.target,
        body: fillText(req.text[lang], { code }),
        code,
      });
    } catch (e) {
      // The request still counts for the throttles: a client retrying at once is not sent to the provider again.
      if (e instanceof MessageQuotaExceeded) throw verificationError('SMS_QUOTA');
      throw e;
    }
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
  { db, config, codes, secret }: Omit<SmsCodeDeps, 'messages' | 'memberLanguage' | 'budget'>,
  merchantId: number,
  purpose: CodePurpose,
  target: string,
  code: string,
  { consume }: { consume: boolean },
): Promise<CheckedCode> {
  const key = await secret(merchantId);
  const given = code.trim();
  // A wrong try must be recorded even though the call fails: the verdict leaves the transaction.
  type Verdict = { error: 'INVALID_CODE' | 'CODE_EXPIRED' } | CheckedCode;
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const stored = await codes.newest(merchantId, purpose, target, tx);
    if (!stored || stored.used || !stored.codeHash) return { error: 'INVALID_CODE' };
    if (stored.expired) return { error: 'CODE_EXPIRED' };
    if (!/^\d{6}$/.test(given) || !sameHash(stored.codeHash, codeHash(key, merchantId, purpose, target, given))) {
      await codes.recordWrong(stored.id, config.auth.smsCodeMaxAttempts, tx);
      return { error: 'INVALID_CODE' };
    }
    if (consume) await codes.markUsed(stored.id, tx);
    return { id: stored.id, memberId: stored.memberId };
  });
  if ('error' in verdict) throw verificationError(verdict.error);
  return verdict;
}

/** Marks a code checked without `consume` as used, inside the caller's transaction; INVALID_CODE when it was used meanwhile. */
export async function claimSmsCode(codes: VerificationCodeRepository, id: number, tx: Db): Promise<void> {
  if (!(await codes.claim(id, tx))) throw verificationError('INVALID_CODE');
}
