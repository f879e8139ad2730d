import type { IpChallenge, IpVerificationMethod, LoginReply } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import { invalidField } from '../../infra/errors/common-errors';
import type { DomainError } from '../../infra/errors/domain-error';
import type { MembersService, VerificationContacts } from '../members';
import type { Merchant } from '../merchants';
import type { SessionsService } from '../sessions';
import type { VerificationService } from '../verification';
import { IP_CODE_TEXT } from './code-texts';
import { securityError } from './errors';
import type { IpTicketRepository, TicketKey } from './ip-ticket-repository';
import type { KnownIpRepository } from './known-ip-repository';
import { checkSecondFactor, enabledTotp, type TotpDeps } from './member-totp';

/** What the new-IP check needs. */
export interface IpCheckDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  members: MembersService;
  sessions: Pick<SessionsService, 'openPasswordLogin' | 'assertCanLogIn'>;
  verification: Pick<VerificationService, 'target' | 'issueCode' | 'checkCode' | 'claimCode' | 'invalidCode'>;
  tickets: IpTicketRepository;
  knownIps: KnownIpRepository;
  /** Players' two-step sign-in: its codes (or a recovery code) pass the check too. */
  totp: Pick<TotpDeps, 'secretsKey' | 'totp'>;
}

type Method = IpVerificationMethod;

/** '+84 98****321': dial code, the first and last digits of the number. */
export function maskMobile(dialCode: string, num: string): string {
  const [head, tail] = num.length >= 9 ? [2, 3] : [1, 2];
  return `+${dialCode} ${num.slice(0, head)}****${num.slice(-tail)}`;
}

/** 'd***@demo-casino.example.com': the first character of the local part and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** 'D*** T***': the first letter of each word. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((w) => `${[...w][0] ?? ''}***`)
    .join(' ');
}

/** Payee names are compared trimmed, with runs of spaces as one, case-insensitively. */
const normaliseName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Where a code for `method` goes (`+<dial><number>` or the lower-cased e-mail), or null when the member has none. */
function codeTarget(verification: IpCheckDeps['verification'], c: VerificationContacts, method: Method): string | null {
  if (method === 'MOBILE') {
    return c.mobileDialCode && c.mobileNum
      ? verification.target({ dialCode: c.mobileDialCode, number: c.mobileNum })
      : null;
  }
  if (method === 'EMAIL') return c.email ? c.email.trim().toLowerCase() : null;
  return null;
}

/** The methods the member can prove, each with its masked hint; the authenticator app first when it is on. */
export function methodsOf(c: VerificationContacts, authenticator = false): IpChallenge['ipVerification']['methods'] {
  const methods: IpChallenge['ipVerification']['methods'] = [];
  if (authenticator) methods.push({ method: 'AUTHENTICATOR', hint: '' });
  if (c.mobileDialCode && c.mobileNum)
    methods.push({ method: 'MOBILE', hint: maskMobile(c.mobileDialCode, c.mobileNum) });
  if (c.email) methods.push({ method: 'EMAIL', hint: maskEmail(c.email) });
  if (c.payeeName?.trim()) methods.push({ method: 'PAYEE_NAME', hint: maskName(c.payeeName) });
  return methods;
}

const unavailable = (method: Method): DomainError =>
  invalidField('method', `method ${method} is not available for this account`);

/**
 * The new-IP check of a username login that passed every other check (SPEC §4): when the merchant's
 * `verify_new_ip` is on and the member has logged in before, but never from `ip`, a ticket (10 min)
 * and the methods the member can prove instead of a session. Null — log in — otherwise, and also
 * when the member has nothing to prove it with (no authenticator app, mobile, e-mail or payee name).
 */
export async function ipChallengeFor(
  { config, members, tickets, knownIps, totp }: IpCheckDeps,
  merchant: Merchant,
  memberId: number,
  ip: string,
): Promise<IpChallenge | null> {
  if (!merchant.verifyNewIp) return null;
  const history = await knownIps.history(memberId, ip);
  if (!history.anyKnown || history.known) return null;
  const contacts = await members.verificationContacts(memberId);
  const authenticator = (await enabledTotp(totp, memberId)) !== null;
  const methods = contacts ? methodsOf(contacts, authenticator) : [];
  if (methods.length === 0) return null;
  const ticket = await tickets.create(merchant.id, memberId, ip, config.auth.ipTicketTtlSeconds);
  return { ipVerification: { ticket, methods } };
}

