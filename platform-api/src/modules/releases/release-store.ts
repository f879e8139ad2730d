import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A release's files by their path relative to the build folder (`remoteEntry.js`, `mf-manifest.json` …). */
export type ReleaseFiles = ReadonlyMap<string, Buffer>;

/**
 * Where published releases live (ADR 0012 §1): an immutable folder per `<package>/<version>/`. `put` is all or
 * nothing and refuses a version that is already there; nothing here ever changes or deletes a stored release except
 * `remove`, which undoes a `put` whose registration failed.
 */
export interface ReleaseStore {
  readonly kind: 'folder' | 's3';
  /** Stores every file of a release; throws (storing nothing) when the version is already there. */
  put(pkg: string, version: string, files: ReleaseFiles): Promise<void>;
  has(pkg: string, version: string): Promise<boolean>;
  /** Drops a release just stored (its row could not be registered). */
  remove(pkg: string, version: string): Promise<void>;
  /** The manifest URL the shell registers for the release. */
  entryUrl(pkg: string, version: string): string;
  /**
   * True when the stored version holds exactly these files (path → SRI integrity): a release stored earlier whose
   * row is gone (a database reset beside a kept store) is then registered again instead of refused.
   */
  holds?(pkg: string, version: string, integrities: Readonly<Record<string, string>>): Promise<boolean>;
}

/** Every file under `dir` by its path relative to it. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(join(dir, e.name), rel)));
    else out.push(rel);
  }
  return out;
}

/** The store already holds this version (the route answers 409 RELEASE_EXISTS). */
export class ReleaseAlreadyStored extends Error {
  constructor(
    readonly pkg: string,
    readonly version: string,
  ) {
    super(`${pkg} ${version} is already in the release store`);
  }
}

/**
 * The folder store: `<root>/<package>/<version>/<file>`, served by static-files.ts at
 * `/remotes/<package>/<version>/<file>`. A release is written to `<root>/.staging-<random>/` and renamed into
 * place, so a reader never sees half a release and two publishers of one version cannot both win.
 */
export function createFolderStore(root: string): ReleaseStore & { readonly root: string } {
  const target = (pkg: string, version: string) => join(root, pkg, version);
  return {
    kind: 'folder',
    root,
    async put(pkg, version, files) {
      const dest = target(pkg, version);
      if (existsSync(dest)) throw new ReleaseAlreadyStored(pkg, version);
      const staging = join(root, `.staging-${randomBytes(8).toString('hex')}`);
      try {
        for (const [path, bytes] of files) {
          const file = join(staging, path);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, bytes);
        }
        await mkdir(staging, { recursive: true });
        await mkdir(dirname(dest), { recursive: true });
        // rename() onto an existing non-empty folder fails (ENOTEMPTY/EEXIST): the race's loser stores nothing.
        if (existsSync(dest)) throw new ReleaseAlreadyStored(pkg, version);
        await rename(staging, dest).catch((e: NodeJS.ErrnoException) => {
          throw e.code === 'ENOTEMPTY' || e.code === 'EEXIST' ? new ReleaseAlreadyStored(pkg, version) : e;
        });
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },
    has: async (pkg, version) => existsSync(target(pkg, version)),
    async remove(pkg, version) {
      await rm(target(pkg, version), { recursive: true, force: true });
    },
    entryUrl: (pkg, version) => `/remotes/${pkg}/${version}/mf-manifest.json`,
    async holds(pkg, version, integrities) {
      const dir = target(pkg, version);
      if (!existsSync(dir)) return false;
      const paths = await listFiles(dir);
      if (paths.length !== Object.keys(integrities).length) return false;
      for (const path of paths) {
        const sri = `sha384-${createHash('sha384')
          .update(await readFile(join(dir, path)))
          .digest('base64')}`;
        if (integrities[path] !== sri) return false;
      }
      return true;
    },
  };
}
