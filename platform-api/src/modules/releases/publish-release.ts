import { existsSync, readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_PACKAGES, type ReleaseMeta } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { AuditEntry, AuditWho } from '../operator';
import { releasesError } from './errors';
import { checkRelease } from './release-gate';
import { releaseDigest, shellSharedVersions } from './release-manifest';
import type { ReleaseRepository, ReleaseRow } from './release-repository';
import { ReleaseAlreadyStored, type ReleaseFiles, type ReleaseStore } from './release-store';

export interface PublishInput {
  meta: ReleaseMeta;
  /** The received files by path. */
  files: ReleaseFiles;
}

export interface PublishAs {
  /** Who the audit names (the request's operator, or `system:start`). */
  who: AuditWho;
  /** What the row keeps (`operator:demo_owner`, `system:start`). */
  publishedBy: string;
  source: 'release' | 'build';
}

export interface PublishDeps {
  db: Db;
  repo: ReleaseRepository;
  store: ReleaseStore;
  shellManifestFile: string;
  log: FastifyBaseLogger;
  audit: (e: AuditEntry, tx: Db) => Promise<void>;
}

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

/** The built shell's shared versions, or null (logged: the gate then skips that check). */
function shellShared(deps: PublishDeps) {
  if (!existsSync(deps.shellManifestFile)) {
    deps.log.warn(
      { shellManifest: deps.shellManifestFile },
      'releases: no built shell manifest; the shared-version check of the gate is skipped',
    );
    return null;
  }
  return shellSharedVersions(readFileSync(deps.shellManifestFile));
}

/**
 * Publishes a release, all or nothing (ADR 0012 §2): an existing version is 409 RELEASE_EXISTS (checked first, and
 * again by the store and the primary key under a race); the gate's problems are 422 RELEASE_INCOMPATIBLE with
 * `problems`; then the files are stored and the row inserted with its audit entry in one transaction, the stored
 * files removed again when that fails.
 */
export async function publishRelease(deps: PublishDeps, { meta, files }: PublishInput, as: PublishAs) {
  const { remote, version } = meta;
  const pkg = REMOTE_PACKAGES[remote];
  const exists = () =>
    releasesError('RELEASE_EXISTS', { detail: `${pkg} ${version} is already published: a release never changes` });
  if (await deps.repo.find(remote, version)) throw exists();

  const { problems, manifest } = checkRelease({ remote, meta, files, shellShared: shellShared(deps) });
  if (problems.length || !manifest)
    throw releasesError('RELEASE_INCOMPATIBLE', { detail: problems.join('; '), problems });

  // A version the store holds without a row: the same files (a database reset beside a kept store) are registered
  // again, other files refused; only files stored now are removed when the row cannot be inserted.
  let storedNow = true;
  try {
    await deps.store.put(pkg, version, files);
  } catch (e) {
    if (!(e instanceof ReleaseAlreadyStored)) throw e;
    if (!(await deps.store.holds?.(pkg, version, meta.files))) throw exists();
    storedNow = false;
  }
  const bytes = [...files.values()].reduce((n, b) => n + b.length, 0);
  try {
    return await deps.db.transaction(async (tx): Promise<ReleaseRow> => {
      const row = await deps.repo.insert(
        {
          remote,
          version,
          exposes: manifest.exposes.map((e) => e.name),
          shared: manifest.shared.map(({ name, version: v, requiredVersion, singleton }) => ({
            name,
            version: v,
            requiredVersion,
            singleton,
          })),
          files: meta.files,
          fileCount: files.size,
          bytes,
          digest: releaseDigest(meta.files),
          gitCommit: meta.gitCommit ?? null,
          builtAt: new Date(meta.builtAt),
          publishedBy: as.publishedBy,
          source: as.source,
        },
        tx,
      );
      await deps.audit(
        {
          ...as.who,
          merchantId: null,
          action: 'release.publish',
          subjectType: 'release',
          subjectId: `${remote}@${version}`,
          before: null,
          after: { files: files.size, bytes, gitCommit: meta.gitCommit ?? null, source: as.source },
        },
        tx,
      );
      return row;
    });
  } catch (e) {
    // A unique violation means another process registered these very files (it found them stored): keep them.
    if (storedNow && !isUniqueViolation(e))
      await deps.store.remove(pkg, version).catch((err: unknown) => {
        deps.log.error({ err, pkg, version }, 'releases: removing a release whose registration failed did not work');
      });
    throw isUniqueViolation(e) ? exists() : e;
  }
}
