import type { IpChallenge, IpVerificationMethod, LoginReply } from 'shared-contracts';
import { apiError } from '../../../infra/errors/api-errors';
import { sessionsError } from '../../../modules/sessions/errors';
import { verificationError } from '../../../modules/verification/errors';
import { HttpError } from '../../../infra/errors/http-error';
import { memberInfoOf } from '../../../modules/members/member-info';
import type { VerificationContacts } from '../../../modules/members';
import type { Merchant } from '../../../modules/merchants/merchant-repository';
import type { Platform } from '../platform';
import { phoneTarget } from '../../../modules/verification/phone';
import { checkSmsCode, claimSmsCode, issueSmsCode } from '../verification/legacy-codes';
import type { TicketKey } from './ip-ticket-repository';

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
function codeTarget(c: VerificationContacts, method: Method): string | null {
  if (method === 'MOBILE') {
    return c.mobileDialCode && c.mobileNum ? phoneTarget({ dialCode: c.mobileDialCode, number: c.mobileNum }) : null;
  }
  if (method === 'EMAIL') return c.email ? c.email.trim().toLowerCase() : null;
  return null;
}

/** The methods the member can prove, each with its masked hint. */
export function methodsOf(c: VerificationContacts): IpChallenge['ipVerification']['methods'] {
  const methods: IpChallenge['ipVerification']['methods'] = [];
  if (c.mobileDialCode && c.mobileNum)
    methods.push({ method: 'MOBILE', hint: maskMobile(c.mobileDialCode, c.mobileNum) });
  if (c.email) methods.push({ method: 'EMAIL', hint: maskEmail(c.email) });
  if (c.payeeName?.trim()) methods.push({ method: 'PAYEE_NAME', hint: maskName(c.payeeName) });
  return methods;
}

const unavailable = (method: Method): HttpError =>
  new HttpError(400, 'VALIDATION', `method ${method} is not available for this account`, { field: 'method' });

/**
 * The new-IP check of a username login that passed every other check (SPEC §4): when the merchant's
 * `verify_new_ip` is on and the member has logged in before, but never from `ip`, a ticket (10 min)
 * and the methods the member can prove instead of a session. Null — log in — otherwise, and also
 * when the member has nothing to prove it with (no mobile, e-mail or payee name).
 */
export async function ipChallengeFor(
  platform: Platform,
  merchant: Merchant,
  memberId: number,
  ip: string,
): Promise<IpChallenge | null> {
  const { repos, config } = platform;
  if (!merchant.verifyNewIp) return null;
  const history = await repos.members.ipHistory(memberId, ip);
  if (!history.anyKnown || history.known) return null;
  const contacts = await repos.members.verificationContacts(memberId);
  const methods = contacts ? methodsOf(contacts) : [];
  if (methods.length === 0) return null;
  const ticket = await repos.ipTickets.create(merchant.id, memberId, ip, config.auth.ipTicketTtlSeconds);
  return { ipVerification: { ticket, methods } };
}

const keyOf = (platform: Platform, merchant: Merchant, ticket: string, ip: string): TicketKey => ({
  merchantId: merchant.id,
  ticket,
  ip,
  maxAttempts: platform.config.auth.ipTicketMaxAttempts,
});

/**
 * POST /wps/verification/ip/code: a 6-digit code (purpose IP) to the member's mobile (SMS) or e-mail,
 * throttled per target like SMS login codes (TOO_FAST, SMS_THROTTLED). The ticket must be live and
 * asked for from the IP that logged in (TICKET_INVALID); a method the member lacks is VALIDATION.
 */
export async function sendIpCode(
  platform: Platform,
  merchant: Merchant,
  input: { ticket: string; method: 'MOBILE' | 'EMAIL' },
  ip: string,
): Promise<{ expiredMinutes: number }> {
  const { repos } = platform;
  const ticket = await repos.ipTickets.findLive(keyOf(platform, merchant, input.ticket, ip));
  if (!ticket) throw apiError('TICKET_INVALID');
  const contacts = await repos.members.verificationContacts(ticket.memberId);
  const target = contacts ? codeTarget(contacts, input.method) : null;
  if (!target) throw unavailable(input.method);
  return issueSmsCode(platform, merchant, {
    purpose: 'IP',
    target,
    memberId: ticket.memberId,
    send: true,
    channel: input.method === 'EMAIL' ? 'EMAIL' : 'SMS',
    text: (code) => `Your verification code is ${code}`,
  });
}

/**
 * POST /wps/verification/ip (encrypted): completes the new-IP check. Each answer spends one of the
 * ticket's 5 tries first (then it is burned: TICKET_INVALID, as for an unknown, expired, used ticket
 * or another IP). MOBILE/EMAIL: the newest IP code sent to that target (INVALID_CODE, CODE_EXPIRED);
 * PAYEE_NAME: the member's payee name, trimmed and case-insensitive (INVALID_CODE). Right: the ticket
 * is used, the login recorded (the IP becomes known) and the session opened exactly like a username
 * login — including passwordExpired and the pending security question.
 */
export async function verifyIp(
  platform: Platform,
  merchant: Merchant,
  input: { ticket: string; method: Method; answer: string },
  ip: string,
): Promise<LoginReply> {
  const { repos, db, config } = platform;
  const ticket = await repos.ipTickets.takeAttempt(keyOf(platform, merchant, input.ticket, ip));
  if (!ticket) throw apiError('TICKET_INVALID');
  const contacts = await repos.members.verificationContacts(ticket.memberId);
  if (!contacts) throw apiError('TICKET_INVALID');

  let codeId: number | null = null;
  if (input.method === 'PAYEE_NAME') {
    if (!contacts.payeeName?.trim()) throw unavailable(input.method);
    if (normaliseName(input.answer) !== normaliseName(contacts.payeeName)) throw verificationError('INVALID_CODE');
  } else {
    const target = codeTarget(contacts, input.method);
    if (!target) throw unavailable(input.method);
    const checked = await checkSmsCode(platform, merchant.id, 'IP', target, input.answer, { consume: false });
    if (checked.memberId !== ticket.memberId) throw verificationError('INVALID_CODE');
    codeId = checked.id;
  }

  // The password was checked at login, but the account may have changed in the meantime.
  const member = await repos.members.findById(merchant.id, ticket.memberId);
  if (!member) throw apiError('TICKET_INVALID');
  if (member.status === 'NON_MEMBER') throw sessionsError('NON_MEMBER');
  if (member.status !== 'ACTIVE') throw sessionsError('ACCOUNT_LOCKED');

  return db.transaction(async (tx) => {
    if (!(await repos.ipTickets.claim(ticket.id, tx))) throw apiError('TICKET_INVALID');
    if (codeId !== null) await claimSmsCode(platform, codeId, tx);
    const { firstTimeLogin, passwordExpired } = await repos.members.recordLogin(member.id, ip, tx);
    const token = await repos.sessions.create(member.id, config.auth.sessionTtlSeconds, ip, tx);
    return { token, firstTimeLogin, passwordExpired, member: memberInfoOf(member) };
  });
}
