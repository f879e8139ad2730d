import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, REMOTE_PACKAGES, type RemoteName } from 'shared-contracts';
import { DomainError } from '../../infra/errors/domain-error';
import type { BuildStableRepository } from './build-stable-repository';
import { publishRelease, type PublishDeps } from './publish-release';
import { integrityOf, releaseDigest } from './release-manifest';

/** What one start's registration did, per remote. */
export interface BuildRegistration {
  /** Builds registered now as releases. */
  registered: { remote: RemoteName; version: string }[];
  /** Builds the gate refused (they keep being served unversioned), with why. */
  refused: { remote: RemoteName; problems: string[] }[];
  /** Merchants that got (or moved to) the newest build as their stable, per remote. */
  assigned: Partial<Record<RemoteName, number[]>>;
  ms: number;
}

export interface RegistrationDeps extends PublishDeps {
  staticRoot: string;
  stables: BuildStableRepository;
  merchantIds: () => Promise<number[]>;
  /** Drops a merchant's cached reads (its config names its remotes' versions). */
  invalidate: (merchantId: number) => Promise<void>;
  /** Production: a newer build never replaces a stable (ADR 0012 §8). */
  production: boolean;
}

/** Generated type bundles are not part of what browsers load: left out of a build's files. */
const skipped = (name: string) => name.startsWith('@mf-types') || name.endsWith('.d.ts');

/** Every file under `dir` by its path relative to it (`/` separators), type bundles left out. */
export function readBuild(dir: string, prefix = '', out = new Map<string, Buffer>()): Map<string, Buffer> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (skipped(e.name)) continue;
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) readBuild(join(dir, e.name), rel, out);
    else if (e.isFile()) out.set(rel, readFileSync(join(dir, e.name)));
  }
  return out;
}

function packageVersion(staticRoot: string, pkg: string): string {
  try {
    const v = (JSON.parse(readFileSync(join(staticRoot, pkg, 'package.json'), 'utf8')) as { version?: unknown })
      .version;
    return typeof v === 'string' && v ? v : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Registers one remote's dist when its files are new; null when there is nothing (new) to register. */
async function registerOne(deps: RegistrationDeps, remote: RemoteName, result: BuildRegistration) {
  const pkg = REMOTE_PACKAGES[remote];
  const dist = join(deps.staticRoot, pkg, 'dist');
  const manifestFile = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return;
  const files = readBuild(dist);
  const integrities = Object.fromEntries([...files].map(([path, bytes]) => [path, integrityOf(bytes)]));
  if (await deps.repo.versionWithDigest(remote, releaseDigest(integrities))) return;
  const base = packageVersion(deps.staticRoot, pkg);
  const version = (await deps.repo.find(remote, base))
    ? `${base.split('+')[0]}+${releaseDigest(integrities).slice(0, 8)}`
    : base;
  const meta = {
    remote,
    version,
    gitCommit: null,
    builtAt: statSync(manifestFile).mtime.toISOString(),
    files: integrities,
  };
  try {
    await publishRelease(
      deps,
      { meta, files },
      {
        who: { actor: 'system:start' },
        publishedBy: 'system:start',
        source: 'build',
      },
    );
    result.registered.push({ remote, version });
  } catch (e) {
    if (e instanceof DomainError && e.code === 'RELEASE_EXISTS') return; // another process registered it first
    const problems =
      e instanceof DomainError && Array.isArray(e.extra.problems) ? (e.extra.problems as string[]) : [String(e)];
    result.refused.push({ remote, problems });
    deps.log.error({ remote, version, problems }, `releases: the build of ${pkg} was not registered`);
  }
}

/**
 * `npm start` needs no release step (ADR 0012 §8): each remote's built dist is registered as a release (source
 * 'build') unless the same files are registered already; then every merchant without a rollout of the remote gets
 * the newest build as its stable, and outside production a stable that is an older build moves to the newest.
 */
export async function registerBuilds(deps: RegistrationDeps): Promise<BuildRegistration> {
  const t0 = Date.now();
  const result: BuildRegistration = { registered: [], refused: [], assigned: {}, ms: 0 };
  const merchantIds = await deps.merchantIds();
  for (const remote of REMOTE_NAMES) {
    await registerOne(deps, remote, result);
    const newest = await deps.repo.newestBuild(remote);
    if (!newest) continue;
    const changed = await deps.stables.assign(remote, newest, merchantIds, !deps.production);
    if (changed.length) result.assigned[remote] = changed;
    for (const id of changed) await deps.invalidate(id);
  }
  result.ms = Date.now() - t0;
  return result;
}
