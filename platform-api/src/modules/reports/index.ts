import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createAgentReport } from './agent-report';
import { createCashflowReport } from './cashflow-report';
import { createGgrReport } from './ggr-report';
import { createReportsService } from './reports-service';
import { createRgReport } from './rg-report';

export type { ReportsService as PlayReportsService } from './reports-service';

/** Every report: play by game and player, GGR/NGR, deposits and withdrawals, agents, responsible gaming. */
export type ReportsService = ReturnType<typeof createReportsService> & {
  ggr: ReturnType<typeof createGgrReport>;
  cashflow: ReturnType<typeof createCashflowReport>;
  agents: ReturnType<typeof createAgentReport>;
  responsibleGaming: ReturnType<typeof createRgReport>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The reports module's services (issue 29: every report over a brand's days). */
    reports: ReportsService;
  }
}

/**
 * No table of its own: the figures are the aggregate reads of the bets, wallet, payments, withdrawals, agency,
 * members and responsible-gaming modules.
 */
export const TABLES = [] as const;

/** The reports module (issue 29): GET /ops/reports/{games,players,ggr,cashflow,agents,responsible-gaming} and CSVs. */
export default fp<ModuleOptions>(
  async (app, opts) => {
    const { bets, members, wallet, payments, withdrawals, agency, responsibleGaming } = app;
    const now = opts.clock ?? (() => new Date());
    const service: ReportsService = {
      ...createReportsService({ bets, members, now }),
      ggr: createGgrReport({ bets, wallet, now }),
      cashflow: createCashflowReport({ payments, withdrawals, now }),
      agents: createAgentReport({ members, bets, payments, agency, now }),
      responsibleGaming: createRgReport({ responsibleGaming, now }),
    };
    app.decorate('reports', service);
    await registerModuleRoutes(app, __dirname);
  },
  {
    name: 'reports',
    dependencies: [
      'merchants',
      'bets',
      'members',
      'operator',
      'wallet',
      'payments',
      'withdrawals',
      'agency',
      'responsible-gaming',
    ],
  },
);
