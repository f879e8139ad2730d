import type {
  EncryptedPayload,
  Handover,
  HandoverSession,
  LoginOutcome,
  LoginReply,
  LoginRequest,
} from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import type { Member, MembersService } from '../members';
import { merchantsError, type Merchant, type MerchantsService } from '../merchants';
import { loginFreePlay } from './free-play';
import { createHandovers } from './handover';
import { createHandoverRepository } from './handover-repository';
import { createLoginAttemptRepository } from './login-attempt-repository';
import { assertCanLogIn, login, type LoginChecks, type LoginGate, type LoginHooks } from './login';
import { createNonceRepository } from './nonce-repository';
import { createSessionRepository, type ActiveSession, type VerifyClaim } from './session-repository';

/** Whitelabel module: an expired (too old) password must be changed at a username login (SPEC §3, §4). */
export const PASSWORD_EXPIRY_MODULE = 'PWDEXPFORCECHANGE3';

/** Days an expired or revoked session row is kept (for support look-ups) before it is deleted. */
const SESSION_KEEP_DAYS = 7;

export interface SessionsDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  merchants: MerchantsService;
  members: MembersService;
  /** The login flow's checks owned by other domains (bot check, captcha, SMS login). */
  checks: LoginChecks;
}

/**
 * The sessions domain: session tokens (sessions), failed-login counters (login_attempts), spent
 * free-play nonces (used_nonces) and hand-over codes (session_handovers); the password login, free play,
 * logout and the session hand-over. Every other way in
 * (SMS, new-IP ticket, registration, social, password reset) opens its session here.
 */
