import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createBrandsService, type BrandsService } from './brands-service';

export type { BrandsService } from './brands-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The brands module's service (the console's brands: list, setup, opening, suspension). */
    brands: BrandsService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md): none; each part of a brand has its owner. */
export const TABLES = [] as const;

/** The brands module (issue 29, merchant onboarding): /ops/brands. */
export default fp(
  async (app) => {
    app.decorate(
      'brands',
      createBrandsService({
        merchants: app.merchants,
        games: app.games,
        payments: app.payments,
        withdrawals: app.withdrawals,
        operators: app.operators,
        security: app.security,
      }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  {
    name: 'brands',
    dependencies: ['merchants', 'games', 'payments', 'withdrawals', 'lottery', 'operator', 'operators', 'security'],
  },
);
