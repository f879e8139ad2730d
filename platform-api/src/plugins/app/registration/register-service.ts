import type { RegisterReply, RegisterRequest } from 'shared-contracts';
import { apiError } from '../../../infra/errors/api-errors';
import { passwordsError } from '../../../modules/passwords/errors';
import { antiBotError } from '../../../modules/anti-bot/errors';
import { memberInfoOf } from '../../../modules/members/member-info';
import { hashPassword } from '../../../infra/crypto/password';
import type { Merchant } from '../../../modules/merchants/merchant-repository';
import type { Platform } from '../platform';
import { takeOrThrow } from '../../../infra/rate-limit/rate-limit-hook';
import { emptyField } from '../register-rules/rule-errors';
import { phoneTarget, type Phone } from '../../../modules/verification/phone';
import type { CheckedCode } from '../../../modules/verification';
import { checkSmsCode, claimSmsCode } from '../verification/legacy-codes';
import { isoDate } from './age';
import { checkAgreements, checkBirthday, readPhone, takenError } from './register-checks';
import { readRegisterForm, type RegisterForm } from './register-form';
import type { MemberProfile } from '../../../modules/members/member-profile-repository';

/** register: by username (USERNAMEREG3); mobile: by mobile number (MOBILENUMREG3). */
export type RegisterKind = 'username' | 'mobile';

const REGISTER_MODULE: Record<RegisterKind, string> = { username: 'USERNAMEREG3', mobile: 'MOBILENUMREG3' };
/** Registration needs the SMS code of /wps/verification/sms/register. */
export const SMS_REGISTER_MODULE = 'REGMOBVERF3';

/** Player accounts (SPEC §4). */
const PLAYER_TYPE = 0;

/** The profile columns from the fields the merchant shows. */
function profileOf(form: RegisterForm, input: RegisterRequest, birthday: string | null, ip: string): MemberProfile {
  return {
    payeeName: form.text('payeeName'),
    birthday,
    qqNum: form.text('qqNum'),
    line: form.text('line'),
    whatsapp: form.text('whatsapp'),
    facebook: form.text('facebook'),
    wechat: form.text('wechat'),
    idNumber: form.text('idNumber'),
    idType: form.int('idType'),
    placeOfBirth: form.text('placeOfBirth'),
    address: form.text('address'),
    permanentAddress: form.text('permanentAddress'),
    nationality: form.text('nationality'),
    occupation: form.int('occupation'),
    sourceOfIncome: form.int('sourceOfIncome'),
    referralCode: form.text('referralCode'),
    registerIp: ip,
    registerUrl: input.registerUrl?.trim() || input.domain?.trim() || null,
  };
}

/**
 * PUT /wps/member/register and /register/mobile (encrypted, no token). The checks, in order (the
 * first failure answers; README "Registration"): module (NOT_ENABLED), bot check, per-IP rate limit,
 * the merchant's register rules (VALIDATION), confirmation (CONFIRM_MISMATCH), mobile number
 * (VALIDATION / INVALID_PHONE), the SMS code when REGMOBVERF3 is on (INVALID_CODE / CODE_EXPIRED),
 * birthday (BIRTHDAY_LIMIT), Philippines declaration (DECLARATION_REQUIRED), terms (TERMS_REQUIRED),
 * invitation code (INVITATION_CODE_INVALID), USERNAME_TAKEN, MOBILE_TAKEN, captcha (CAPTCHA_INVALID).
 * Then, in one transaction: the SMS code is used up, the player is created with its profile and,
 * with `login: true`, logged in (recordLogin + session).
 */
