import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createRewardsService, type RewardsService } from './rewards-service';

export type { RewardsService, TurnoverPart } from './rewards-service';
export type { NewReward } from './reward-repository';
export { rewardsError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rewards module's service (the reward centre: grants, claims, bonuses and their turnover). */
    rewards: RewardsService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['rewards', 'bonuses'] as const;

/**
 * The rewards module (issue 14): rewards, bonuses; /wps/rewards (the reward centre, bonus details). Promotions,
 * VIP, missions and referral grant through `rewards.grant`; a claim posts a BONUS whose turnover the
 * withdrawals module's check asks for (registered here as one of its turnover sources).
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    const service = createRewardsService({
      db: app.db,
      wallet: app.wallet,
      bets: app.bets,
      inbox: app.inbox,
      merchants: app.merchants,
      now: opts.clock ?? (() => new Date()),
    });
    app.decorate('rewards', service);
    app.withdrawals.addTurnoverSource((memberId) => service.turnover(memberId));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'rewards', dependencies: ['merchants', 'wallet', 'bets', 'inbox', 'withdrawals'] },
);
