import type { ContractPeriod, ContractType } from 'shared-contracts/agency';
import { FIXED_PERIOD_SECONDS } from 'shared-contracts/agency';
import type { JobDefinition } from '../../../infra/jobs';
import { SETTLE_GRACE_MS, type Settlement } from '../settlement';

/** Each contract type's job and how often it looks for ended periods (SPEC §9: real-time salary every 5 minutes). */
const JOBS: readonly { type: ContractType; name: string; period: ContractPeriod | null }[] = [
  { type: 'REALTIME_SALARY', name: 'agency.realtime-salary', period: 'REALTIME' },
  { type: 'HOURLY_SALARY', name: 'agency.hourly-salary', period: 'HOURLY' },
  { type: 'DAILY_SALARY', name: 'agency.daily-salary', period: 'DAILY' },
  // Dividend periods are daily to monthly: an hourly look (or a shortened day's) finds each soon after its end.
  { type: 'DIVIDEND', name: 'agency.dividend', period: null },
];

/**
 * The settlement jobs (ADR 0008): one per contract type, at each period boundary plus a few seconds
 * (after SETTLE_GRACE_MS). A run settles every (contract, period) due by then — several per contract when
 * runs were missed — and retries UNPAID rows, so `catchUp` is not needed and a retry repeats only what is left.
 */
export function settlementJobs(
  settlement: () => Settlement,
  periodSeconds: Partial<Record<ContractPeriod, number>>,
): JobDefinition[] {
  const secondsOf = (p: ContractPeriod) => periodSeconds[p] ?? FIXED_PERIOD_SECONDS[p]!;
  return JOBS.map(({ type, name, period }) => {
    const every = period ? secondsOf(period) : Math.min(3_600, secondsOf('DAILY'));
    return {
      name,
      every,
      offsetSeconds: Math.min(5, every - 1),
      catchUp: 0,
      retryLimit: 5,
      retryDelay: 5,
      expireInSeconds: 600,
      handler: async ({ log }) => {
        const r = await settlement().run(type, new Date(Date.now() - SETTLE_GRACE_MS));
        if (r.paid || r.unpaid || r.nothing || r.retried) log.info({ type, ...r }, 'agency settlement');
        else if (r.settled) log.debug({ type, ...r }, 'agency settlement: no rounds');
      },
    } satisfies JobDefinition;
  });
}
