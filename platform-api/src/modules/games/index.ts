import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createGamesService, type GamesService } from './games-service';

export type { GameFilter } from './catalogue-repository';
export type { GameLabel, GameSummary, LaunchRequest, LaunchTarget } from './game-repository';
export type { GamesService } from './games-service';
export { gamesError } from './errors';
// The seed writes its brands' cards through the same repository as the console's new brand.
export { createVendorRepository } from './vendor-repository';
export { VENDOR_CATALOGUE, vendorKey, type CatalogueVendor } from './vendor-catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The games module's service (vendor cards, catalogue, favourites, recent games, launch targets). */
    games: GamesService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = [
  'vendors',
  'games',
  'game_card_counts',
  'member_favorites',
  'game_launches',
  'merchant_game_settings',
  'game_icons',
] as const;

/**
 * The games module: vendor cards and the catalogue; /wps/game vendor, vendorTypes, list, hot, popular, favorite, recent,
 * icons/:id; the console's /ops/games/vendors and /ops/games/catalogue.
 */
export default fp(
  async (app) => {
    app.decorate(
      'games',
      createGamesService({ db: app.db, config: app.config, rateLimiter: app.rateLimiter, cache: app.cache }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'games', dependencies: ['merchants', 'bets', 'operator'] },
);
