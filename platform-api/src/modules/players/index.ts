import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createPlayersService, type PlayersService } from './players-service';

export type { PlayersService } from './players-service';
export { playersError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The players module's service (the back office's player search, profile, actions and KYC queue). */
    players: PlayersService;
  }
}

/** The tables of this module (docs/ownership.md): only this module's repositories touch them. */
export const TABLES = ['player_notes'] as const;

/** The players module: player_notes; /ops/players (search, profile, tabs, actions) and /ops/kyc (the KYC queue). */
export default fp(
  async (app) => {
    app.decorate('players', createPlayersService(app));
    await registerModuleRoutes(app, __dirname);
  },
  {
    name: 'players',
    dependencies: [
      'members',
      'merchants',
      'wallet',
      'vip',
      'security',
      'sessions',
      'responsible-gaming',
      'records',
      'payments',
      'withdrawals',
      'rewards',
      'inbox',
      'id-verification',
      'operator',
      'releases',
    ],
  },
);
