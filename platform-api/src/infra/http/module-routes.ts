import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autoload from '@fastify/autoload';
import type { FastifyInstance } from 'fastify';

/**
 * Registers a module's `routes/` folder with @fastify/autoload. Each folder is the URL prefix of the
 * route files in it (`routes/wps/game/favorite.ts` serves `/wps/game/...`); registerEndpoint refuses
 * an endpoint whose path is outside its folder's prefix, so the folder always tells the URL.
 */
export async function registerModuleRoutes(app: FastifyInstance, moduleDir: string): Promise<void> {
  const dir = join(moduleDir, 'routes');
  if (!existsSync(dir)) return;
  await app.register(autoload, { dir, dirNameRoutePrefix: true, encapsulate: true });
}
