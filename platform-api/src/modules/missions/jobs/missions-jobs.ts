import type { JobDefinition } from '../../../infra/jobs';
import type { MissionsService } from '../missions-service';

/** How often reached missions are completed and rewarded (seconds). */
export const MISSIONS_GRANT_EVERY = 60;

/**
 * `missions.grant`: every minute, each merchant's members with activity since the last run have the missions
 * they reached completed and rewarded. A run holds each merchant's cursor FOR UPDATE SKIP LOCKED, and a
 * completion is unique per (member, mission, period) with its reward granted in the same transaction, so
 * overlapping runs, retries and the summary's own completions grant nothing twice (granting.ts).
 */
export function missionsJobs(missions: () => MissionsService): JobDefinition[] {
  return [
    {
      name: 'missions.grant',
      every: MISSIONS_GRANT_EVERY,
      offsetSeconds: 40,
      catchUp: 0,
      retryLimit: 3,
      retryDelay: 5,
      expireInSeconds: 300,
      handler: async ({ log }) => {
        const r = await missions().grantAll();
        if (r.completed) log.info(r, 'missions completed');
        else log.debug(r, 'missions checked');
      },
    },
  ];
}
