import { commonError } from '../../infra/errors/common-errors';
import type { Merchant } from '../merchants';
import { REGISTER_CODE_TEXT } from './code-texts';
import { registrationError } from './errors';
import type { RegisterDeps } from './register-member';
import { SMS_REGISTER_MODULE } from './register-member';

/**
 * POST /wps/verification/sms/register (no token). Order: REGMOBVERF3 (NOT_ENABLED), number
 * (INVALID_PHONE), bot check (BOT_CHECK_FAILED), a member already has the number (MOBILE_TAKEN),
 * then the throttles and SMS caps shared with login codes (TOO_FAST, SMS_THROTTLED, RATE_LIMITED, SMS_QUOTA) and a
 * REGISTER code is sent.
 */
export async function requestSmsRegisterCode(
  { merchants, members, antiBot, verification }: RegisterDeps,
  merchant: Merchant,
  input: { mobileNo: string; countryDialingCode: string; botCheck: { altcha: string } },
  ip: string,
  lang?: string,
): Promise<{ expiredMinutes: number }> {
  if (!(await merchants.isEnabled(merchant.id, SMS_REGISTER_MODULE))) throw commonError('NOT_ENABLED');
  const phone = verification.phone(input.mobileNo, input.countryDialingCode, merchant.phoneDigits);
  await antiBot.requireBotCheck(merchant.id, input.botCheck.altcha);
  if (await members.findByMobile(merchant.id, phone.dialCode, phone.number)) throw registrationError('MOBILE_TAKEN');
  return verification.issueCode(merchant, {
    purpose: 'REGISTER',
    target: verification.target(phone),
    memberId: null,
    ip,
    send: true,
    text: REGISTER_CODE_TEXT,
    lang,
  });
}
