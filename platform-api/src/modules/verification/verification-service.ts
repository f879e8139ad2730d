import type { FastifyBaseLogger } from 'fastify';
import type { LoginRequest, PhoneDigits } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import type { DomainError } from '../../infra/errors/domain-error';
import type { MessageProvider } from '../../infra/messages/message-provider';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { AntiBotService } from '../anti-bot';
import type { Member, MembersService } from '../members';
import type { Merchant, MerchantsService } from '../merchants';
import { verificationError } from './errors';
import {
  memberByLoginCode,
  mobilePasswordMember,
  requestSmsLoginCode,
  smsLoginMember,
  type LoginCodeDeps,
} from './login-codes';
import { phoneOrThrow, phoneTarget, type Phone } from './phone';
import { createSmsBudgetAlert, type SmsBudgetListener } from './sms-caps';
import { checkSmsCode, claimSmsCode, issueSmsCode, type CheckedCode, type CodeRequest } from './sms-codes';
import { createVerificationCodeRepository, type CodePurpose } from './verification-code-repository';

/** Codes are kept this long after they were sent (the daily SMS caps look back a day). */
const CODE_KEEP_SECONDS = 25 * 3600;

export interface VerificationDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  merchants: Pick<MerchantsService, 'isEnabled' | 'secret'>;
  members: Pick<MembersService, 'findByMobile' | 'findById' | 'language'>;
  antiBot: Pick<AntiBotService, 'requireBotCheck'>;
  messages: MessageProvider;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
}

/**
 * The verification domain: mobile numbers and one-time codes (verification_codes) sent by SMS or
 * e-mail for SMS login, password reset by phone, registration and the new-IP check.
 */
export function createVerificationService(d: VerificationDeps) {
  const { db, config, merchants, members, antiBot, messages } = d;
  const codes = createVerificationCodeRepository(db);
  const budget = createSmsBudgetAlert(d.rateLimiter, d.log);
  const deps: LoginCodeDeps = {
    db,
    config,
    codes,
    secret: (merchantId) => merchants.secret(merchantId, 'sms_code_hmac'),
    messages,
    memberLanguage: (memberId) => members.language(memberId),
    merchants,
    members,
    antiBot,
    budget,
  };

  return {
    /** The number normalised (dial code without '+', no leading 0) with the merchant's digit count, or INVALID_PHONE. */
    phone: (mobileNum: string, countryDialingCode: string, digits?: PhoneDigits): Phone =>
      phoneOrThrow(mobileNum, countryDialingCode, digits),
    /** `+<dial code><number>`: the SMS recipient and the code's target. */
    target: (phone: Phone): string => phoneTarget(phone),
    /** Records a code request (TOO_FAST, SMS_THROTTLED) and, when `send`, stores and sends the code. */
    issueCode: (merchant: Merchant, req: CodeRequest): Promise<{ expiredMinutes: number }> =>
      issueSmsCode(deps, merchant, req),
    /** Checks the newest code of (purpose, target): INVALID_CODE, CODE_EXPIRED; `consume` spends it at once. */
    checkCode: (
      merchantId: number,
      purpose: CodePurpose,
      target: string,
      code: string,
      opts: { consume: boolean },
    ): Promise<CheckedCode> => checkSmsCode(deps, merchantId, purpose, target, code, opts),
    /** Spends a code checked without `consume`, in the caller's transaction (INVALID_CODE when used meanwhile). */
    claimCode: (id: number, tx: Db): Promise<void> => claimSmsCode(codes, id, tx),
    /** POST /wps/verification/sms/noLogin. */
    requestLoginCode: (
      merchant: Merchant,
      input: Parameters<typeof requestSmsLoginCode>[2],
      ip: string,
      lang?: string,
    ) => requestSmsLoginCode(deps, merchant, input, ip, lang),
    /** Calls `listener` when a merchant's daily SMS budget is reached (at most once per merchant and day). */
    onSmsBudgetReached: (listener: SmsBudgetListener): void => budget.listen(listener),
    /** The member of the newest LOGIN code of `target` (spent), or INVALID_CODE / CODE_EXPIRED. */
    memberByLoginCode: (merchantId: number, target: string, code: string): Promise<Member> =>
      memberByLoginCode(deps, merchantId, target, code),
    /** The member an SMS login (`type: 'sms'`) proves, or its refusal. */
    smsLoginMember: (merchant: Merchant, input: LoginRequest): Promise<Member> => smsLoginMember(deps, merchant, input),
    /** MOBILENUMPASSREG3: the member a username login's mobile number names, or null. */
    mobilePasswordMember: (merchant: Merchant, input: LoginRequest): Promise<Member | null> =>
      mobilePasswordMember(deps, merchant, input),
    /** The INVALID_CODE refusal, for a check made elsewhere (the new-IP check's payee name). */
    invalidCode: (): DomainError => verificationError('INVALID_CODE'),
    /** Housekeeping: codes older than two hours. */
    prune: (): Promise<void> => codes.prune(CODE_KEEP_SECONDS),
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
