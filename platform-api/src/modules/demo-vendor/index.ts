import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createSeamlessClient } from '../seamless';
import { createDemoVendorService, type DemoVendorService } from './demo-vendor-service';
import { cryptoRng } from '../../infra/rng';

export type { DemoVendorService } from './demo-vendor-service';
// For the demo vendor's other studios (demo-live, demo-sportsbook, demo-pvp): its session and error, its page kit (escaping, document, CSP
// headers) and error page, the launch CDN, its wallet-call helpers (refusals as page answers, retries).
export type { DemoSession } from './demo-vendor-repository';
export { demoVendorError } from './errors';
export { renderErrorPage } from './page';
export { studioTexts } from './i18n';
export { escapeHtml, htmlDocument, scriptJson, sendVendorPage } from './vendor-page';
export { retried, walletRefusal } from './wallet-calls';
export { pickLaunchCdn } from './launch-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo vendor module's service (game launch, launch tokens, game sessions, rounds). */
    demoVendor: DemoVendorService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['launch_tokens', 'demo_vendor_sessions'] as const;

/**
 * The demo game vendor module (ADR 0002): launch_tokens, demo_vendor_sessions; /wps/game/launchGame and
 * the vendor's own /vendor/demo/play/:gameCode and /vendor/demo/api/round. Its rounds call the
 * seamless-wallet API over in-process HTTP (`createSeamlessClient`), like an external vendor.
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    app.decorate(
      'demoVendor',
      createDemoVendorService({
        db: app.db,
        rateLimiter: app.rateLimiter,
        rng: opts.demoVendorRng ?? cryptoRng,
        games: app.games,
        seamless: app.seamless,
        seamlessClient: async (merchantId, vendor) => {
          const merchant = await app.merchants.findById(merchantId);
          if (!merchant) throw new Error(`merchant ${merchantId} of a demo game session is gone`);
          return createSeamlessClient(app, vendor, { merchantCode: merchant.code });
        },
      }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'demo-vendor', dependencies: ['merchants', 'games', 'seamless'] },
);
