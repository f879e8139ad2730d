import type { RemoteName } from 'shared-contracts';
import type { Db } from '../../infra/db';

/**
 * remote_rollouts and remote_stable_history as `npm start`'s build registration moves them (ADR 0012 §8); every other
 * change of a rollout is the rollouts service's.
 */
export function createBuildStableRepository(db: Db) {
  return {
    /**
     * In one statement: each of `merchantIds` without a rollout of `remote` gets one with stable `version`; when
     * `replaceBuilds`, a merchant whose stable is another 'build' release (never an operator's release, and not
     * while `version` is its canary) moves to `version`. Each gets its history row. Answers the merchants changed.
     */
    async assign(
      remote: RemoteName,
      version: string,
      merchantIds: readonly number[],
      replaceBuilds: boolean,
      tx: Db = db,
    ): Promise<number[]> {
      const { rows } = await tx.query<{ merchant_id: number }>(
        `WITH added AS (
           INSERT INTO remote_rollouts (merchant_id, remote, stable_version)
           SELECT m, $1, $2 FROM unnest($3::int[]) AS m
           ON CONFLICT (merchant_id, remote) DO NOTHING
           RETURNING merchant_id
         ), moved AS (
           UPDATE remote_rollouts r SET stable_version = $2, updated_at = now()
           FROM remote_releases rel
           WHERE $4::boolean AND r.remote = $1 AND r.stable_version <> $2
             AND (r.canary_version IS NULL OR r.canary_version <> $2)
             AND rel.remote = r.remote AND rel.version = r.stable_version AND rel.source = 'build'
           RETURNING r.merchant_id
         ), history AS (
           INSERT INTO remote_stable_history (merchant_id, remote, version)
           SELECT merchant_id, $1, $2 FROM (SELECT merchant_id FROM added UNION ALL SELECT merchant_id FROM moved) x
           RETURNING merchant_id
         )
         SELECT merchant_id FROM history ORDER BY merchant_id`,
        [remote, version, merchantIds, replaceBuilds],
      );
      return rows.map((r) => Number(r.merchant_id));
    },
  };
}
export type BuildStableRepository = ReturnType<typeof createBuildStableRepository>;
