import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createAssetsService, type AssetsService } from './assets-service';

export type { AssetsService } from './assets-service';
export { avatarSvg, escapeXml, hueOf, initialsOf, tileSvg } from './svg';

declare module 'fastify' {
  interface FastifyInstance {
    /** The assets module's service (generated SVG art). */
    assets: AssetsService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md): none, it draws from others' data. */
export const TABLES = [] as const;

/** The assets module: generated placeholder art under /assets (icons, game tiles, banners, avatars, merchant logos and favicons). */
export default fp(
  async (app) => {
    app.decorate('assets', createAssetsService({ games: app.games, content: app.content, merchants: app.merchants }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'assets', dependencies: ['games', 'content', 'merchants'] },
);
