import { createHash } from 'node:crypto';
import type { ReleaseShared } from 'shared-contracts';

/** The parts of a Module Federation 2 `mf-manifest.json` the releases module reads. */
export interface FederationManifest {
  name: string;
  /** `remoteEntry.js` with its folder, as the manifest names it. */
  remoteEntry: string | null;
  exposes: { name: string; files: string[] }[];
  shared: (ReleaseShared & { files: string[] })[];
}

type Assets = { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown; async?: unknown } } | undefined;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const assetFiles = (a: Assets): string[] => [
  ...strings(a?.js?.sync),
  ...strings(a?.js?.async),
  ...strings(a?.css?.sync),
  ...strings(a?.css?.async),
];
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Reads a manifest's bytes; a message saying what is wrong when it is not JSON with a name. */
export function parseManifest(bytes: Buffer): FederationManifest | string {
  let raw: Record<string, unknown>;
  try {
    raw = obj(JSON.parse(bytes.toString('utf8')));
  } catch {
    return 'mf-manifest.json is not valid JSON';
  }
  if (typeof raw.name !== 'string' || !raw.name) return 'mf-manifest.json has no name';
  const entry = obj(obj(raw.metaData).remoteEntry);
  const entryName = typeof entry.name === 'string' && entry.name ? entry.name : null;
  const entryPath = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  return {
    name: raw.name,
    remoteEntry: entryName && (entryPath ? `${entryPath}/${entryName}` : entryName),
    exposes: (Array.isArray(raw.exposes) ? raw.exposes : []).map((e) => ({
      name: String(obj(e).name ?? ''),
      files: assetFiles(obj(e).assets as Assets),
    })),
    shared: (Array.isArray(raw.shared) ? raw.shared : []).map((s) => {
      const o = obj(s);
      return {
        name: String(o.name ?? ''),
        version: String(o.version ?? ''),
        requiredVersion: typeof o.requiredVersion === 'string' ? o.requiredVersion : '*',
        singleton: o.singleton === true,
        files: assetFiles(o.assets as Assets),
      };
    }),
  };
}

/** A file's SRI integrity, `sha384-<base64>` (what `meta.files` declares). */
export const integrityOf = (bytes: Buffer): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** sha256 (hex) over the sorted (path, integrity) pairs: the same files give the same digest. */
export function releaseDigest(integrities: Readonly<Record<string, string>>): string {
  const h = createHash('sha256');
  for (const path of Object.keys(integrities).sort()) h.update(`${path}\0${integrities[path]}\n`);
  return h.digest('hex');
}

/**
 * The libraries the built shell provides (name → version, from its `mf-manifest.json`), or null when there is no
 * built shell there (the gate then skips the shared-version check).
 */
export function shellSharedVersions(manifest: Buffer | null): Map<string, string> | null {
  if (!manifest) return null;
  const parsed = parseManifest(manifest);
  if (typeof parsed === 'string') return null;
  return new Map(parsed.shared.filter((s) => s.name && s.version).map((s) => [s.name, s.version]));
}
