import { createHash } from 'node:crypto';
import type { RemoteName } from 'shared-contracts';
import type { Db } from '../../src/infra/db';

/**
 * Registers a version of a remote as if it had been published (a remote_releases row with plausible columns, no
 * files): the rollout tests pin and canary it. `source` 'build' stands for a version `npm start` registered.
 */
export async function seedRelease(
  db: Db,
  remote: RemoteName,
  version: string,
  source: 'release' | 'build' = 'release',
): Promise<void> {
  const files = { 'mf-manifest.json': `sha384-${'A'.repeat(64)}` };
  const digest = createHash('sha256').update(`${remote}@${version}`).digest('hex');
  await db.query(
    `INSERT INTO remote_releases
       (remote, version, exposes, shared, files, file_count, bytes, digest, git_commit, built_at, published_by, source)
     VALUES ($1, $2, $3::text[], '[]'::jsonb, $4::jsonb, 1, 1234, $5, NULL, now(), $6, $7)
     ON CONFLICT DO NOTHING`,
    [
      remote,
      version,
      ['Home'],
      JSON.stringify(files),
      digest,
      source === 'build' ? 'system:start' : 'operator:demo_owner',
      source,
    ],
  );
}
