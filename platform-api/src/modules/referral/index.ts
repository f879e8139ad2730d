import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { referralJobs } from './jobs/referral-jobs';
import { createReferralService, type ReferralService } from './referral-service';

export type { ReferralService } from './referral-service';
export type { QualifyResult } from './qualification';
export { REFERRAL_ERRORS } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The referral module's service (referral codes, friends, qualification, the programme's rules). */
    referral: ReferralService;
  }
}

/** The tables of this module (docs/ownership.md). */
export const TABLES = ['referral_settings', 'referral_codes', 'referral_links'] as const;

/**
 * The referral module (issue 14, invite friends): GET /wps/referral and /wps/referral/friends, /ops/referral (the
 * programme's rules, qualify now), the job `referral.qualify`. Registration links a new member to the holder of
 * its `referralCode` (registration module, through this service); friends' credited deposits are read through
 * the payments module; referrers are rewarded through the reward centre (`rewards.grant`).
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    app.decorate(
      'referral',
      createReferralService({
        db: app.db,
        members: app.members,
        payments: app.payments,
        rewards: app.rewards,
        now: opts.clock ?? (() => new Date()),
      }),
    );
    for (const job of referralJobs(() => app.referral)) app.jobs.define(job);
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'referral', dependencies: ['members', 'payments', 'rewards', 'operator'] },
);