const keyOf = (deps: IpCheckDeps, merchant: Merchant, ticket: string, ip: string): TicketKey => ({
  merchantId: merchant.id,
  ticket,
  ip,
  maxAttempts: deps.config.auth.ipTicketMaxAttempts,
});

/**
 * POST /wps/verification/ip/code: a 6-digit code (purpose IP) to the member's mobile (SMS) or e-mail,
 * throttled per target like SMS login codes (TOO_FAST, SMS_THROTTLED). The ticket must be live and
 * asked for from the IP that logged in (TICKET_INVALID); a method the member lacks is VALIDATION.
 */
export async function sendIpCode(
  deps: IpCheckDeps,
  merchant: Merchant,
  input: { ticket: string; method: 'MOBILE' | 'EMAIL' },
  ip: string,
  lang?: string,
): Promise<{ expiredMinutes: number }> {
  const { members, tickets, verification } = deps;
  const ticket = await tickets.findLive(keyOf(deps, merchant, input.ticket, ip));
  if (!ticket) throw securityError('TICKET_INVALID');
  const contacts = await members.verificationContacts(ticket.memberId);
  const target = contacts ? codeTarget(verification, contacts, input.method) : null;
  if (!target) throw unavailable(input.method);
  return verification.issueCode(merchant, {
    purpose: 'IP',
    target,
    memberId: ticket.memberId,
    ip,
    send: true,
    channel: input.method === 'EMAIL' ? 'EMAIL' : 'SMS',
    text: IP_CODE_TEXT,
    lang,
  });
}

/**
 * POST /wps/verification/ip (encrypted): completes the new-IP check. Each answer spends one of the
 * ticket's 5 tries first (then it is burned: TICKET_INVALID, as for an unknown, expired, used ticket
 * or another IP). MOBILE/EMAIL: the newest IP code sent to that target (INVALID_CODE, CODE_EXPIRED);
 * PAYEE_NAME: the member's payee name, trimmed and case-insensitive (INVALID_CODE); AUTHENTICATOR: a code of
 * the member's authenticator app (each once) or an unused recovery code, used up (INVALID_CODE). Right: the ticket
 * is used, the login recorded (the IP becomes known) and the session opened exactly like a username
 * login — including passwordExpired and the pending security question.
 */
export async function verifyIp(
  deps: IpCheckDeps,
  merchant: Merchant,
  input: { ticket: string; method: Method; answer: string },
  ip: string,
): Promise<LoginReply> {
  const { db, members, sessions, tickets, verification } = deps;
  const ticket = await tickets.takeAttempt(keyOf(deps, merchant, input.ticket, ip));
  if (!ticket) throw securityError('TICKET_INVALID');
  const contacts = await members.verificationContacts(ticket.memberId);
  if (!contacts) throw securityError('TICKET_INVALID');

  let codeId: number | null = null;
  const authenticator = input.method === 'AUTHENTICATOR' ? await enabledTotp(deps.totp, ticket.memberId) : null;
  if (input.method === 'AUTHENTICATOR') {
    if (!authenticator) throw unavailable(input.method);
  } else if (input.method === 'PAYEE_NAME') {
    if (!contacts.payeeName?.trim()) throw unavailable(input.method);
    if (normaliseName(input.answer) !== normaliseName(contacts.payeeName)) throw verification.invalidCode();
  } else {
    const target = codeTarget(verification, contacts, input.method);
    if (!target) throw unavailable(input.method);
    const checked = await verification.checkCode(merchant.id, 'IP', target, input.answer, { consume: false });
    if (checked.memberId !== ticket.memberId) throw verification.invalidCode();
    codeId = checked.id;
  }

  // The password was checked at login, but the account may have changed in the meantime.
  const member = await members.findById(merchant.id, ticket.memberId);
  if (!member) throw securityError('TICKET_INVALID');
  sessions.assertCanLogIn(member);

  return db.transaction(async (tx) => {
    if (!(await tickets.claim(ticket.id, tx))) throw securityError('TICKET_INVALID');
    if (codeId !== null) await verification.claimCode(codeId, tx);
    // The code's step (or the recovery code) is used in the login's transaction: a failure below gives it back.
    if (authenticator && !(await checkSecondFactor(deps.totp, ticket.memberId, authenticator, input.answer, tx)))
      throw verification.invalidCode();
    return { ...(await sessions.openPasswordLogin(merchant, member.id, ip, tx)), member: members.info(member) };
  });
}
