import type { JobDefinition } from '../../../infra/jobs';
import type { DemoPvpService } from '../pvp-service';

/**
 * `demo-pvp.hands`, every second: rolls back the stakes of seats left, plays the due hands (each exactly once: its
 * row locked and its status guarded, whatever the number of processes) and sends the played hands' payouts and
 * closes (stable transaction ids: a repeated call is a replay). A failed wallet call stays for the next run.
 */
export const handsJob = (pvp: () => DemoPvpService): JobDefinition => ({
  name: 'demo-pvp.hands',
  every: 1,
  catchUp: 0,
  retryLimit: 0,
  expireInSeconds: 60,
  handler: async ({ log }) => {
    const r = await pvp().runHands();
    if (r.refunded || r.played || r.settled) log.debug(r, 'demo pvp hands');
  },
});
