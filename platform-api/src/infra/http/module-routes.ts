import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import autoload from '@fastify/autoload';
import type { FastifyInstance } from 'fastify';
import { named, namePluginsUnder } from './plugin-names';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The module whose routes/ folder registered the route (docs/ownership.md). */
    module?: string;
  }
}

/**
 * Registers a module's `routes/` folder with @fastify/autoload. Each folder is the URL prefix of the
 * route files in it (`routes/wps/game/favorite.ts` serves `/wps/game/...`); registerEndpoint refuses
 * an endpoint whose path is outside its folder's prefix, so the folder always tells the URL. Every
 * route is tagged with its module (`routeOptions.config.module`).
 */
export async function registerModuleRoutes(app: FastifyInstance, moduleDir: string): Promise<void> {
  const dir = join(moduleDir, 'routes');
  if (!existsSync(dir)) return;
  const module = basename(moduleDir);
  namePluginsUnder(dir);
  await app.register(
    named(`${module} routes`, async (scope: FastifyInstance) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), module };
      });
      await scope.register(named('@fastify/autoload', autoload), { dir, dirNameRoutePrefix: true, encapsulate: true });
    }),
  );
}
