import { checkRule, type FieldRule, type LoginReply } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import { hashPassword, verifyPassword } from '../../infra/crypto/password';
import type { Db } from '../../infra/db';
import { commonError, emptyField, ruleViolation as validation } from '../../infra/errors/common-errors';
import { fillText, messageLanguage } from '../../infra/messages/message-language';
import type { MessageProvider } from '../../infra/messages/message-provider';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { MembersService } from '../members';
import type { Merchant, MerchantsService } from '../merchants';
import type { SessionsService } from '../sessions';
import type { VerificationService } from '../verification';
import { passwordsError } from './errors';
import { TEMPORARY_PASSWORD_TEXT } from './mail-texts';
import { temporaryPassword } from './temporary-password';

export interface PasswordDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  merchants: Pick<MerchantsService, 'registerRule' | 'isEnabled'>;
  members: MembersService;
  sessions: Pick<SessionsService, 'open' | 'revokeOthers' | 'assertCanLogIn' | 'passwordChanged'>;
  verification: Pick<VerificationService, 'phone' | 'target' | 'memberByLoginCode'>;
  rateLimiter: RateLimiter;
  messages: MessageProvider;
}

/** Whitelabel module of the forgot-password mobile tab and POST /wps/member/password/verification. */
export const RESET_BY_PHONE_MODULE = 'CHNGPASSVERIF3';

/** Used when a merchant has no register rule for e-mail (the pattern is always EMAIL). */
const EMAIL_FALLBACK: FieldRule = { min: 5, max: 254, acceptedPattern: 'EMAIL' };

/**
 * 400 PASSWORD_RULE (message `reg_pattern_<ID>`, plus `min`/`max` for the template) unless the
 * password passes the merchant's register rule for `password`. No rule: only the schema bounds apply.
 */
export async function checkPasswordRule(
  merchants: PasswordDeps['merchants'],
  merchantId: number,
  password: string,
): Promise<void> {
  const rule = await merchants.registerRule(merchantId, 'password');
  const failed = rule ? checkRule(rule, password) : null;
  if (failed) throw passwordsError('PASSWORD_RULE', { min: failed.min, max: failed.max }, { message: failed.key });
}

/**
 * POST /wps/member/password (token, real accounts only). Order: confirmation (CONFIRM_MISMATCH),
 * password rule (PASSWORD_RULE), old password — required (VALIDATION) and verified
 * (BAD_OLD_PASSWORD) unless the password is temporary or expired —, new ≠ current (SAME_PASSWORD).
 * Success stores the new hash, clears must_change_password (the member's and this session's) and revokes every
 * other session.
 */
export async function changePassword(
  { db, merchants, members, sessions }: PasswordDeps,
  merchant: Merchant,
  memberId: number,
  currentToken: string | null,
  input: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
): Promise<null> {
  if (input.confirmNewPassword !== input.newPassword) throw passwordsError('CONFIRM_MISMATCH');
  await checkPasswordRule(merchants, merchant.id, input.newPassword);
  const state = await members.passwordState(memberId, merchant);
  if (!state) throw commonError('UNAUTHORIZED');
  if (!state.mustChange && !state.expired) {
    if (!input.oldPassword) throw emptyField('oldPassword');
    if (!(await verifyPassword(input.oldPassword, state.passwordHash))) throw passwordsError('BAD_OLD_PASSWORD');
  }
  if (await verifyPassword(input.newPassword, state.passwordHash)) throw passwordsError('SAME_PASSWORD');
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await members.setPassword(memberId, hash, false, tx);
    await sessions.revokeOthers(memberId, currentToken, tx);
    // The session that changed it is no longer limited to the change (SPEC §4).
    if (currentToken) await sessions.passwordChanged(currentToken, tx);
  });
  return null;
}

/**
 * POST /wps/member/password/email (no token; per-IP limit in the route). Order: username rule and
 * e-mail format (VALIDATION), per-(address, username) limit (RATE_LIMITED), the member with both
 * (USER_EMAIL_NOT_FOUND), the account's e-mails a day (RATE_LIMITED). Success: a temporary password,
 * must_change_password, and an e-mail. The throttles are keyed by the caller's address, and the account's own cap is
 * above what one address may ask, so a stranger's requests do not stop the owner's reset from the owner's address.
 */
export async function forgotPasswordByEmail(
  { db, config, merchants, members, rateLimiter, messages }: PasswordDeps,
  merchant: Merchant,
  input: { username: string; email: string },
  ip: string,
  lang?: string,
): Promise<null> {
  const username = input.username.trim();
  const email = input.email.trim();
  const usernameRule = await merchants.registerRule(merchant.id, 'username');
  const badUsername = usernameRule ? checkRule(usernameRule, username) : null;
  if (badUsername) throw validation('username', badUsername);
  const emailRule = await merchants.registerRule(merchant.id, 'email');
  const badEmail = checkRule({ ...(emailRule ?? EMAIL_FALLBACK), acceptedPattern: 'EMAIL' }, email);
  if (badEmail) throw validation('email', badEmail);

  const { limit, windowSeconds } = config.auth.forgotEmailUserRateLimit;
  const asked = `forgot-email-user:${merchant.id}:${ip}:${username.toLowerCase()}`;
  if (!(await rateLimiter.take(asked, limit, windowSeconds))) throw commonError('RATE_LIMITED');

  const member = await members.findByUsernameAndEmail(merchant.id, username, email);
  if (!member) throw passwordsError('USER_EMAIL_NOT_FOUND');
  // Against mail flooding from many addresses: only requests that would send count.
  const account = config.auth.forgotEmailAccountRateLimit;
  if (!(await rateLimiter.take(`forgot-email-account:${member.id}`, account.limit, account.windowSeconds)))
    throw commonError('RATE_LIMITED');
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  await db.transaction((tx) => members.setPassword(member.id, hash, true, tx));
  const stored = () => members.language(member.id);
  const language = await messageLanguage({ requested: lang, merchantLanguages: merchant.languages, stored });
  await messages.send({
    merchantId: merchant.id,
    channel: 'EMAIL',
    to: email,
    body: fillText(TEMPORARY_PASSWORD_TEXT[language], { password }),
    code: password,
  });
  return null;
}

/**
 * POST /wps/member/password/verification (encrypted, no token). Order: CHNGPASSVERIF3
 * (NOT_ENABLED), number (INVALID_PHONE), password rule (PASSWORD_RULE), the newest SMS code of the
 * number (INVALID_CODE / CODE_EXPIRED, consumed), account status. Success sets the password, clears
 * must_change_password, revokes every session of the member and logs it in (passwordExpired false).
 */
export async function resetPasswordByPhone(
  { db, merchants, members, sessions, verification }: PasswordDeps,
  merchant: Merchant,
  input: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
  ip: string,
): Promise<LoginReply> {
  if (!(await merchants.isEnabled(merchant.id, RESET_BY_PHONE_MODULE))) throw commonError('NOT_ENABLED');
  const target = verification.target(
    verification.phone(input.mobileNum, input.countryDialingCode, merchant.phoneDigits),
  );
  await checkPasswordRule(merchants, merchant.id, input.newPassword);
  const member = await verification.memberByLoginCode(merchant.id, target, input.verificationCode);
  sessions.assertCanLogIn(member);

  const hash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await members.setPassword(member.id, hash, false, tx);
    await sessions.revokeOthers(member.id, null, tx);
    const { firstTimeLogin } = await members.recordLogin(member.id, ip, merchant, tx);
    const token = await sessions.open(member.id, ip, tx);
    return { token, firstTimeLogin, passwordExpired: false, member: members.info(member) };
  });
}
