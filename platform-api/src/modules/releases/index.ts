import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createReleasesService, type ReleasesService } from './releases-service';
import { createRolloutsService, type RolloutsService } from './rollouts-service';

export type { ReleasesService } from './releases-service';
export type { RolloutsService } from './rollouts-service';
/** What `npm run release` (src/cli/release-publish.ts) shares with the server: reading a build and hashing it. */
export { readBuild } from './build-registration';
export { integrityOf } from './release-manifest';

declare module 'fastify' {
  interface FastifyInstance {
    /** The releases module's store of remote versions: publish (with the compatibility gate), list, register builds. */
    releases: ReleasesService;
    /** What each merchant runs of each remote: pin, canary, promote, halt, rollback; variants; browser health. */
    rollouts: RolloutsService;
  }
}

/** The tables of this module (docs/ownership.md): only this module's repositories touch them. */
export const TABLES = [
  'remote_releases',
  'remote_rollouts',
  'remote_stable_history',
  'remote_health',
  'session_remote_versions',
] as const;

/**
 * The releases module (ADR 0012): immutable remote versions in the release store, the compatibility gate, per-merchant
 * rollouts with sticky canaries, health from real browsers and the automatic halt; /ops/releases, /ops/rollouts,
 * /wps/remotes/health.
 */
export default fp(
  async (app) => {
    app.decorate('releases', createReleasesService(app));
    app.decorate('rollouts', createRolloutsService(app));
    app.merchants.resolveRemoteVersions(app.rollouts.variantOf);
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'releases', dependencies: ['merchants', 'sessions', 'operator', 'operators'] },
);
