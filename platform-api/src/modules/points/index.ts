import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createEarning } from './earning';
import { pointsJobs } from './jobs/points-jobs';
import { createPointsOperator } from './points-operator';
import { createRedemptionDeskRepository } from './redemption-desk-repository';
import { createPointsService, type PointsDeps } from './points-service';

export type { EarnResult } from './earning';
export { EARN_LAG_MS } from './jobs/points-jobs';
export { pointsError } from './errors';

/** The points module's service: the mall for members, the operator's side and the earning. */
export function createPointsModule(deps: PointsDeps) {
  const earning = createEarning(deps);
  return {
    ...createPointsService(deps),
    operator: createPointsOperator(deps),
    /** The redemptions waiting for an operator, as the money desk's inbox reads them. */
    desk: createRedemptionDeskRepository(deps.db),
    /** Earns the merchant's points for rounds settled before `before` (exactly once per round). */
    earn: (merchantId: number, before: Date) => earning.run(merchantId, before),
    /** Earns every merchant's points for rounds settled before `before` (the job's pass). */
    earnAll: (before: Date) => earning.runAll(before),
  };
}
export type PointsModule = ReturnType<typeof createPointsModule>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The points module's service (the points mall, its operator side, earning from settled bets). */
    points: PointsModule;
  }
}

/** The tables of this module (docs/ownership.md). */
export const TABLES = ['points_settings', 'points_earn_cursors', 'points_items', 'points_redemptions'] as const;

/**
 * The points module (issue 14, ADR 0009): the points mall over the ledger's PTS accounts — /wps/points
 * (config, balance, catalogue, redeem, redeem history, convert, points details), /ops/points (rules,
 * catalogue and stock, redemption decisions, grants) and the job `points.earn` (settled bets → points).
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    const now = opts.clock ?? (() => new Date());
    const { db, wallet, merchants, withdrawals, bets, members, operator } = app;
    const audit: PointsDeps['audit'] = (e, tx) => operator.audit(e, tx);
    app.decorate('points', createPointsModule({ db, wallet, merchants, withdrawals, bets, members, audit, now }));
    for (const job of pointsJobs((before) => app.points.earnAll(before), now)) app.jobs.define(job);
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'points', dependencies: ['members', 'merchants', 'wallet', 'withdrawals', 'bets', 'operator'] },
);
