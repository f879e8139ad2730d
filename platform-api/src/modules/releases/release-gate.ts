import semver from 'semver';
import {
  MODAL_HOSTS,
  REMOTE_PACKAGES,
  REMOTE_PARCELS,
  ROUTES,
  type ReleaseMeta,
  type RemoteName,
} from 'shared-contracts';
import { integrityOf, parseManifest, type FederationManifest } from './release-manifest';
import type { ReleaseFiles } from './release-store';

export interface GateInput {
  remote: RemoteName;
  meta: Pick<ReleaseMeta, 'version' | 'files'>;
  /** What was received, by path. */
  files: ReleaseFiles;
  /** The built shell's shared libraries (name → provided version); null: no built shell, the check is skipped. */
  shellShared: ReadonlyMap<string, string> | null;
}

export interface GateVerdict {
  /** One sentence per problem, naming the thing; empty: the release may be stored. */
  problems: string[];
  /** The release's manifest when it parsed. */
  manifest: FederationManifest | null;
}

/** Why the remote registry needs a parcel: the routes that mount it and the modal host it is. */
function neededBy(remote: RemoteName, parcel: string): string {
  const routes = ROUTES.filter((r) => r.remote === remote && r.parcel === parcel).map((r) => r.path);
  const host = (MODAL_HOSTS as Partial<Record<RemoteName, { parcel: string; commands: readonly string[] }>>)[remote];
  const why = [
    ...(routes.length ? [`route table: ${routes.join(', ')}`] : []),
    ...(host?.parcel === parcel ? [`modal host for ${host.commands.join(', ')}`] : []),
  ];
  return why.length ? ` (${why.join('; ')})` : '';
}

/**
 * The compatibility gate (ADR 0012 §3), a pure function: the files are the declared ones with their declared
 * integrity, the manifest is the remote's, exposes every parcel REMOTE_PARCELS lists, names only files the release
 * has, and its singletons accept the versions the shell provides.
 */
export function checkRelease({ remote, meta, files, shellShared }: GateInput): GateVerdict {
  const label = `${REMOTE_PACKAGES[remote]} ${meta.version}`;
  const problems: string[] = [];
  const declared = Object.keys(meta.files);
  for (const path of declared)
    if (!files.has(path)) problems.push(`${label}: ${path} is declared in meta but was not sent`);
  for (const [path, bytes] of files) {
    const want = meta.files[path];
    if (want === undefined) {
      problems.push(`${label}: ${path} was sent but is not declared in meta`);
      continue;
    }
    const got = integrityOf(bytes);
    if (got !== want) problems.push(`${label}: ${path} does not match its integrity (declared ${want}, got ${got})`);
  }

  const bytes = files.get('mf-manifest.json');
  if (!bytes) return { problems: [...problems, `${label} has no mf-manifest.json`], manifest: null };
  const manifest = parseManifest(bytes);
  if (typeof manifest === 'string') return { problems: [...problems, `${label}: ${manifest}`], manifest: null };

  if (manifest.name !== remote)
    problems.push(`${label}: mf-manifest.json is the manifest of ${manifest.name}, not of ${remote}`);
  const exposed = new Set(manifest.exposes.map((e) => e.name));
  for (const parcel of REMOTE_PARCELS[remote] as readonly string[])
    if (!exposed.has(parcel))
      problems.push(`${label} does not expose ${parcel}, which the remote registry needs${neededBy(remote, parcel)}`);

  const named = new Map<string, string>();
  if (!manifest.remoteEntry) problems.push(`${label}: mf-manifest.json names no remoteEntry`);
  else named.set(manifest.remoteEntry, 'its remoteEntry');
  for (const e of manifest.exposes) for (const f of e.files) if (!named.has(f)) named.set(f, `expose ${e.name}`);
  for (const s of manifest.shared) for (const f of s.files) if (!named.has(f)) named.set(f, `shared ${s.name}`);
  for (const [file, owner] of named)
    if (!files.has(file)) problems.push(`${label}: ${file} (${owner} in mf-manifest.json) is not among its files`);

  if (shellShared)
    for (const s of manifest.shared) {
      const provided = shellShared.get(s.name);
      if (!s.singleton || provided === undefined) continue;
      if (!semver.validRange(s.requiredVersion))
        problems.push(`${label} needs ${s.name} ${s.requiredVersion}, which is not a version range`);
      else if (!semver.satisfies(provided, s.requiredVersion, { includePrerelease: true }))
        problems.push(`${label} needs ${s.name} ${s.requiredVersion} but the shell provides ${provided}`);
    }
  return { problems, manifest };
}
