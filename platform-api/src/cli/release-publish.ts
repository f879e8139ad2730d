import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  isReleaseVersion,
  REMOTE_NAMES,
  REMOTE_PACKAGES,
  type Release,
  type ReleaseMeta,
  type RemoteName,
} from 'shared-contracts';
import { loadConfig } from '../infra/config';
import { readKeyFile } from '../infra/crypto/key-file';
import { integrityOf, readBuild } from '../modules/releases';

/** A remote by its federation name (mf_games) or its package (mf-games); null when it is neither. */
export function remoteOf(name: string): RemoteName | null {
  return REMOTE_NAMES.find((r) => r === name || REMOTE_PACKAGES[r] === name) ?? null;
}

export interface PublishBuildRequest {
  remote: RemoteName;
  version: string;
  /** The built folder (webpack's output). */
  dir: string;
  gitCommit: string | null;
  url: string;
  token: string | null;
  fetch?: typeof fetch;
}

export type PublishBuildResult =
  | { ok: true; release: Release }
  | { ok: false; status: number; code: string; detail: string | null; problems: string[] };

/** The operator CLI's token: OPERATOR_TOKEN, else the development token file `npm start` keeps. */
export const operatorToken = (): string | null =>
  process.env.OPERATOR_TOKEN || readKeyFile(loadConfig().operatorTokenFile);

/** Hashes every file of `dir` and publishes them (POST /ops/releases, multipart: meta first, then the files). */
export async function publishBuild(req: PublishBuildRequest): Promise<PublishBuildResult> {
  const files = readBuild(req.dir);
  const meta: ReleaseMeta = {
    remote: req.remote,
    version: req.version,
    gitCommit: req.gitCommit,
    builtAt: statSync(resolve(req.dir, 'mf-manifest.json')).mtime.toISOString(),
    files: Object.fromEntries([...files].map(([path, bytes]) => [path, integrityOf(bytes)])),
  };
  const form = new FormData();
  form.append('meta', JSON.stringify(meta));
  for (const [path, bytes] of files) form.append(path, new Blob([new Uint8Array(bytes)]), path);
  const res = await (req.fetch ?? globalThis.fetch)(`${req.url.replace(/\/+$/, '')}/ops/releases`, {
    method: 'POST',
    headers: req.token ? { authorization: `Bearer ${req.token}` } : {},
    body: form,
  });
  const body = (await res.json().catch(() => ({}))) as {
    value?: Release;
    code?: string;
    detail?: string;
    problems?: string[];
  };
  if (res.ok && body.value) return { ok: true, release: body.value };
  return {
    ok: false,
    status: res.status,
    code: body.code ?? `HTTP ${res.status}`,
    detail: body.detail ?? null,
    problems: Array.isArray(body.problems) ? body.problems : [],
  };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** What the release command prints. */
export function formatResult(r: PublishBuildResult, ms: number): string {
  if (r.ok) {
    const x = r.release;
    return [
      `released ${REMOTE_PACKAGES[x.remote]} ${x.version} in ${ms} ms`,
      `  files: ${x.files} (${kib(x.bytes)})`,
      `  entry: ${x.entry}`,
      `  git commit: ${x.gitCommit ?? '—'}; published by ${x.publishedBy} at ${x.publishedAt}`,
    ].join('\n');
  }
  const why = r.problems.length ? r.problems.map((p) => `  - ${p}`) : r.detail ? [`  ${r.detail}`] : [];
  return [`release refused: ${r.code} (${r.status})`, ...why].join('\n');
}

/** `node platform-api/dist/cli/release-publish.js <remote> <version> <dir> [--git-commit SHA] [--url URL]`. */
async function main(argv: string[]): Promise<number> {
  const [name, version, dir] = argv;
  const opt = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? (argv[i + 1] ?? null) : null;
  };
  const remote = name ? remoteOf(name) : null;
  if (!remote || !version || !dir) {
    process.stderr.write('usage: release-publish <remote> <version> <dir> [--git-commit SHA] [--url URL]\n');
    return 2;
  }
  if (!isReleaseVersion(version)) {
    process.stderr.write(`${version} is not a semantic version (X.Y.Z)\n`);
    return 2;
  }
  if (!existsSync(resolve(dir, 'mf-manifest.json'))) {
    process.stderr.write(`${dir} has no mf-manifest.json: not a build of ${REMOTE_PACKAGES[remote]}\n`);
    return 2;
  }
  const url = opt('--url') ?? process.env.OPERATOR_URL ?? 'http://127.0.0.1:8080';
  const t0 = Date.now();
  try {
    const r = await publishBuild({ remote, version, dir, gitCommit: opt('--git-commit'), url, token: operatorToken() });
    (r.ok ? process.stdout : process.stderr).write(`${formatResult(r, Date.now() - t0)}\n`);
    return r.ok ? 0 : 1;
  } catch (err) {
    process.stderr.write(`release: could not reach ${url}: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

if (require.main === module) void main(process.argv.slice(2)).then((code) => process.exit(code));
