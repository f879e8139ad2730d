import { isAgentType, type LoginOutcome, type LoginRequest } from 'shared-contracts';
import { apiError } from '../../../infra/errors/api-errors';
import { ipChallengeFor } from '../ip-verification/ip-verification-service';
import { hashPassword, verifyPassword } from '../../../infra/crypto/password';
import type { Merchant } from '../../../modules/merchants/merchant-repository';
import type { Platform } from '../platform';
import { smsLogin } from '../verification/sms-login-service';
import { memberInfoOf } from '../../../modules/members/member-info';

export { memberInfoOf };

// Verified against when the username is unknown, so both failures cost one scrypt.
let dummyHash: Promise<string> | null = null;
const dummy = (): Promise<string> => (dummyHash ??= hashPassword('not-a-password'));

/**
 * Username/password login (SPEC §4 login flow, §5 rules). Order: SMS logins handed to smsLogin, bot
 * check, captcha when one is required (SMS logins go to smsLogin instead), credentials, account status, agent-only;
 * then the new-IP check (an IpChallenge instead of a session) or the session.
 * Every refusal throws a catalogued HttpError.
 */
export async function login(
  platform: Platform,
  merchant: Merchant,
  input: LoginRequest,
  ip: string,
): Promise<LoginOutcome> {
  const { repos, botCheck, config } = platform;
  const policy = config.auth;
  if (input.type === 'sms') return smsLogin(platform, merchant, input, ip);
  if (!(await botCheck.verify(merchant.id, input.botCheck?.altcha))) throw apiError('BOT_CHECK_FAILED');

  const subject = { merchantId: merchant.id, username: input.username, ip };
  const captchaNeeded = (f: { username: number; ip: number }) =>
    f.username >= policy.captchaAfterUsernameFailures || f.ip >= policy.captchaAfterIpFailures;
  if (captchaNeeded(await repos.loginAttempts.failures(subject, policy.failureMemorySeconds))) {
    if (!input.captcha || !input.captchaKey) throw apiError('CAPTCHA_REQUIRED');
    if (!(await repos.captchas.check(merchant.id, input.captchaKey, input.captcha))) throw apiError('CAPTCHA_INVALID');
  }

  const member = await repos.members.findByUsername(merchant.id, input.username);
  const passwordOk = await verifyPassword(input.password, member?.passwordHash ?? (await dummy()));
  if (!member || !passwordOk) {
    const after = await repos.loginAttempts.recordFailure(subject, policy.failureMemorySeconds);
    throw apiError(captchaNeeded(after) ? 'BAD_CREDENTIALS_CAPTCHA' : 'BAD_CREDENTIALS');
  }
  // Only someone who knows the password learns the account's state.
  if (member.status === 'NON_MEMBER') throw apiError('NON_MEMBER');
  if (member.status !== 'ACTIVE') throw apiError('ACCOUNT_LOCKED');
  if (input.agentOnly && !isAgentType(member.type)) throw apiError('NOT_AGENT');

  // SPEC §4: an IP the member never logged in from needs a code or the payee name first.
  const challenge = await ipChallengeFor(platform, merchant, member.id, ip);
  if (challenge) {
    await repos.loginAttempts.clear(subject);
    return challenge;
  }

  return platform.db.transaction(async (tx) => {
    await repos.loginAttempts.clear(subject, tx);
    const { firstTimeLogin, passwordExpired } = await repos.members.recordLogin(member.id, ip, tx);
    const token = await repos.sessions.create(member.id, policy.sessionTtlSeconds, ip, tx);
    return { token, firstTimeLogin, passwordExpired, member: memberInfoOf(member) };
  });
}
