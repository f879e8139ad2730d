import type { IpChallenge, LoginReply, SecurityConfig, SecurityQuestion, TotpStatus } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import type { InboxService } from '../inbox';
import type { MembersService } from '../members';
import type { Merchant, MerchantsService } from '../merchants';
import type { PasswordsService } from '../passwords';
import type { SessionsService } from '../sessions';
import type { VerificationService } from '../verification';
import { createIpTicketRepository } from './ip-ticket-repository';
import { ipChallengeFor, sendIpCode, verifyIp, type IpCheckDeps } from './ip-verification';
import { createKnownIpRepository } from './known-ip-repository';
import { disableTotp, enableTotp, setUpTotp, totpStatus, type TotpDeps } from './member-totp';
import { createQuestionAdmin } from './question-admin';
import { createSecurityQuestionRepository } from './security-question-repository';
import { createTotpRepository } from './totp-repository';
import {
  customerQuestion,
  securityConfig,
  setCustomerQuestion,
  verifyAnswer,
  type QuestionDeps,
} from './security-questions';

/** New-IP tickets are kept an hour past their expiry. */
const TICKET_KEEP_SECONDS = 3600;

export interface SecurityDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  merchants: Pick<MerchantsService, 'isEnabled' | 'findById'>;
  members: MembersService;
  sessions: SessionsService;
  verification: VerificationService;
  passwords: Pick<PasswordsService, 'requireCurrent'>;
  inbox: Pick<InboxService, 'send'>;
  /** The key that seals players' authenticator secrets (as operators'). */
  secretsKey: string;
}

/**
 * The security domain: security questions and answers (security_questions,
 * member_security_answers), the IPs members log in from (member_known_ips) and the new-IP check's
 * tickets (ip_verification_tickets), players' two-step sign-in (member_totp, member_totp_recovery_codes).
 */
export function createSecurityService({
  db,
  config,
  merchants,
  members,
  sessions,
  verification,
  passwords,
  inbox,
  secretsKey,
}: SecurityDeps) {
  const questions = createSecurityQuestionRepository(db);
  const tickets = createIpTicketRepository(db);
  const knownIps = createKnownIpRepository(db);
  const q: QuestionDeps = { merchants, members, sessions, passwords, questions };
  const t: TotpDeps = { db, secretsKey, totp: createTotpRepository(db), members, inbox, verification };
  const ipDeps: IpCheckDeps = { db, config, members, sessions, verification, tickets, knownIps, totp: t };

  return {
    /** GET /wps/v2/member/securityConfig. */
    config: (merchant: Merchant, memberId: number): Promise<SecurityConfig> => securityConfig(q, merchant, memberId),
    /** The console's security questions of a brand (list, add, change, a new brand's). */
    questionAdmin: createQuestionAdmin(questions),
    /** GET /wps/v2/member/securityQuestions: the merchant's questions. */
    questions: (merchantId: number): Promise<SecurityQuestion[]> => questions.list(merchantId),
    /** GET /wps/v2/member/customerSecurityQuestions: the member's question (never the answer), or null. */
    customerQuestion: (memberId: number): Promise<SecurityQuestion | null> => customerQuestion(q, memberId),
    /** POST /wps/v2/member/customerSecurityQuestions. */
    setCustomerQuestion: (merchant: Merchant, memberId: number, input: Parameters<typeof setCustomerQuestion>[3]) =>
      setCustomerQuestion(q, merchant, memberId, input),
    /** POST /wps/v2/member/customerSecurityQuestions/verify: a wrong answer revokes the session. */
    verifyAnswer: (
      merchant: Merchant,
      memberId: number,
      token: string,
      input: { questionId: number; answer: string },
    ) => verifyAnswer(q, merchant, memberId, token, input),
    /** The new-IP challenge of a login from an IP the member never used, or null (the sessions login hook). */
    ipChallenge: (merchant: Merchant, memberId: number, ip: string): Promise<IpChallenge | null> =>
      ipChallengeFor(ipDeps, merchant, memberId, ip),
    /** Whether a new session of the member waits for the security answer (the sessions hook, SPEC §4). */
    async answerDue(memberId: number, tx?: Db): Promise<boolean> {
      const merchantId = await questions.answerMerchant(memberId, tx);
      return merchantId !== null && ((await merchants.findById(merchantId, tx))?.securityQuestionsEnabled ?? false);
    },
    /** Remembers an IP the member logged in from (the sessions login hook). */
    rememberIp: (memberId: number, ip: string, tx?: Db): Promise<void> => knownIps.remember(memberId, ip, tx),
    /** Members who logged in from this IP (the back office's search; any merchant). */
    membersFromIp: (ip: string): Promise<number[]> => knownIps.membersFrom(ip),
    /** The member's login IPs and who else logged in from them (the back office's linked accounts). */
    sharedIps: (memberId: number) => knownIps.shared(memberId),
    /** Forgets the member's security question (an operator's reset): the next one is set after login. */
    resetQuestion: (memberId: number, tx?: Db): Promise<boolean> => questions.clearAnswer(memberId, tx),
    /** POST /wps/verification/ip/code. */
    sendIpCode: (merchant: Merchant, input: Parameters<typeof sendIpCode>[2], ip: string, lang?: string) =>
      sendIpCode(ipDeps, merchant, input, ip, lang),
    /** POST /wps/verification/ip: the answer to the new-IP check, and a session. */
    verifyIp: (merchant: Merchant, input: Parameters<typeof verifyIp>[2], ip: string): Promise<LoginReply> =>
      verifyIp(ipDeps, merchant, input, ip),
    /** GET /wps/v2/member/totp: two-step sign-in on or off, recovery codes left. */
    totpStatus: (memberId: number): Promise<TotpStatus> => totpStatus(t, memberId),
    /** POST /wps/v2/member/totp/setup: a new secret to confirm. */
    setUpTotp: (merchant: Merchant, memberId: number) => setUpTotp(t, merchant, memberId),
    /** POST /wps/v2/member/totp/enable: confirmed by a code; the recovery codes (once). */
    enableTotp: (memberId: number, code: string) => enableTotp(t, memberId, code),
    /** POST /wps/v2/member/totp/disable: a code or a recovery code. */
    disableTotp: (memberId: number, code: string) => disableTotp(t, memberId, code),
    /** Housekeeping: tickets an hour past expiry. */
    prune: (): Promise<void> => tickets.prune(TICKET_KEEP_SECONDS),
  };
}
export type SecurityService = ReturnType<typeof createSecurityService>;
