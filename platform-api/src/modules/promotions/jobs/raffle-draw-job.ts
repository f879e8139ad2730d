import type { JobDefinition } from '../../../infra/jobs';
import type { PromotionsService } from '../promotions-service';

/**
 * `promotions.raffle-draw`: every 30 seconds, draws each RAFFLE activity that has ended (all that are due, so a
 * missed run needs no catch-up). Exactly once however many processes run it: the activity's row lock (SKIP
 * LOCKED) and the draw row's primary key (promotions-service `drawDue`).
 */
export function raffleDrawJob(service: () => PromotionsService, every = 30): JobDefinition {
  return {
    name: 'promotions.raffle-draw',
    every,
    catchUp: 0,
    retryLimit: 3,
    retryDelay: 5,
    expireInSeconds: 300,
    handler: async ({ log }) => {
      const r = await service().drawDue();
      if (r.drawn) log.info(r, 'promotions raffle draw');
    },
  };
}
