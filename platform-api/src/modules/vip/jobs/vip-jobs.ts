import type { JobDefinition } from '../../../infra/jobs';
import type { VipService } from '../vip-service';

/** How often levels are recalculated (seconds). */
export const VIP_RECALC_EVERY = 60;

/**
 * `vip.recalculate`: every minute, each merchant's members with activity since the last run (and stale
 * levels above 0) get their level recalculated; upgrades grant their bonus. A run holds each merchant's
 * cursor FOR UPDATE SKIP LOCKED and commits the levels, the bonuses and the cursor together, so overlapping
 * runs and retries grant nothing twice (recalculation.ts).
 */
export function vipJobs(vip: () => VipService): JobDefinition[] {
  return [
    {
      name: 'vip.recalculate',
      every: VIP_RECALC_EVERY,
      offsetSeconds: 20,
      catchUp: 0,
      retryLimit: 3,
      retryDelay: 5,
      expireInSeconds: 300,
      handler: async ({ log }) => {
        const r = await vip().recalculateAll();
        if (r.upgraded || r.downgraded || r.bonuses) log.info(r, 'vip levels recalculated');
        else log.debug(r, 'vip levels recalculated');
      },
    },
  ];
}
