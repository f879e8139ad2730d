import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { cryptoRng } from '../../infra/rng';
import { sportsbookJob } from './jobs/sportsbook-job';
import { createSportsbookService, type SportsbookService } from './sportsbook-service';

export type { SportsbookService } from './sportsbook-service';
export { sportsbookError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo vendor's sportsbook (fixtures, prices, bets, settlement, cash-out, the trading desk). */
    demoSportsbook: SportsbookService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['sportsbook_fixtures', 'sportsbook_bets', 'sportsbook_legs', 'sportsbook_wallet_calls'] as const;

/**
 * The demo vendor's sportsbook (issue 30): sportsbook_fixtures, sportsbook_bets, sportsbook_legs,
 * sportsbook_wallet_calls; the page /vendor/demo/sports/:gameCode and its API /vendor/demo/sports/api/*; the trading
 * desk /ops/sportsbook/fixtures; the `demo-sportsbook.play` job. Money moves only through the demo vendor's adapter.
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    const timeScale = app.config.sportsTimeScale;
    app.decorate(
      'demoSportsbook',
      createSportsbookService({
        db: app.db,
        rng: opts.demoVendorRng ?? cryptoRng,
        now: opts.clock ?? (() => new Date()),
        timeScale,
        adapter: (merchantId, vendor) => app.demoVendor.adapter(merchantId, vendor),
        log: app.log,
      }),
    );
    app.jobs.define(sportsbookJob(() => app.demoSportsbook, timeScale));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'demo-sportsbook', dependencies: ['demo-vendor', 'operator'] },
);
