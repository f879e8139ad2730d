import type { LoginRequest } from 'shared-contracts';
import { emptyField } from '../../infra/errors/common-errors';
import { commonError } from '../../infra/errors/common-errors';
import type { AntiBotService } from '../anti-bot';
import type { Member, MembersService } from '../members';
import type { Merchant, MerchantsService } from '../merchants';
import { LOGIN_CODE_TEXT } from './code-texts';
import { verificationError } from './errors';
import { parsePhone, phoneOrThrow, phoneTarget } from './phone';
import { checkSmsCode, issueSmsCode, type SmsCodeDeps } from './sms-codes';

export const SMS_LOGIN_MODULE = 'MOBILEVERCODELOGIN3';
/** Registration by mobile number with a password: that number then signs in as the username (SPEC §3). */
export const MOBILE_PASSWORD_MODULE = 'MOBILENUMPASSREG3';

/** What the LOGIN codes need beside the code store. */
export interface LoginCodeDeps extends SmsCodeDeps {
  merchants: Pick<MerchantsService, 'isEnabled'>;
  members: Pick<MembersService, 'findByMobile' | 'findById'>;
  antiBot: Pick<AntiBotService, 'requireBotCheck'>;
}

/**
 * SMS login code (SPEC §7 /wps/verification/sms/noLogin). Order: MOBILEVERCODELOGIN3, phone
 * format, bot check, throttles (60 s between codes, 5 an hour per number) and SMS caps, then a 6-digit code is
 * stored (HMAC) and sent. An unknown number answers the same but sends nothing.
 */
export async function requestSmsLoginCode(
  deps: LoginCodeDeps,
  merchant: Merchant,
  input: { mobileNum: string; countryDialingCode: string; botCheck: { altcha: string } },
  ip: string,
  lang?: string,
): Promise<{ expiredMinutes: number }> {
  if (!(await deps.merchants.isEnabled(merchant.id, SMS_LOGIN_MODULE))) throw commonError('NOT_ENABLED');
  const phone = phoneOrThrow(input.mobileNum, input.countryDialingCode, merchant.phoneDigits);
  await deps.antiBot.requireBotCheck(merchant.id, input.botCheck.altcha);
  const member = await deps.members.findByMobile(merchant.id, phone.dialCode, phone.number);
  return issueSmsCode(deps, merchant, {
    purpose: 'LOGIN',
    target: phoneTarget(phone),
    memberId: member?.id ?? null,
    ip,
    send: member !== null,
    text: LOGIN_CODE_TEXT,
    lang,
  });
}

/**
 * Checks and consumes the newest LOGIN code of `target` (a member's number); returns its member
 * (`checkSmsCode`: INVALID_CODE, CODE_EXPIRED, burned after 5 wrong tries). Shared by the SMS login
 * and the password reset by phone.
 */
export async function memberByLoginCode(
  deps: LoginCodeDeps,
  merchantId: number,
  target: string,
  code: string,
): Promise<Member> {
  const { memberId } = await checkSmsCode(deps, merchantId, 'LOGIN', target, code, { consume: true });
  const member = memberId === null ? null : await deps.members.findById(merchantId, memberId);
  if (!member) throw verificationError('INVALID_CODE');
  return member;
}

/**
 * The member an SMS login (`type: 'sms'`, SPEC §4) proves: MOBILEVERCODELOGIN3 on, `username` the
 * mobile number, `password` the newest unused, unexpired LOGIN code of that number.
 */
export async function smsLoginMember(deps: LoginCodeDeps, merchant: Merchant, input: LoginRequest): Promise<Member> {
  if (!(await deps.merchants.isEnabled(merchant.id, SMS_LOGIN_MODULE))) throw commonError('NOT_ENABLED');
  if (!input.countryDialingCode) throw emptyField('countryDialingCode');
  const target = phoneTarget(phoneOrThrow(input.username, input.countryDialingCode, merchant.phoneDigits));
  return memberByLoginCode(deps, merchant.id, target, input.password);
}

/**
 * MOBILENUMPASSREG3: the member whose mobile number a username login names (the national number, a leading 0
 * allowed, on the request's dial code or else the merchant's), so a member registered by mobile number signs in
 * with that number and its password. Null when the module is off or no member has the number.
 */
export async function mobilePasswordMember(
  deps: LoginCodeDeps,
  merchant: Merchant,
  input: Pick<LoginRequest, 'username' | 'countryDialingCode'>,
): Promise<Member | null> {
  if (!(await deps.merchants.isEnabled(merchant.id, MOBILE_PASSWORD_MODULE))) return null;
  const phone = parsePhone(input.username, input.countryDialingCode || merchant.dialCode, merchant.phoneDigits);
  return phone ? deps.members.findByMobile(merchant.id, phone.dialCode, phone.number) : null;
}
