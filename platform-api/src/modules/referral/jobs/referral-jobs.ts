import type { JobDefinition } from '../../../infra/jobs';
import type { ReferralService } from '../referral-service';

/** How often friends' deposits are looked at: a friend who qualified sees the referrer rewarded within a minute. */
export const QUALIFY_EVERY_SECONDS = 60;

/**
 * `referral.qualify` (ADR 0009): every minute, friends whose credited deposits reached the programme's minimum
 * within their window are qualified and their referrer rewarded, each once (the link's row lock and the reward's
 * unique key; see qualification.ts). A missed minute needs no catch-up: the next run looks at every friend still
 * in their window.
 */
export function referralJobs(referral: () => ReferralService): JobDefinition[] {
  return [
    {
      name: 'referral.qualify',
      every: QUALIFY_EVERY_SECONDS,
      offsetSeconds: 20,
      catchUp: 0,
      retryLimit: 3,
      retryDelay: 5,
      expireInSeconds: 300,
      handler: async ({ log }) => {
        const r = await referral().qualify();
        if (r.qualified) log.info({ ...r }, 'referral qualification');
        else if (r.checked) log.debug({ ...r }, 'referral qualification: nobody new');
      },
    },
  ];
}
