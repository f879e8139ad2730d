import { apiError } from '../../../infra/errors/api-errors';
import { antiBotError } from '../../../modules/anti-bot/errors';
import type { Merchant } from '../../../modules/merchants/merchant-repository';
import type { Platform } from '../platform';
import { phoneOrThrow, phoneTarget } from '../../../modules/verification/phone';
import { issueSmsCode } from '../verification/legacy-codes';
import { SMS_REGISTER_MODULE } from './register-service';

/**
 * POST /wps/verification/sms/register (no token). Order: REGMOBVERF3 (NOT_ENABLED), number
 * (INVALID_PHONE), bot check (BOT_CHECK_FAILED), a member already has the number (MOBILE_TAKEN),
 * then the throttles shared with login codes (TOO_FAST, SMS_THROTTLED) and a REGISTER code is sent.
 */
export async function requestSmsRegisterCode(
  platform: Platform,
  merchant: Merchant,
  input: { mobileNo: string; countryDialingCode: string; botCheck: { altcha: string } },
): Promise<{ expiredMinutes: number }> {
  const { repos, botCheck } = platform;
  if (!(await repos.whitelabel.isEnabled(merchant.id, SMS_REGISTER_MODULE))) throw apiError('NOT_ENABLED');
  const phone = phoneOrThrow(input.mobileNo, input.countryDialingCode);
  if (!(await botCheck.verify(merchant.id, input.botCheck.altcha))) throw antiBotError('BOT_CHECK_FAILED');
  if (await repos.members.findByMobile(merchant.id, phone.dialCode, phone.number)) throw apiError('MOBILE_TAKEN');
  return issueSmsCode(platform, merchant, {
    purpose: 'REGISTER',
    target: phoneTarget(phone),
    memberId: null,
    send: true,
    text: (code) => `Your registration code is ${code}`,
  });
}