export function createSessionsService({ db, config, merchants, members, checks }: SessionsDeps) {
  const sessions = createSessionRepository(db);
  const attempts = createLoginAttemptRepository(db);
  const nonces = createNonceRepository(db);
  const handoverCodes = createHandoverRepository(db);
  // Set by the security module (which builds on sessions): no new-IP check or security answer until then.
  const hooks: LoginHooks = {
    ipChallenge: async () => null,
    rememberIp: async () => undefined,
    securityAnswerDue: async () => false,
  };
  // Added by modules built on sessions (responsible gaming: no session while self-excluded).
  const loginGates: LoginGate[] = [];
  const gates: LoginGate = async (memberId, tx) => {
    for (const gate of loginGates) await gate(memberId, tx);
  };
  // A suspended brand's players cannot sign in (every way in), and their sessions stop answering (findActive).
  loginGates.push(async (memberId, tx) => {
    const member = await members.findActiveById(memberId, tx);
    const merchant = member && (await merchants.findById(member.merchantId, tx));
    if (merchant?.suspended) throw merchantsError('BRAND_SUSPENDED');
  });
  /**
   * Every session: refused by a login gate, pending while a security answer is due (SPEC §4; every way
   * in — password, SMS, new-IP ticket, registration, social, password reset — comes here).
   */
  const createSession = async (memberId: number, ttlSeconds: number, ip: string | null, tx: Db = db) => {
    await gates(memberId, tx);
    return sessions.create(memberId, ttlSeconds, ip, await hooks.securityAnswerDue(memberId, tx), tx);
  };
  /** Every login's session: the configured lifetime, and the IP remembered for the new-IP check. */
  const openSession = async (memberId: number, ip: string, tx?: Db): Promise<string> => {
    const run = async (t: Db) => {
      await hooks.rememberIp(memberId, ip, t);
      return createSession(memberId, config.auth.sessionTtlSeconds, ip, t);
    };
    return tx ? run(tx) : db.transaction(run);
  };
  /** The live session of a token whose member is ACTIVE, with the member; pending only while the merchant uses security questions. */
  const handovers = createHandovers({ db, config, members, sessions, handovers: handoverCodes, gates });
  const findActive = async (token: string): Promise<ActiveSession | null> => {
    const live = await sessions.findLive(token);
    const member = live && (await members.findActiveById(live.memberId));
    const merchant = member && (await merchants.findById(member.merchantId));
    if (!live || !member || !merchant || merchant.suspended) return null;
    const { id: memberId, merchantId, type, username, nickname } = member;
    const pending = live.pendingVerification && merchant.securityQuestionsEnabled;
    const { mustChangePassword } = live;
    return { sessionId: Number(live.id), memberId, merchantId, type, username, nickname, pending, mustChangePassword };
  };

  /**
   * A username login's session (the password form, or its new-IP check): records the login, opens the session
   * and flags it must-change when the password is temporary, or expired while PWDEXPFORCECHANGE3 is on (SPEC §4);
   * `passwordExpired` answers exactly that flag.
   */
  const openPasswordLogin = async (merchant: Merchant, memberId: number, ip: string, tx: Db) => {
    const record = await members.recordLogin(memberId, ip, merchant, tx);
    const forced =
      record.temporaryPassword ||
      (record.passwordExpired && (await merchants.isEnabled(merchant.id, PASSWORD_EXPIRY_MODULE, tx)));
    const token = await openSession(memberId, ip, tx);
    if (forced) await sessions.setMustChangePassword(token, true, tx);
    return { token, firstTimeLogin: record.firstTimeLogin, passwordExpired: forced };
  };

  return {
    /** Opens a session of `ttlSeconds` and returns its token (pending when a security answer is due). */
    create: (memberId: number, ttlSeconds: number, ip: string | null = null, tx?: Db): Promise<string> =>
      createSession(memberId, ttlSeconds, ip, tx),
    /** Opens the session of a login from `ip` (configured lifetime; the IP remembered as the member's). */
    open: openSession,
    openPasswordLogin,
    /** The password was changed: the session of `token` is no longer limited to the change. */
    passwordChanged: (token: string, tx?: Db): Promise<void> => sessions.setMustChangePassword(token, false, tx),
    /** The security module's part of every login (the new-IP check, remembering IPs). */
    useLoginHooks: (h: LoginHooks): void => void Object.assign(hooks, h),
    /** Adds a check every login and every new session must pass (it throws the refusal). */
    useLoginGate: (gate: LoginGate): void => void loginGates.push(gate),
    /** The live session of a token whose member is ACTIVE, or null (the auth guards). */
    findActive,
    /** Counts one security-answer try of a live session (null: the session is gone). */
    claimVerifyAttempt: (token: string): Promise<VerifyClaim | null> => sessions.claimVerifyAttempt(token),
    /** Ends the pending state of a live session; false when it is not live. */
    markVerified: (token: string): Promise<boolean> => sessions.markVerified(token),
    /** Logout: revokes a token; false when it was not live. */
    revoke: (token: string): Promise<boolean> => sessions.revoke(token),
    /** Revokes the member's other live sessions (all when keepToken is null); returns how many. */
    revokeOthers: (memberId: number, keepToken: string | null, tx?: Db): Promise<number> =>
      sessions.revokeOthers(memberId, keepToken, tx),
    /** A page of the member's logins (IP, time) newest first, kept SESSION_KEEP_DAYS after they end (the back office). */
    logins: (memberId: number, page: { limit: number; offset: number }) => sessions.logins(memberId, page),
    /** NON_MEMBER or ACCOUNT_LOCKED unless the member may log in. */
    assertCanLogIn: (member: Pick<Member, 'status'>): void => assertCanLogIn(member),
    /** POST /wps/session/login: a session (its browser noted), an IP challenge, or a refusal. */
    async login(merchant: Merchant, input: LoginRequest, ip: string, userAgent?: string): Promise<LoginOutcome> {
      const outcome = await login(
        { db, config, members, openSession, openPasswordLogin, attempts, checks, hooks, gates },
        merchant,
        input,
        ip,
      );
      if ('token' in outcome && userAgent) await sessions.setUserAgent(outcome.token, userAgent);
      return outcome;
    },
    /** Notes the browser of a session a login just opened (the back office's login history). */
    noteUserAgent: (token: string, userAgent: string): Promise<void> => sessions.setUserAgent(token, userAgent),
    /** POST /wps/session/login/freeplay: a new trial member and its session. */
    freePlay: (merchant: Merchant, nonce: EncryptedPayload, ip: string): Promise<LoginReply> =>
      loginFreePlay({ db, config, merchants, members, openSession, nonces }, merchant, nonce, ip),
    /** A single-use hand-over code for the live session of `token` (SPEC §4; `movesSession`: the social landing). */
    issueHandover: (token: string, merchantId: number, movesSession = false, tx?: Db): Promise<Handover> =>
      handovers.issue(token, merchantId, movesSession, tx),
    /** Exchanges a hand-over code of this merchant, once, for a session of its member (HANDOVER_INVALID otherwise). */
    exchangeHandover: (merchant: Merchant, code: string, ip: string): Promise<HandoverSession> =>
      handovers.exchange(merchant, code, ip),
    /** Housekeeping: old sessions, forgotten login failures, expired free-play nonces and hand-over codes. */
    async prune(): Promise<void> {
      await attempts.prune(config.auth.failureMemorySeconds);
      await handoverCodes.prune();
      await sessions.prune(SESSION_KEEP_DAYS);
      await nonces.prune();
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
