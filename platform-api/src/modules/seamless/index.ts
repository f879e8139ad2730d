import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createSeamlessService, type SeamlessService } from './seamless-service';

export type { CreatedLaunchSession, LaunchSession, NewLaunchSession } from './launch-session-repository';
export { LAUNCH_SESSION_TTL_SECONDS } from './launch-session-repository';
export type { SeamlessService } from './seamless-service';
export type {
  BalanceReply,
  BalanceRequest,
  MoneyRequest,
  ResettleRequest,
  RollbackRequest,
  RoundRequest,
  SeamlessResult,
} from './seamless-types';
export { createSeamlessClient, SeamlessCallError, type SeamlessClient } from './seamless-client';
export type { VendorAdapter, VendorLaunchRequest } from './vendor-adapter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The seamless module's service (launch sessions, vendor secrets, the seamless-wallet calls). */
    seamless: SeamlessService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['vendor_secrets', 'launch_sessions', 'seamless_transactions'] as const;

/** The seamless-wallet module (ADR 0002): vendor_secrets, launch_sessions, seamless_transactions; /seamless/v1/*. */
export default fp(
  async (app) => {
    app.decorate(
      'seamless',
      createSeamlessService({
        db: app.db,
        wallet: app.wallet,
        bets: app.bets,
        games: app.games,
        merchants: app.merchants,
        members: app.members,
        exclusions: app.responsibleGaming,
      }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'seamless', dependencies: ['merchants', 'members', 'wallet', 'bets', 'games', 'responsible-gaming'] },
);
