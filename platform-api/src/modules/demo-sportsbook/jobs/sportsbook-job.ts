import type { JobDefinition } from '../../../infra/jobs';
import type { SportsbookService } from '../sportsbook-service';

/**
 * `demo-sportsbook.play`, every 5 s (1 s when SPORTS_TIME_SCALE > 1): plans the coming fixtures, plays the due ones tick by
 * tick, settles the bets whose fixtures are over, sends the wallet calls still owed and rolls back stakes whose
 * placement never finished. Every step is safe with several processes (first-wins inserts, rows locked with SKIP
 * LOCKED, guarded status changes, wallet calls under stable transaction ids), so a retry only repeats what is left.
 */
export const sportsbookJob = (sportsbook: () => SportsbookService, timeScale: number): JobDefinition => ({
  name: 'demo-sportsbook.play',
  every: timeScale > 1 ? 1 : 5,
  catchUp: 0,
  retryLimit: 2,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 120,
  handler: async ({ log }) => {
    const r = await sportsbook().run();
    if (r.created || r.finished || r.settled) log.debug(r, 'sportsbook');
  },
});