export async function registerMember(
  platform: Platform,
  merchant: Merchant,
  input: RegisterRequest,
  kind: RegisterKind,
  ip: string,
): Promise<RegisterReply> {
  const { repos, botCheck, config, db } = platform;
  if (!(await repos.whitelabel.isEnabled(merchant.id, REGISTER_MODULE[kind]))) throw apiError('NOT_ENABLED');
  if (!(await botCheck.verify(merchant.id, input.botCheck.altcha))) throw antiBotError('BOT_CHECK_FAILED');
  await takeOrThrow(platform, `register:${ip}`, config.auth.registerRateLimit);

  const rules = await repos.registerRules.list(merchant.id);
  const form = readRegisterForm(rules, input, new Set(kind === 'mobile' ? ['username'] : []));
  const password = input.password ?? '';
  if (!password.trim()) throw emptyField('password');
  if (form.shown('confirmPassword') && input.confirmPassword !== password) throw passwordsError('CONFIRM_MISMATCH');

  const smsVerify = await repos.whitelabel.isEnabled(merchant.id, SMS_REGISTER_MODULE);
  const phone = readPhone(form, input, kind === 'mobile' || smsVerify);
  const code = smsVerify && phone ? await checkRegisterCode(platform, merchant, input, phone) : null;
  const birthday = checkBirthday(merchant, form, input);
  checkAgreements(merchant, input);

  const affiliateCode = form.text('affiliateCode');
  const agent = affiliateCode ? await repos.members.findAgentByInvitationCode(merchant.id, affiliateCode) : null;
  if (affiliateCode && !agent) throw apiError('INVITATION_CODE_INVALID', { field: 'affiliateCode' });

  const username = form.text('username') ?? (kind === 'mobile' && phone ? `${phone.dialCode}${phone.number}` : null);
  if (!username) throw emptyField('username');
  if (await repos.members.findByUsername(merchant.id, username)) throw apiError('USERNAME_TAKEN');
  if (phone && (await repos.members.findByMobile(merchant.id, phone.dialCode, phone.number)))
    throw apiError('MOBILE_TAKEN');
  await checkCaptcha(platform, merchant, form, input);

  const passwordHash = await hashPassword(password);
  const profile = profileOf(form, input, birthday && isoDate(birthday), ip);
  try {
    return await db.transaction(async (tx): Promise<RegisterReply> => {
      if (code) await claimSmsCode(platform, code.id, tx);
      const member = await repos.members.create(
        {
          merchantId: merchant.id,
          username,
          passwordHash,
          type: PLAYER_TYPE,
          uplineId: agent?.id ?? null,
          mobileDialCode: phone?.dialCode ?? null,
          mobileNum: phone?.number ?? null,
          email: form.text('email') ?? null,
        },
        tx,
      );
      await repos.members.setProfile(member.id, profile, tx);
      if (!input.login) return { username: member.username, login: null };
      const { firstTimeLogin } = await repos.members.recordLogin(member.id, ip, tx);
      await repos.knownIps.remember(member.id, ip, tx);
      const token = await repos.sessions.create(member.id, config.auth.sessionTtlSeconds, ip, tx);
      return {
        username: member.username,
        login: { token, firstTimeLogin, passwordExpired: false, member: memberInfoOf(member) },
      };
    });
  } catch (e) {
    throw takenError(e) ?? e;
  }
}

/** REGMOBVERF3: the newest REGISTER code of the number (checked here, used up when the member is created). */
async function checkRegisterCode(
  platform: Platform,
  merchant: Merchant,
  input: RegisterRequest,
  phone: Phone,
): Promise<CheckedCode> {
  const given = input.verificationCode?.trim();
  if (!given) throw emptyField('verificationCode');
  return checkSmsCode(platform, merchant.id, 'REGISTER', phoneTarget(phone), given, { consume: false });
}

/** When the merchant shows the captcha and requires it (or it was sent anyway): `captchaKey` present and the text right (consumed either way). */
async function checkCaptcha(
  platform: Platform,
  merchant: Merchant,
  form: RegisterForm,
  input: RegisterRequest,
): Promise<void> {
  const rule = form.rule('captcha');
  const captcha = form.text('captcha');
  if (!rule?.shown || (!rule.required && !captcha)) return;
  if (!captcha) throw emptyField('captcha');
  if (!input.captchaKey) throw emptyField('captchaKey');
  if (!(await platform.repos.captchas.check(merchant.id, input.captchaKey, captcha)))
    throw antiBotError('CAPTCHA_INVALID');
}
