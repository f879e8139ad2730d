import type { FastifyBaseLogger } from 'fastify';
import type { SmsCaps } from '../../infra/config';
import { commonError } from '../../infra/errors/common-errors';
import type { DomainError } from '../../infra/errors/domain-error';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { Merchant } from '../merchants';
import { verificationError } from './errors';
import type { SmsCounts } from './verification-code-repository';

/**
 * SMS pumping caps, on top of the per-number throttles (TOO_FAST, SMS_THROTTLED): each SMS code request of any
 * purpose is refused when its client address already asked for `ipNumbersPerHour` other numbers in the hour, its
 * signed-in member for `memberNumbersPerDay` other numbers in the day, or the number got `numberPerDay` codes in the
 * day (`ipNumberPerDay` from this address: one stranger cannot spend the owner's share) (429 RATE_LIMITED); and when the merchant sent `merchantPerDay` SMS in the day (503 SMS_QUOTA, operators
 * alerted once a day). Counted from verification_codes, so several API processes share them.
 */
export type SmsCapRefusal = 'IP' | 'MEMBER' | 'NUMBER' | 'BUDGET';

/** The first cap the request would break, or null. */
export function smsCapRefusal(counts: SmsCounts, caps: SmsCaps): SmsCapRefusal | null {
  if (counts.numberDay >= caps.numberPerDay || counts.ipNumberDay >= caps.ipNumberPerDay) return 'NUMBER';
  if (counts.ipOtherNumbers >= caps.ipNumbersPerHour) return 'IP';
  if (counts.memberOtherNumbers >= caps.memberNumbersPerDay) return 'MEMBER';
  if (counts.merchantSentDay >= caps.merchantPerDay) return 'BUDGET';
  return null;
}

const DETAIL: Record<SmsCapRefusal, string> = {
  IP: 'Too many numbers asked for from this address',
  MEMBER: 'Too many numbers asked for by this member',
  NUMBER: 'Too many codes for this number today',
  BUDGET: "The merchant's daily SMS budget is spent",
};

/** The refusal's error: 429 RATE_LIMITED (with Retry-After) for a cap, 503 SMS_QUOTA for the merchant's budget. */
export function smsCapError(refusal: SmsCapRefusal): DomainError {
  if (refusal === 'BUDGET') return verificationError('SMS_QUOTA', { detail: DETAIL.BUDGET });
  // The cap's window: an upper bound of the wait (the oldest request of the window ageing out frees it sooner).
  const retryAfter = refusal === 'IP' ? 3600 : 86_400;
  return commonError('RATE_LIMITED', { detail: DETAIL[refusal] }, { headers: { 'retry-after': String(retryAfter) } });
}

/** What operators are told when a merchant's daily SMS budget is reached. */
export interface SmsBudgetAlert {
  merchant: Merchant;
  /** The budget (SMS a day) and the UTC day of the alert. */
  budget: number;
  day: string;
}

export type SmsBudgetListener = (alert: SmsBudgetAlert) => Promise<void>;

/**
 * The alert when a merchant's budget is reached: once per merchant and UTC day across every process (a one-token
 * bucket in the shared rate limiter), a structured `warn` log line and each listener (the operator module writes an
 * `sms.budget-reached` audit entry). A failing listener is logged, never answered: the caller gets SMS_QUOTA anyway.
 */
export function createSmsBudgetAlert(rateLimiter: RateLimiter, log: FastifyBaseLogger) {
  const listeners: SmsBudgetListener[] = [];
  return {
    listen(listener: SmsBudgetListener): void {
      listeners.push(listener);
    },
    async reached(merchant: Merchant, budget: number): Promise<void> {
      const day = new Date().toISOString().slice(0, 10);
      if (!(await rateLimiter.take(`sms-budget-alert:${merchant.id}:${day}`, 1, 86_400))) return;
      log.warn(
        { event: 'sms.budget-reached', merchant: merchant.code, budget, day },
        `SMS daily budget of ${merchant.code} reached (${budget}): further SMS codes are refused with SMS_QUOTA`,
      );
      for (const listener of listeners)
        await listener({ merchant, budget, day }).catch((e: unknown) =>
          log.error({ err: e, event: 'sms.budget-reached' }, 'SMS budget alert listener failed'),
        );
    },
  };
}
export type SmsBudgetAlerts = ReturnType<typeof createSmsBudgetAlert>;
