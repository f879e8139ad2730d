import { randomInt } from 'node:crypto';
import { checkRule, type FieldRule, type LoginReply } from 'shared-contracts';
import { apiError } from '../../../infra/errors/api-errors';
import { sessionsError } from '../../../modules/sessions/errors';
import { verificationError } from '../../../modules/verification/errors';
import { MSG_EMPTY } from '../../../infra/errors/common-errors';
import { HttpError } from '../../../infra/errors/http-error';
import { memberInfoOf } from '../../../modules/members/member-info';
import { hashPassword, verifyPassword } from '../../../infra/crypto/password';
import type { Merchant } from '../../../modules/merchants/merchant-repository';
import type { Platform } from '../platform';
import { ruleViolation as validation } from '../register-rules/rule-errors';
import { phoneTarget } from '../../../modules/verification/phone';
import { phoneOrThrow } from '../../../modules/verification/phone';
import { consumeLoginCode } from '../verification/legacy-codes';

/** Whitelabel module of the forgot-password mobile tab and POST /wps/member/password/verification. */
export const RESET_BY_PHONE_MODULE = 'CHNGPASSVERIF3';

/** Used when a merchant has no register rule for e-mail (the pattern is always EMAIL). */
const EMAIL_FALLBACK: FieldRule = { min: 5, max: 254, acceptedPattern: 'EMAIL' };

/**
 * 400 PASSWORD_RULE (message `reg_pattern_<ID>`, plus `min`/`max` for the template) unless the
 * password passes the merchant's register rule for `password`. No rule: only the schema bounds apply.
 */
async function checkPasswordRule(platform: Platform, merchantId: number, password: string): Promise<void> {
  const rule = await platform.repos.registerRules.find(merchantId, 'password');
  const failed = rule ? checkRule(rule, password) : null;
  if (failed) throw new HttpError(400, 'PASSWORD_RULE', failed.key, { min: failed.min, max: failed.max });
}

/**
 * POST /wps/member/password (token, real accounts only). Order: confirmation (CONFIRM_MISMATCH),
 * password rule (PASSWORD_RULE), old password — required (VALIDATION) and verified
 * (BAD_OLD_PASSWORD) unless the password is temporary or expired —, new ≠ current (SAME_PASSWORD).
 * Success stores the new hash, clears must_change_password and revokes every other session.
 */
export async function changePassword(
  platform: Platform,
  merchant: Merchant,
  memberId: number,
  currentToken: string | null,
  input: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
): Promise<null> {
  const { repos, db } = platform;
  if (input.confirmNewPassword !== input.newPassword) throw apiError('CONFIRM_MISMATCH');
  await checkPasswordRule(platform, merchant.id, input.newPassword);
  const state = await repos.members.passwordState(memberId);
  if (!state) throw apiError('UNAUTHORIZED');
  if (!state.mustChange && !state.expired) {
    if (!input.oldPassword) throw new HttpError(400, 'VALIDATION', MSG_EMPTY, { field: 'oldPassword' });
    if (!(await verifyPassword(input.oldPassword, state.passwordHash))) throw apiError('BAD_OLD_PASSWORD');
  }
  if (await verifyPassword(input.newPassword, state.passwordHash)) throw apiError('SAME_PASSWORD');
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await repos.members.setPassword(memberId, hash, false, tx);
    await repos.sessions.revokeOthers(memberId, currentToken, tx);
  });
  return null;
}

const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%*?';

/** 12 random characters with at least one upper, lower, digit and symbol (UPPER_LOWER_DIGIT_SYMBOL), no look-alikes. */
export function temporaryPassword(length = 12): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * POST /wps/member/password/email (no token; per-IP limit in the route). Order: username rule and
 * e-mail format (VALIDATION), per-username limit (RATE_LIMITED), then the member with both
 * (USER_EMAIL_NOT_FOUND). Success: a temporary password, must_change_password, and an e-mail.
 */
export async function forgotPasswordByEmail(
  platform: Platform,
  merchant: Merchant,
  input: { username: string; email: string },
): Promise<null> {
  const { repos, config, db, rateLimiter } = platform;
  const username = input.username.trim();
  const email = input.email.trim();
  const usernameRule = await repos.registerRules.find(merchant.id, 'username');
  const badUsername = usernameRule ? checkRule(usernameRule, username) : null;
  if (badUsername) throw validation('username', badUsername);
  const emailRule = await repos.registerRules.find(merchant.id, 'email');
  const badEmail = checkRule({ ...(emailRule ?? EMAIL_FALLBACK), acceptedPattern: 'EMAIL' }, email);
  if (badEmail) throw validation('email', badEmail);

  const { limit, windowSeconds } = config.auth.forgotEmailUserRateLimit;
  if (!(await rateLimiter.take(`forgot-email-user:${merchant.id}:${username.toLowerCase()}`, limit, windowSeconds)))
    throw apiError('RATE_LIMITED');

  const member = await repos.members.findByUsernameAndEmail(merchant.id, username, email);
  if (!member) throw apiError('USER_EMAIL_NOT_FOUND');
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  await db.transaction((tx) => repos.members.setPassword(member.id, hash, true, tx));
  await platform.messages.send({
    merchantId: merchant.id,
    channel: 'EMAIL',
    to: email,
    body: `Your temporary password is ${password}. You will be asked to change it when you log in.`,
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
  platform: Platform,
  merchant: Merchant,
  input: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
  ip: string,
): Promise<LoginReply> {
  const { repos, config, db } = platform;
  if (!(await repos.whitelabel.isEnabled(merchant.id, RESET_BY_PHONE_MODULE))) throw apiError('NOT_ENABLED');
  const target = phoneTarget(phoneOrThrow(input.mobileNum, input.countryDialingCode));
  await checkPasswordRule(platform, merchant.id, input.newPassword);
  const memberId = await consumeLoginCode(platform, merchant.id, target, input.verificationCode);
  const member = await repos.members.findById(merchant.id, memberId);
  if (!member) throw verificationError('INVALID_CODE');
  if (member.status === 'NON_MEMBER') throw sessionsError('NON_MEMBER');
  if (member.status !== 'ACTIVE') throw sessionsError('ACCOUNT_LOCKED');

  const hash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await repos.members.setPassword(member.id, hash, false, tx);
    await repos.sessions.revokeOthers(member.id, null, tx);
    const { firstTimeLogin } = await repos.members.recordLogin(member.id, ip, tx);
    const token = await repos.sessions.create(member.id, config.auth.sessionTtlSeconds, ip, tx);
    return { token, firstTimeLogin, passwordExpired: false, member: memberInfoOf(member) };
  });
}
