import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { cryptoRng } from '../../infra/rng';
import { handsJob } from './jobs/hands-job';
import { createDemoPvpService, type DemoPvpService } from './pvp-service';

export type { DemoPvpService } from './pvp-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo vendor's PVP rooms (rooms, seats, hands and their settlement). */
    demoPvp: DemoPvpService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['pvp_hands', 'pvp_seats'] as const;

/**
 * The demo vendor's PVP rooms (issue 30): pvp_hands, pvp_seats; the room page /vendor/demo/pvp/:gameCode and its API
 * under /vendor/demo/pvp/api/, the public /wps/game/pvp/rooms, and the `demo-pvp.hands` job. Money moves only through
 * the demo vendor's adapter (signed seamless-wallet calls), as an external PVP vendor's would.
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    app.decorate(
      'demoPvp',
      createDemoPvpService({
        db: app.db,
        rateLimiter: app.rateLimiter,
        rng: opts.demoVendorRng ?? cryptoRng,
        demoVendor: app.demoVendor,
        log: app.log,
      }),
    );
    app.jobs.define(handsJob(() => app.demoPvp));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'demo-pvp', dependencies: ['merchants', 'demo-vendor'] },
);
