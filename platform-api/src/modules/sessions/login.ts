import { isAgentType, type IpChallenge, type LoginOutcome, type LoginReply, type LoginRequest } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import { hashPassword, verifyPassword } from '../../infra/crypto/password';
import type { Db } from '../../infra/db';
import type { Member, MembersService } from '../members';
import type { Merchant } from '../merchants';
import { sessionsError } from './errors';
import type { LoginAttemptRepository } from './login-attempt-repository';

/** What the login flow asks of the modules around it (anti-bot, security, verification). */
export interface LoginChecks {
  /** Refuses (BOT_CHECK_FAILED) unless the ALTCHA solution is valid and unused. */
  requireBotCheck(merchantId: number, altcha: string | undefined): Promise<void>;
  /** Refuses (CAPTCHA_REQUIRED, CAPTCHA_INVALID) unless the captcha text matches its key (spent either way). */
  requireCaptcha(merchantId: number, key: string | undefined, text: string | undefined): Promise<void>;
  /** The member a `type: 'sms'` login proves (its mobile number and the newest LOGIN code), or its refusal. */
  smsLoginMember(merchant: Merchant, input: LoginRequest): Promise<Member>;
  /** MOBILENUMPASSREG3: the member whose mobile number a username login names (no such username), or null. */
  mobilePasswordMember(merchant: Merchant, input: LoginRequest): Promise<Member | null>;
}

/** What modules built on sessions add to every login (the security module: the new-IP check). */
export interface LoginHooks {
  /** SPEC §4: the new-IP challenge when the member logs in from an IP it never used, else null. */
  ipChallenge(merchant: Merchant, memberId: number, ip: string): Promise<IpChallenge | null>;
  /** Called in the transaction of every session opened for a login from `ip`. */
  rememberIp(memberId: number, ip: string, tx: Db): Promise<void>;
  /**
   * SPEC §4: whether a new session of the member must wait for the security answer (the member has
   * one, in a merchant that uses security questions). Asked for every session opened.
   */
  securityAnswerDue(memberId: number, tx: Db): Promise<boolean>;
}

/**
 * A check another module adds to every way in (`sessions.useLoginGate`): it throws a DomainError to
 * refuse the member a session (responsible gaming: SELF_EXCLUDED).
 */
export type LoginGate = (memberId: number, tx?: Db) => Promise<void>;

export interface LoginDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  members: MembersService;
  /** Opens a login's session (and runs the rememberIp hook). */
  openSession: (memberId: number, ip: string, tx: Db) => Promise<string>;
  /** Records a username login and opens its session, flagged must-change when the password must change. */
  openPasswordLogin: (
    merchant: Merchant,
    memberId: number,
    ip: string,
    tx: Db,
  ) => Promise<{ token: string; firstTimeLogin: boolean; passwordExpired: boolean }>;
  attempts: LoginAttemptRepository;
  checks: LoginChecks;
  hooks: LoginHooks;
  /** Runs every login gate (before the new-IP check; every session opened runs them again). */
  gates: LoginGate;
}

// Verified against when the username is unknown, so both failures cost one scrypt.
let dummyHash: Promise<string> | null = null;
const dummy = (): Promise<string> => (dummyHash ??= hashPassword('not-a-password'));

/** NON_MEMBER or ACCOUNT_LOCKED unless the member may log in (after its credentials were proven). */
export function assertCanLogIn(member: Pick<Member, 'status'>): void {
  if (member.status === 'NON_MEMBER') throw sessionsError('NON_MEMBER');
  if (member.status !== 'ACTIVE') throw sessionsError('ACCOUNT_LOCKED');
}

/**
 * Username/password login (SPEC §4 login flow, §5 rules). Order: SMS logins handed to smsLogin, bot
 * check, captcha when one is required, credentials, account status, agent-only; then the new-IP
 * check (an IpChallenge instead of a session) or the session. Every refusal throws a DomainError.
 */
export async function login(
  deps: LoginDeps,
  merchant: Merchant,
  input: LoginRequest,
  ip: string,
): Promise<LoginOutcome> {
  const { db, config, members, openPasswordLogin, attempts, checks, hooks, gates } = deps;
  const policy = config.auth;
  if (input.type === 'sms') return smsLogin(deps, merchant, input, ip);
  await checks.requireBotCheck(merchant.id, input.botCheck?.altcha);

  const subject = { merchantId: merchant.id, username: input.username, ip };
  const captchaNeeded = (f: { username: number; ip: number }) =>
    f.username >= policy.captchaAfterUsernameFailures || f.ip >= policy.captchaAfterIpFailures;
  if (captchaNeeded(await attempts.failures(subject, policy.failureMemorySeconds)))
    await checks.requireCaptcha(merchant.id, input.captchaKey, input.captcha);

  // A member registered by mobile number with a password (MOBILENUMPASSREG3) also signs in with that number.
  const member =
    (await members.findByUsername(merchant.id, input.username)) ?? (await checks.mobilePasswordMember(merchant, input));
  const passwordOk = await verifyPassword(input.password, member?.passwordHash ?? (await dummy()));
  if (!member || !passwordOk) {
    const after = await attempts.recordFailure(subject, policy.failureMemorySeconds);
    throw sessionsError(captchaNeeded(after) ? 'BAD_CREDENTIALS_CAPTCHA' : 'BAD_CREDENTIALS');
  }
  // Only someone who knows the password learns the account's state.
  assertCanLogIn(member);
  if (input.agentOnly && !isAgentType(member.type)) throw sessionsError('NOT_AGENT');
  // Refused before the new-IP check, not after the player has answered it.
  await gates(member.id);

  // SPEC §4: an IP the member never logged in from needs a code or the payee name first.
  const challenge = await hooks.ipChallenge(merchant, member.id, ip);
  if (challenge) {
    await attempts.clear(subject);
    return challenge;
  }

  return db.transaction(async (tx) => {
    await attempts.clear(subject, tx);
    return { ...(await openPasswordLogin(merchant, member.id, ip, tx)), member: members.info(member) };
  });
}

/**
 * SMS login (`type: 'sms'`, no bot check, SPEC §4): the verification module proves the member by
 * its code; then account status, agent-only, the login gates and the session. `passwordExpired` is
 * always false (no forced change after an SMS login).
 */
async function smsLogin(
  { db, members, openSession, checks, gates }: LoginDeps,
  merchant: Merchant,
  input: LoginRequest,
  ip: string,
): Promise<LoginReply> {
  const member = await checks.smsLoginMember(merchant, input);
  assertCanLogIn(member);
  if (input.agentOnly && !isAgentType(member.type)) throw sessionsError('NOT_AGENT');
  await gates(member.id);
  return db.transaction(async (tx) => {
    const { firstTimeLogin } = await members.recordLogin(member.id, ip, merchant, tx);
    const token = await openSession(member.id, ip, tx);
    return { token, firstTimeLogin, passwordExpired: false, member: members.info(member) };
  });
}
