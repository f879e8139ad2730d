import type { JobDefinition } from '../../../infra/jobs';
import type { EarnAllResult } from '../earning';

/**
 * How long after its settlement a round is left alone: a settling transaction that started earlier
 * (settled_at is its start) may commit a little later, and the cursor must not pass it unseen.
 */
export const EARN_LAG_MS = 15_000;

/** `points.earn`: every minute, each merchant's rounds settled up to EARN_LAG_MS ago earn their points once. */
export function pointsJobs(earnAll: (before: Date) => Promise<EarnAllResult>, now: () => Date): JobDefinition[] {
  return [
    {
      name: 'points.earn',
      every: 60,
      catchUp: 0,
      retryLimit: 3,
      retryDelay: 5,
      expireInSeconds: 300,
      handler: async ({ log }) => {
        const r = await earnAll(new Date(now().getTime() - EARN_LAG_MS));
        if (r.points > 0) log.info(r, 'points earned');
        else log.debug(r, 'points: nothing earned');
      },
    },
  ];
}
