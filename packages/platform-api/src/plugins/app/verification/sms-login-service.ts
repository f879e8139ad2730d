import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { isAgentType, type LoginReply, type LoginRequest } from 'shared-contracts';
import { apiError } from '../errors/api-errors';
import { HttpError } from '../errors/http-error';
import { memberInfoOf } from '../login/member-info';
import type { Merchant } from '../merchants/merchant-repository';
import type { Platform } from '../platform';
import { parsePhone, phoneTarget, type Phone } from './phone';

export const SMS_LOGIN_MODULE = 'MOBILEVERCODELOGIN3';

const codeHash = (key: string, merchantId: number, target: string, code: string): string =>
  createHmac('sha256', key).update(`${merchantId}:LOGIN:${target}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function phoneOrThrow(mobileNum: string, countryDialingCode: string): Phone {
  const phone = parsePhone(mobileNum, countryDialingCode);
  if (!phone) throw apiError('INVALID_PHONE');
  return phone;
}

/**
 * SMS login code (SPEC §7 /wps/verification/sms/noLogin). Order: MOBILEVERCODELOGIN3, phone
 * format, bot check, throttles (60 s between codes, 5 an hour per number), then a 6-digit code is
 * stored (HMAC) and sent. An unknown number answers the same but sends nothing.
 */
export async function requestSmsLoginCode(
  platform: Platform,
  merchant: Merchant,
  input: { mobileNum: string; countryDialingCode: string; botCheck: { altcha: string } },
): Promise<{ expiredMinutes: number }> {
  const { repos, botCheck, config, db } = platform;
  const policy = config.auth;
  if (!(await repos.whitelabel.isEnabled(merchant.id, SMS_LOGIN_MODULE))) throw apiError('NOT_ENABLED');
  const phone = phoneOrThrow(input.mobileNum, input.countryDialingCode);
  if (!(await botCheck.verify(merchant.id, input.botCheck.altcha))) throw apiError('BOT_CHECK_FAILED');

  const target = phoneTarget(phone);
  const expiredMinutes = merchant.smsCodeExpiredMinutes;
  const member = await repos.members.findByMobile(merchant.id, phone.dialCode, phone.number);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const key = await repos.merchantSecrets.get(merchant.id, 'sms_code_hmac');

  await db.transaction(async (tx) => {
    await repos.verificationCodes.lockTarget(merchant.id, 'LOGIN', target, tx);
    const recent = await repos.verificationCodes.recent(merchant.id, 'LOGIN', target, 3600, tx);
    if (recent.lastAgeSeconds !== null && recent.lastAgeSeconds < policy.smsResendSeconds) throw apiError('TOO_FAST');
    if (recent.count >= policy.smsCodesPerHour) throw apiError('SMS_THROTTLED');
    await repos.verificationCodes.insert(
      {
        merchantId: merchant.id,
        purpose: 'LOGIN',
        target,
        memberId: member?.id ?? null,
        codeHash: member ? codeHash(key, merchant.id, target, code) : null,
        ttlSeconds: expiredMinutes * 60,
      },
      tx,
    );
  });
  if (member) {
    await platform.messages.send({
      merchantId: merchant.id,
      channel: 'SMS',
      to: target,
      body: `Your login code is ${code}`,
      code,
    });
  }
  return { expiredMinutes };
}

/**
 * Checks `given` against the newest code sent to `target` (a member's number) and consumes it;
 * returns the member id. Used, burned or never sent → INVALID_CODE; expired → CODE_EXPIRED; wrong →
 * INVALID_CODE and one try counted (the `smsCodeMaxAttempts`th wrong try burns it). Shared by the
 * SMS login and the password reset by phone.
 */
export async function consumeSmsCode(
  platform: Platform,
  merchantId: number,
  target: string,
  code: string,
): Promise<number> {
  const { repos, config, db } = platform;
  const key = await repos.merchantSecrets.get(merchantId, 'sms_code_hmac');
  const given = code.trim();
  // A wrong try must be recorded even though the call fails: the verdict leaves the transaction.
  type Verdict = { error: 'INVALID_CODE' | 'CODE_EXPIRED' } | { memberId: number };
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const stored = await repos.verificationCodes.newest(merchantId, 'LOGIN', target, tx);
    if (!stored || stored.used || !stored.codeHash || stored.memberId === null) return { error: 'INVALID_CODE' };
    if (stored.expired) return { error: 'CODE_EXPIRED' };
    if (!/^\d{6}$/.test(given) || !sameHash(stored.codeHash, codeHash(key, merchantId, target, given))) {
      await repos.verificationCodes.recordWrong(stored.id, config.auth.smsCodeMaxAttempts, tx);
      return { error: 'INVALID_CODE' };
    }
    await repos.verificationCodes.markUsed(stored.id, tx);
    return { memberId: stored.memberId };
  });
  if ('error' in verdict) throw apiError(verdict.error);
  return verdict.memberId;
}

/**
 * SMS login (`type: 'sms'`, no bot check, SPEC §4): `username` is the mobile number, `password`
 * the code. The newest code of the number must be unused, unexpired and match; 5 wrong tries burn
 * it. `passwordExpired` is always false (no forced change after an SMS login).
 */
export async function smsLogin(
  platform: Platform,
  merchant: Merchant,
  input: LoginRequest,
  ip: string,
): Promise<LoginReply> {
  const { repos, config, db } = platform;
  const policy = config.auth;
  if (!(await repos.whitelabel.isEnabled(merchant.id, SMS_LOGIN_MODULE))) throw apiError('NOT_ENABLED');
  if (!input.countryDialingCode) throw new HttpError(400, 'VALIDATION', 'Input cannot be empty');
  const target = phoneTarget(phoneOrThrow(input.username, input.countryDialingCode));
  const memberId = await consumeSmsCode(platform, merchant.id, target, input.password);

  const member = await repos.members.findById(merchant.id, memberId);
  if (!member) throw apiError('INVALID_CODE');
  if (member.status === 'NON_MEMBER') throw apiError('NON_MEMBER');
  if (member.status !== 'ACTIVE') throw apiError('ACCOUNT_LOCKED');
  if (input.agentOnly && !isAgentType(member.type)) throw apiError('NOT_AGENT');

  return db.transaction(async (tx) => {
    const { firstTimeLogin } = await repos.members.recordLogin(member.id, ip, tx);
    const token = await repos.sessions.create(member.id, policy.sessionTtlSeconds, ip, tx);
    return { token, firstTimeLogin, passwordExpired: false, member: memberInfoOf(member) };
  });
}
