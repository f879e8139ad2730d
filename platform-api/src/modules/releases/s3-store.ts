import aws4 from 'aws4';
import type { ReleaseS3Config } from '../../infra/config';
import { IMMUTABLE } from '../../infra/http/static-files';
import { ReleaseAlreadyStored, type ReleaseStore } from './release-store';

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
};
const typeOf = (path: string) => TYPES[path.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';

/** The variables RELEASE_STORE=s3 needs, by the config field each fills. */
const REQUIRED: Record<keyof ReleaseS3Config, string> = {
  endpoint: 'RELEASE_S3_ENDPOINT',
  bucket: 'RELEASE_S3_BUCKET',
  region: 'RELEASE_S3_REGION',
  accessKeyId: 'RELEASE_S3_ACCESS_KEY_ID',
  secretAccessKey: 'RELEASE_S3_SECRET_ACCESS_KEY',
  publicUrl: 'RELEASE_PUBLIC_URL',
};

/**
 * An S3-compatible bucket as the release store: path-style `PUT /<bucket>/<package>/<version>/<file>` signed with AWS
 * SigV4 (`aws4`), sent with Node's fetch. The manifest is uploaded last, so `has` (a HEAD of it) is true only for a
 * complete release; browsers read the files from `RELEASE_PUBLIC_URL`.
 */
export function createS3Store(cfg: ReleaseS3Config, fetchFn: typeof fetch = globalThis.fetch): ReleaseStore {
  const missing = (Object.keys(REQUIRED) as (keyof ReleaseS3Config)[]).filter((k) => !cfg[k]);
  if (missing.length) throw new Error(`RELEASE_STORE=s3 needs ${missing.map((k) => REQUIRED[k]).join(', ')} to be set`);
  const base = new URL(cfg.endpoint);
  const prefix = base.pathname.replace(/\/+$/, '');
  const keyPath = (pkg: string, version: string, file: string) =>
    `${prefix}/${cfg.bucket}/${[pkg, version, ...file.split('/')].map(encodeURIComponent).join('/')}`;
  /** Files this process stored per release, so `remove` can delete them again. */
  const stored = new Map<string, string[]>();

  async function call(method: 'PUT' | 'HEAD' | 'DELETE', path: string, body?: Buffer, headers = {}) {
    const signed = aws4.sign(
      { host: base.host, path, method, service: 's3', region: cfg.region, headers, ...(body ? { body } : {}) },
      { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
    );
    // fetch sets Host and Content-Length itself (the same values the signature covers).
    const sent = Object.fromEntries(
      Object.entries(signed.headers ?? {}).filter(([k]) => !['host', 'content-length'].includes(k.toLowerCase())),
    ) as Record<string, string>;
    const res = await fetchFn(new URL(path, base.origin), {
      method,
      headers: sent,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  }
  const check = (status: number, what: string) => {
    if (status < 200 || status >= 300) throw new Error(`release store (S3): ${what} answered ${status}`);
  };

  const store: ReleaseStore = {
    kind: 's3',
    async put(pkg, version, files) {
      if (await store.has(pkg, version)) throw new ReleaseAlreadyStored(pkg, version);
      const paths = [...files.keys()].sort((a, b) =>
        a === 'mf-manifest.json' ? 1 : b === 'mf-manifest.json' ? -1 : a.localeCompare(b),
      );
      stored.set(`${pkg}/${version}`, paths);
      for (const path of paths) {
        const status = await call('PUT', keyPath(pkg, version, path), files.get(path)!, {
          'Content-Type': typeOf(path),
          'Cache-Control': IMMUTABLE,
        });
        check(status, `PUT ${pkg}/${version}/${path}`);
      }
    },
    async has(pkg, version) {
      const status = await call('HEAD', keyPath(pkg, version, 'mf-manifest.json'));
      if (status === 404) return false;
      check(status, `HEAD ${pkg}/${version}/mf-manifest.json`);
      return true;
    },
    async remove(pkg, version) {
      // The manifest first: without it the release is not there, whatever else is left.
      const paths = stored.get(`${pkg}/${version}`) ?? ['mf-manifest.json'];
      for (const path of [...paths].reverse()) await call('DELETE', keyPath(pkg, version, path));
      stored.delete(`${pkg}/${version}`);
    },
    entryUrl: (pkg, version) => `${cfg.publicUrl}/${pkg}/${version}/mf-manifest.json`,
  };
  return store;
}
