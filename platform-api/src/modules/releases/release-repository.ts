import type { ReleaseShared, RemoteName } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** A row of remote_releases as the service reads it (the entry URL comes from the store). */
export interface ReleaseRow {
  remote: RemoteName;
  version: string;
  exposes: string[];
  shared: ReleaseShared[];
  files: Record<string, string>;
  fileCount: number;
  bytes: number;
  digest: string;
  gitCommit: string | null;
  builtAt: Date;
  publishedAt: Date;
  publishedBy: string;
  source: 'release' | 'build';
}

export type NewRelease = Omit<ReleaseRow, 'publishedAt'>;

const COLUMNS = `remote, version, exposes, shared, files, file_count AS "fileCount", bytes, digest,
  git_commit AS "gitCommit", built_at AS "builtAt", published_at AS "publishedAt", published_by AS "publishedBy", source`;
const row = (r: ReleaseRow): ReleaseRow => ({
  ...r,
  bytes: Number(r.bytes),
  fileCount: Number(r.fileCount),
  builtAt: new Date(r.builtAt),
  publishedAt: new Date(r.publishedAt),
});

/** remote_releases: one immutable row per published version (ADR 0012 §1–2). */
export function createReleaseRepository(db: Db) {
  return {
    /** Registers a release; a second row for the same version fails on the primary key (23505). */
    async insert(r: NewRelease, tx: Db = db): Promise<ReleaseRow> {
      const { rows } = await tx.query<ReleaseRow>(
        `INSERT INTO remote_releases (remote, version, exposes, shared, files, file_count, bytes, digest, git_commit,
           built_at, published_by, source)
         VALUES ($1, $2, $3::text[], $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10, $11, $12)
         RETURNING ${COLUMNS}`,
        [
          r.remote,
          r.version,
          r.exposes,
          JSON.stringify(r.shared),
          JSON.stringify(r.files),
          r.fileCount,
          r.bytes,
          r.digest,
          r.gitCommit,
          r.builtAt,
          r.publishedBy,
          r.source,
        ],
      );
      return row(rows[0]!);
    },
    /** Every release of `remote` (or of every remote), newest first. */
    async list(remote?: RemoteName, tx: Db = db): Promise<ReleaseRow[]> {
      const { rows } = await tx.query<ReleaseRow>(
        `SELECT ${COLUMNS} FROM remote_releases WHERE $1::text IS NULL OR remote = $1
         ORDER BY published_at DESC, remote, version DESC`,
        [remote ?? null],
      );
      return rows.map(row);
    },
    async find(remote: RemoteName, version: string, tx: Db = db): Promise<ReleaseRow | null> {
      const { rows } = await tx.query<ReleaseRow>(
        `SELECT ${COLUMNS} FROM remote_releases WHERE remote = $1 AND version = $2`,
        [remote, version],
      );
      return rows[0] ? row(rows[0]) : null;
    },
    /** The version of `remote` holding exactly these files (by digest), if any. */
    async versionWithDigest(remote: RemoteName, digest: string, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ version: string }>(
        'SELECT version FROM remote_releases WHERE remote = $1 AND digest = $2 ORDER BY published_at DESC LIMIT 1',
        [remote, digest],
      );
      return rows[0]?.version ?? null;
    },
    /** The newest release of `remote` registered from a local build (source 'build'), if any. */
    async newestBuild(remote: RemoteName, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ version: string }>(
        `SELECT version FROM remote_releases WHERE remote = $1 AND source = 'build'
         ORDER BY published_at DESC, version DESC LIMIT 1`,
        [remote],
      );
      return rows[0]?.version ?? null;
    },
  };
}
export type ReleaseRepository = ReturnType<typeof createReleaseRepository>;
