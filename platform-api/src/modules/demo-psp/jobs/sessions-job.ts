import type { JobDefinition } from '../../../infra/jobs';
import type { DemoPspService } from '../demo-psp-service';

/**
 * `demo-psp.sessions`, every minute: expires open sessions past their 15 minutes (EXPIRED callback) and
 * delivers callbacks the platform has not accepted yet (at most 10 attempts each). Idempotent: the
 * platform applies a callback once per transaction id, and a session ends once.
 */
export const demoPspSessionsJob = (psp: () => DemoPspService): JobDefinition => ({
  name: 'demo-psp.sessions',
  every: 60,
  catchUp: 0,
  retryLimit: 2,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 120,
  handler: async ({ log }) => {
    const r = await psp().sweep();
    if (r.expired || r.delivered) log.info(r, 'demo PSP sessions swept');
  },
});
