import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { raffleDrawJob } from './jobs/raffle-draw-job';
import { createPromotionsService, type PromotionsService } from './promotions-service';

export type { PromotionsService } from './promotions-service';
export { drawWinners, entriesHash, commitmentOf } from './raffle-draw';

declare module 'fastify' {
  interface FastifyInstance {
    /** The promotions module's service (activities, applications, raffles and their draws). */
    promotions: PromotionsService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = [
  'promotion_activities',
  'promotion_applications',
  'promotion_application_images',
  'promotion_raffle_entries',
  'promotion_raffle_draws',
] as const;

/**
 * The promotions module (issue 14): /wps/promotions (the activities page, apply, raffle), /ops/promotions (the
 * operator's activities and review of applications) and the raffle draw job. Rewards go through `rewards.grant`.
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    app.decorate(
      'promotions',
      createPromotionsService({
        db: app.db,
        rewards: app.rewards,
        members: app.members,
        operator: app.operator,
        now: opts.clock ?? (() => new Date()),
      }),
    );
    app.jobs.define(raffleDrawJob(() => app.promotions));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'promotions', dependencies: ['rewards', 'members', 'operator'] },
);
