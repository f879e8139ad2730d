import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { missionsJobs } from './jobs/missions-jobs';
import { createMissionsService, type MissionsService } from './missions-service';

export type { MissionsService, OperatorMission } from './missions-service';
export type { MissionRow } from './mission-repository';
export type { GrantResult } from './granting';

declare module 'fastify' {
  interface FastifyInstance {
    /** The missions module's service (summary, leaderboard, badge count, completion and rewards). */
    missions: MissionsService;
  }
}

/** The tables of this module (docs/ownership.md). */
export const TABLES = ['missions', 'mission_completions', 'mission_runs'] as const;

/**
 * The missions module (issue 14): daily and weekly missions tracked from the bet records and deposits (read
 * through their services); /wps/missions (summary, leaderboard), /ops/missions (configuration, grant now);
 * the job `missions.grant`. Rewards go to the reward centre (`rewards.grant`).
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    app.decorate(
      'missions',
      createMissionsService({
        db: app.db,
        members: app.members,
        bets: app.bets,
        payments: app.payments,
        rewards: app.rewards,
        now: opts.clock ?? (() => new Date()),
      }),
    );
    for (const job of missionsJobs(() => app.missions)) app.jobs.define(job);
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'missions', dependencies: ['members', 'bets', 'payments', 'rewards', 'operator'] },
);
