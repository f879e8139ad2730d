import type { JobDefinition } from '../../../infra/jobs';
import type { WithdrawalsService } from '../withdrawals-service';

/**
 * `withdrawals.auto-received`, every minute: PAID withdrawals the player has not confirmed within the
 * merchant's minutes become RECEIVED with `forced = true` (never refunded). Exactly once however many
 * workers run it: the move is one `UPDATE … WHERE status = 'PAID' AND …`.
 */
export const autoReceivedJob = (withdrawals: () => WithdrawalsService): JobDefinition => ({
  name: 'withdrawals.auto-received',
  every: 60,
  catchUp: 0,
  retryLimit: 2,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 120,
  handler: async ({ log }) => {
    const ids = await withdrawals().autoReceive(new Date());
    if (ids.length) log.info({ ids }, 'withdrawals marked received (forced)');
  },
});
