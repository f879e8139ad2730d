import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createAgencyService, type AgencyService } from './agency-service';
import { settlementJobs } from './jobs/settlement-jobs';

export type { AgencyService } from './agency-service';
export { createContractRepository } from './contract-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The agency module's service (teams, invitation codes, transfers, the agent centre, contracts and settlement). */
    agency: AgencyService;
  }
}

/** The tables of this module (docs/ownership.md); it publishes the view team_links for other modules' team queries. */
export const TABLES = [
  'agency_team',
  'agency_settings',
  'agency_contracts',
  'agency_settlements',
  'agency_team_days',
  'agency_member_days',
] as const;

/**
 * The agency module (ADR 0008): /wps/agent (invitation code, the agent centre's calls, contracts),
 * /wps/transfers/upline, /wps/member/info/funds/consolidated, /ops/agency; the settlement jobs.
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    const { db, members, wallet, inbox, withdrawals, bets, merchants } = app;
    const periodSeconds = app.config.agencyPeriodSeconds;
    app.decorate(
      'agency',
      createAgencyService({
        db,
        members,
        wallet,
        inbox,
        withdrawals,
        bets,
        merchants,
        periodSeconds,
        now: opts.clock ?? (() => new Date()),
      }),
    );
    for (const job of settlementJobs(() => app.agency.settlement, periodSeconds)) app.jobs.define(job);
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'agency', dependencies: ['members', 'wallet', 'inbox', 'withdrawals', 'bets', 'merchants', 'operator'] },
);
