import type { RegisterReply, RegisterRequest } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import { hashPassword } from '../../infra/crypto/password';
import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import { emptyField } from '../../infra/errors/common-errors';
import { rateLimited } from '../../infra/rate-limit/rate-limit-hook';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { AgencyService } from '../agency';
import type { AntiBotService } from '../anti-bot';
import type { MemberProfile, MembersService } from '../members';
import type { Merchant, MerchantsService } from '../merchants';
import type { PasswordsService } from '../passwords';
import type { ReferralService } from '../referral';
import type { RestrictedService } from '../restricted';
import type { SessionsService } from '../sessions';
import type { CheckedCode, Phone, VerificationService } from '../verification';
import { isoDate } from './age';
import { registrationError } from './errors';
import { checkAgreements, checkBirthday, checkRegion, readPhone, takenError } from './register-checks';
import { readRegisterForm, type RegisterForm } from './register-form';

export interface RegisterDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  merchants: Pick<MerchantsService, 'isEnabled' | 'liveRegisterRules'>;
  members: MembersService;
  sessions: Pick<SessionsService, 'open'>;
  antiBot: Pick<AntiBotService, 'requireBotCheck' | 'requireCaptcha'>;
  verification: Pick<VerificationService, 'phone' | 'target' | 'checkCode' | 'claimCode' | 'issueCode'>;
  agency: Pick<AgencyService, 'agentByInvitationCode'>;
  referral: Pick<ReferralService, 'referrerByCode' | 'link'>;
  passwords: Pick<PasswordsService, 'requireConfirmation'>;
  restricted: Pick<RestrictedService, 'refuseListed'>;
  rateLimiter: RateLimiter;
}

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
    region: form.text('region'),
    occupation: form.int('occupation'),
    sourceOfIncome: form.int('sourceOfIncome'),
    referralCode: form.text('referralCode'),
    registerIp: ip,
    registerUrl: input.registerUrl?.trim() || input.domain?.trim() || null,
  };
}

/**
 * PUT /wps/member/register and /register/mobile (encrypted, no token). The checks, in order (the
 * first failure answers; the module's README.md "Registration"): module (NOT_ENABLED), bot check, per-IP rate limit,
 * the merchant's register rules (VALIDATION), confirmation (CONFIRM_MISMATCH), mobile number
 * (VALIDATION / INVALID_PHONE), the SMS code when REGMOBVERF3 is on (INVALID_CODE / CODE_EXPIRED),
 * birthday (BIRTHDAY_LIMIT), region (VALIDATION: not one of the merchant's), Philippines declarations (DECLARATION_REQUIRED, DECLARATION_OFFICIAL_REQUIRED,
 * DECLARATION_FORCES_REQUIRED, DECLARATION_LICENCE_REQUIRED), terms (TERMS_REQUIRED), invitation code
 * (INVITATION_CODE_INVALID), referral code (REFERRAL_CODE_INVALID), the restricted-persons list (RESTRICTED_PERSON,
 * audited), USERNAME_TAKEN,
 * MOBILE_TAKEN, captcha (CAPTCHA_INVALID). Then, in one transaction: the SMS code is used up, the player is
 * created with its profile (in an agent's downline with `affiliateCode`; linked to the friend who invited it
 * with `referralCode`: the two are distinct) and, with `login: true`, logged in (recordLogin + session).
 */
