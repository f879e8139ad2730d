import type { FastifyInstance } from 'fastify';
import { REMOTE_PACKAGES, type Release, type RemoteName } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import type { OpsActor } from '../operator';
import { whoOf } from '../operator';
import { createBuildStableRepository } from './build-stable-repository';
import { registerBuilds } from './build-registration';
import { publishRelease, type PublishDeps, type PublishInput } from './publish-release';
import { createReleaseRepository, type ReleaseRow } from './release-repository';
import { createFolderStore, type ReleaseStore } from './release-store';
import { createS3Store } from './s3-store';

/** The release store the configuration names (RELEASE_STORE). */
export function createReleaseStore(config: Pick<AppConfig, 'releaseStore' | 'releaseStoreDir' | 'releaseS3'>) {
  return config.releaseStore === 's3' ? createS3Store(config.releaseS3) : createFolderStore(config.releaseStoreDir);
}

/** Publishing and listing releases; registering `npm start`'s builds (ADR 0012 §1–3, §8). */
export function createReleasesService(app: FastifyInstance, store: ReleaseStore = createReleaseStore(app.config)) {
  const repo = createReleaseRepository(app.db);
  const stables = createBuildStableRepository(app.db);
  const deps: PublishDeps = {
    db: app.db,
    repo,
    store,
    shellManifestFile: app.config.shellManifestFile,
    log: app.log,
    audit: (e, tx) => app.operator.audit(e, tx),
  };
  const entryUrl = (remote: RemoteName, version: string) => store.entryUrl(REMOTE_PACKAGES[remote], version);
  const toRelease = (r: ReleaseRow): Release => ({
    remote: r.remote,
    version: r.version,
    exposes: r.exposes,
    shared: r.shared,
    files: r.fileCount,
    bytes: r.bytes,
    entry: entryUrl(r.remote, r.version),
    gitCommit: r.gitCommit,
    builtAt: r.builtAt.toISOString(),
    publishedAt: r.publishedAt.toISOString(),
    publishedBy: r.publishedBy,
    source: r.source,
  });

  return {
    /** The store the releases are in (the folder store's root is served by static-files.ts). */
    store,
    /** The manifest URL the shell registers for a version of a remote. */
    entryUrl,
    /** Every release of `remote` (or of every remote), newest first. */
    list: async (remote?: RemoteName): Promise<Release[]> => (await repo.list(remote)).map(toRelease),
    /** One version of a remote, or null. */
    find: async (remote: RemoteName, version: string): Promise<Release | null> => {
      const r = await repo.find(remote, version);
      return r ? toRelease(r) : null;
    },
    /** Publishes a release through the gate, all or nothing (see publish-release.ts); audited as `by`. */
    publish: async (input: PublishInput, by: OpsActor): Promise<Release> => {
      const who = whoOf(by);
      return toRelease(
        await publishRelease(deps, input, { who, publishedBy: `operator:${who.actor}`, source: 'release' }),
      );
    },
    /** Registers the built dist of each remote and gives merchants their stables (server.ts, at start). */
    registerBuilds: (opts: { production?: boolean } = {}) =>
      registerBuilds({
        ...deps,
        staticRoot: app.config.staticRoot,
        stables,
        merchantIds: async () => (await app.merchants.list()).map((m) => m.id),
        invalidate: (id) => app.cache.invalidate(id),
        production: opts.production ?? process.env.NODE_ENV === 'production',
      }),
  };
}
export type ReleasesService = ReturnType<typeof createReleasesService>;
