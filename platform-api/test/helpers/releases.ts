import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_PARCELS, type ReleaseMeta, type RemoteName } from 'shared-contracts';
import { formData, type Json } from './payments';

/** A built shell's manifest (react 19.3.1, i18next 25.10.10 …): configure `shellManifestFile` with it to run the gate's shared-version check. */
export const SHELL_MANIFEST_FIXTURE = join(__dirname, '..', 'fixtures', 'shell-mf-manifest.json');

/** A shared library of a fake build. */
export interface FakeShared {
  name: string;
  version: string;
  requiredVersion: string;
  singleton?: boolean;
}

/** Singletons every fake build shares; their ranges accept what the fixture shell provides. */
export const FAKE_SHARED: readonly FakeShared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
  { name: 'i18next', version: '25.10.10', requiredVersion: '^25.6.0', singleton: true },
  { name: 'shared-contracts', version: '0.1.0', requiredVersion: '0.1.0', singleton: true },
  { name: 'single-spa-react', version: '6.0.2', requiredVersion: '6.0.2' },
];

export interface FakeBuildOptions {
  /** Exposed parcels (default: every REMOTE_PARCELS entry of the remote). */
  parcels?: readonly string[];
  shared?: readonly FakeShared[];
  /** The manifest's federation name (default: the remote's). */
  name?: string;
  /** Changes every file's bytes (default: random), so two builds differ. */
  seed?: string;
}

const hash8 = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 8);
const assets = (js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });

/**
 * A minimal but real-shaped build of `remote` (what webpack's Module Federation writes): mf-manifest.json with its
 * name, an expose per parcel with its chunk, shared singletons with theirs, remoteEntry.js and a common chunk.
 */
export function fakeBuild(remote: RemoteName, opts: FakeBuildOptions = {}): Map<string, Buffer> {
  const seed = opts.seed ?? randomBytes(6).toString('hex');
  const files = new Map<string, Buffer>();
  const js = (name: string) => {
    const file = `${name}.${hash8(`${seed}:${name}`)}.js`;
    files.set(file, Buffer.from(`/* ${remote} ${name} ${seed} */ console.log(${JSON.stringify(name)});\n`));
    return file;
  };
  const common = js('100');
  const exposes = (opts.parcels ?? (REMOTE_PARCELS[remote] as readonly string[])).map((p) => ({
    id: `${remote}:${p}`,
    name: p,
    path: `./${p}`,
    assets: assets([common, js(`__federation_expose_${p}`)]),
  }));
  const shared = (opts.shared ?? FAKE_SHARED).map((s, i) => ({
    id: `${remote}:${s.name}`,
    name: s.name,
    version: s.version,
    ...(s.singleton ? { singleton: true } : {}),
    requiredVersion: s.requiredVersion,
    assets: assets([js(`${200 + i}`)]),
    fallback: '',
  }));
  files.set('remoteEntry.js', Buffer.from(`/* ${remote} remote entry ${seed} */ var ${remote};\n`));
  const manifest = {
    id: opts.name ?? remote,
    name: opts.name ?? remote,
    metaData: {
      name: opts.name ?? remote,
      type: 'app',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: remote,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared,
    remotes: [],
    exposes,
  };
  files.set('mf-manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
  return files;
}

/** A file's SRI integrity, as `npm run release` declares it. */
export const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The `meta` part declaring `files` as `remote`'s `version`. */
export function releaseMeta(files: ReadonlyMap<string, Buffer>, remote: RemoteName, version: string): ReleaseMeta {
  return {
    remote,
    version,
    gitCommit: 'abcdef1234567',
    builtAt: new Date().toISOString(),
    files: Object.fromEntries([...files].map(([path, bytes]) => [path, sri(bytes)])),
  };
}

/**
 * POST /ops/releases as `auth` (an `authorization` value such as OPS_AUTH, or a session's headers): the multipart
 * body `npm run release` sends (meta first, then each file named by its path).
 */
export async function publishRelease(
  app: FastifyInstance,
  files: ReadonlyMap<string, Buffer>,
  meta: ReleaseMeta | string,
  auth: string | Record<string, string>,
): Promise<{ status: number; body: Json }> {
  const { payload, contentType } = formData([
    { name: 'meta', data: typeof meta === 'string' ? meta : JSON.stringify(meta) },
    ...[...files].map(([path, data]) => ({
      name: path,
      filename: path,
      type: 'application/octet-stream',
      data,
    })),
  ]);
  const headers = typeof auth === 'string' ? { authorization: auth } : auth;
  const res = await app.inject({
    method: 'POST',
    url: '/ops/releases',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}
