import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { vipJobs } from './jobs/vip-jobs';
import { createVipService, type VipService } from './vip-service';

export type { VipService } from './vip-service';
export type { RecalcResult } from './recalculation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The vip module's service (levels, the VIP page, the header's label, recalculation). */
    vip: VipService;
  }
}

/** The tables of this module (docs/ownership.md). */
export const TABLES = ['vip_settings', 'vip_levels', 'vip_members'] as const;

/**
 * The vip module (issue 14): VIP levels by credited deposits and settled real-money stake over a rolling
 * window; GET /wps/vip, /ops/vip (configuration, recalculate now); the job `vip.recalculate`. Reads deposits
 * and bets through their services; upgrade bonuses go to the reward centre (`rewards.grant`).
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    app.decorate(
      'vip',
      createVipService({
        db: app.db,
        merchants: app.merchants,
        bets: app.bets,
        payments: app.payments,
        rewards: app.rewards,
        now: opts.clock ?? (() => new Date()),
      }),
    );
    for (const job of vipJobs(() => app.vip)) app.jobs.define(job);
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'vip', dependencies: ['merchants', 'bets', 'payments', 'rewards', 'operator'] },
);
