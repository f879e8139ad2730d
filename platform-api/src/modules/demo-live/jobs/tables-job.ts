import type { JobDefinition } from '../../../infra/jobs';
import type { LiveService } from '../live-service';

/**
 * `demo-live.tables`, every 2 s: opens a round at a table without one, draws the rounds whose betting closed (each
 * once: its row locked, SKIP LOCKED for another process) and settles every member of the drawn rounds (leases; each
 * wallet call idempotent). A member whose settlement failed is retried by the next run.
 */
export const tablesJob = (live: () => LiveService): JobDefinition => ({
  name: 'demo-live.tables',
  every: 2,
  catchUp: 0,
  retryLimit: 0,
  expireInSeconds: 60,
  handler: async ({ log }) => {
    const r = await live().runTables();
    if (r.drawn || r.settled) log.debug(r, 'live tables');
    if (r.failed) throw new Error(`live table settlement failed for ${r.failed} member(s); the next run retries`);
  },
});