export async function registerMember(
  deps: RegisterDeps,
  merchant: Merchant,
  input: RegisterRequest,
  kind: RegisterKind,
  ip: string,
): Promise<RegisterReply> {
  const { db, config, merchants, members, sessions, antiBot, verification, agency, referral, passwords, rateLimiter } =
    deps;
  if (!(await merchants.isEnabled(merchant.id, REGISTER_MODULE[kind]))) throw commonError('NOT_ENABLED');
  await antiBot.requireBotCheck(merchant.id, input.botCheck.altcha);
  const rate = config.auth.registerRateLimit;
  if (!(await rateLimiter.take(`register:${ip}`, rate.limit, rate.windowSeconds))) throw rateLimited(rate);

  const rules = await merchants.liveRegisterRules(merchant.id);
  const form = readRegisterForm(rules, input, new Set(kind === 'mobile' ? ['username'] : []));
  const password = input.password ?? '';
  if (!password.trim()) throw emptyField('password');
  if (form.shown('confirmPassword')) passwords.requireConfirmation(password, input.confirmPassword);

  const smsVerify = await merchants.isEnabled(merchant.id, SMS_REGISTER_MODULE);
  const phone = readPhone(form, input, kind === 'mobile' || smsVerify, (num, dial) =>
    verification.phone(num, dial, merchant.phoneDigits),
  );
  const code = smsVerify && phone ? await checkRegisterCode(verification, merchant, input, phone) : null;
  const birthday = checkBirthday(merchant, form, input);
  checkRegion(merchant, form);
  checkAgreements(merchant, input);

  const affiliateCode = form.text('affiliateCode');
  const agent = affiliateCode
    ? await agency.agentByInvitationCode(merchant.id, affiliateCode, { field: 'affiliateCode' })
    : null;
  const referralCode = form.text('referralCode');
  const referrer = referralCode
    ? await referral.referrerByCode(merchant.id, referralCode, { field: 'referralCode' })
    : null;

  const username = form.text('username') ?? (kind === 'mobile' && phone ? `${phone.dialCode}${phone.number}` : null);
  if (!username) throw emptyField('username');
  const who = { fullName: form.text('payeeName'), birthday: birthday && isoDate(birthday) };
  await deps.restricted.refuseListed(
    merchant.id,
    { ...who, idType: form.int('idType'), idNumber: form.text('idNumber') },
    { at: 'register', username, ip },
  );
  if (await members.findByUsername(merchant.id, username)) throw registrationError('USERNAME_TAKEN');
  if (phone && (await members.findByMobile(merchant.id, phone.dialCode, phone.number)))
    throw registrationError('MOBILE_TAKEN');
  await checkCaptcha(antiBot, merchant, form, input);

  const passwordHash = await hashPassword(password);
  const profile = profileOf(form, input, birthday && isoDate(birthday), ip);
  try {
    return await db.transaction(async (tx): Promise<RegisterReply> => {
      if (code) await verification.claimCode(code.id, tx);
      const member = await members.create(
        {
          merchantId: merchant.id,
          username,
          passwordHash,
          type: PLAYER_TYPE,
          uplineId: agent?.id ?? null,
          mobileDialCode: phone?.dialCode ?? null,
          mobileNum: phone?.number ?? null,
          email: form.text('email') ?? null,
          // Its first login after this (not the registration's own sign-in) answers firstTimeLogin: the welcome.
          welcomeDue: true,
        },
        tx,
      );
      await members.setProfile(member.id, profile, tx);
      if (referrer) await referral.link(merchant.id, referrer.id, member.id, tx);
      if (!input.login) return { username: member.username, login: null };
      // The registration's own sign-in ends with its confirmation: the welcome waits for the first login.
      const { firstTimeLogin } = await members.recordLogin(member.id, ip, merchant, tx, false);
      const token = await sessions.open(member.id, ip, tx);
      return {
        username: member.username,
        login: { token, firstTimeLogin, passwordExpired: false, member: members.info(member) },
      };
    });
  } catch (e) {
    throw takenError(e) ?? e;
  }
}

/** REGMOBVERF3: the newest REGISTER code of the number (checked here, used up when the member is created). */
async function checkRegisterCode(
  verification: RegisterDeps['verification'],
  merchant: Merchant,
  input: RegisterRequest,
  phone: Phone,
): Promise<CheckedCode> {
  const given = input.verificationCode?.trim();
  if (!given) throw emptyField('verificationCode');
  return verification.checkCode(merchant.id, 'REGISTER', verification.target(phone), given, { consume: false });
}

/** When the merchant shows the captcha and requires it (or it was sent anyway): `captchaKey` present and the text right (consumed either way). */
async function checkCaptcha(
  antiBot: RegisterDeps['antiBot'],
  merchant: Merchant,
  form: RegisterForm,
  input: RegisterRequest,
): Promise<void> {
  const rule = form.rule('captcha');
  const captcha = form.text('captcha');
  if (!rule?.shown || (!rule.required && !captcha)) return;
  if (!captcha) throw emptyField('captcha');
  if (!input.captchaKey) throw emptyField('captchaKey');
  // CAPTCHA_INVALID for a wrong or expired text (requireCaptcha: key and text are present here).
  await antiBot.requireCaptcha(merchant.id, input.captchaKey, captcha);
}
