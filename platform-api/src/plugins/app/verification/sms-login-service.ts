import { isAgentType, type LoginReply, type LoginRequest } from 'shared-contracts';
import { apiError } from '../../../infra/errors/api-errors';
import { antiBotError } from '../../../modules/anti-bot/errors';
import { sessionsError } from '../../../modules/sessions/errors';
import { HttpError } from '../../../infra/errors/http-error';
import { memberInfoOf } from '../../../modules/members/member-info';
import type { Merchant } from '../../../modules/merchants/merchant-repository';
import type { Platform } from '../platform';
import { phoneOrThrow, phoneTarget } from './phone';
import { checkSmsCode, issueSmsCode } from './sms-codes';

export { phoneOrThrow };

export const SMS_LOGIN_MODULE = 'MOBILEVERCODELOGIN3';

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
  const { repos, botCheck } = platform;
  if (!(await repos.whitelabel.isEnabled(merchant.id, SMS_LOGIN_MODULE))) throw apiError('NOT_ENABLED');
  const phone = phoneOrThrow(input.mobileNum, input.countryDialingCode);
  if (!(await botCheck.verify(merchant.id, input.botCheck.altcha))) throw antiBotError('BOT_CHECK_FAILED');
  const member = await repos.members.findByMobile(merchant.id, phone.dialCode, phone.number);
  return issueSmsCode(platform, merchant, {
    purpose: 'LOGIN',
    target: phoneTarget(phone),
    memberId: member?.id ?? null,
    send: member !== null,
    text: (code) => `Your login code is ${code}`,
  });
}

/**
 * Checks and consumes the newest LOGIN code of `target` (a member's number); returns the member id
 * (`checkSmsCode`: INVALID_CODE, CODE_EXPIRED, burned after 5 wrong tries). Shared by the SMS login
 * and the password reset by phone.
 */
export async function consumeLoginCode(
  platform: Platform,
  merchantId: number,
  target: string,
  code: string,
): Promise<number> {
  const { memberId } = await checkSmsCode(platform, merchantId, 'LOGIN', target, code, { consume: true });
  if (memberId === null) throw apiError('INVALID_CODE');
  return memberId;
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
  const memberId = await consumeLoginCode(platform, merchant.id, target, input.password);

  const member = await repos.members.findById(merchant.id, memberId);
  if (!member) throw apiError('INVALID_CODE');
  if (member.status === 'NON_MEMBER') throw sessionsError('NON_MEMBER');
  if (member.status !== 'ACTIVE') throw sessionsError('ACCOUNT_LOCKED');
  if (input.agentOnly && !isAgentType(member.type)) throw sessionsError('NOT_AGENT');

  return db.transaction(async (tx) => {
    const { firstTimeLogin } = await repos.members.recordLogin(member.id, ip, tx);
    const token = await repos.sessions.create(member.id, policy.sessionTtlSeconds, ip, tx);
    return { token, firstTimeLogin, passwordExpired: false, member: memberInfoOf(member) };
  });
}
