import type { RemoteName } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** One merchant's rollout of one remote as stored (remote_rollouts). */
export interface RolloutRow {
  merchantId: number;
  remote: RemoteName;
  stable: string;
  canaryVersion: string | null;
  canaryPercent: number;
  haltedAt: Date | null;
  haltReason: string | null;
  updatedAt: Date;
}

/** What a verb writes over a rollout row (every column but the keys). */
export type RolloutState = Pick<RolloutRow, 'stable' | 'canaryVersion' | 'canaryPercent' | 'haltedAt' | 'haltReason'>;

const COLUMNS = `merchant_id AS "merchantId", remote, stable_version AS stable, canary_version AS "canaryVersion",
  canary_percent AS "canaryPercent", halted_at AS "haltedAt", halt_reason AS "haltReason", updated_at AS "updatedAt"`;
const row = (r: RolloutRow): RolloutRow => ({
  ...r,
  haltedAt: r.haltedAt ? new Date(r.haltedAt) : null,
  updatedAt: new Date(r.updatedAt),
});

/**
 * remote_rollouts and remote_stable_history (ADR 0012 §4): what each merchant runs of each remote, and every stable
 * it ran (a rollback marks the current one and goes back to the newest earlier one not rolled back).
 */
export function createRolloutRepository(db: Db) {
  /** The newest history row of the current stable that is not rolled back (null: none recorded). */
  const currentEntry = async (merchantId: number, remote: RemoteName, stable: string, tx: Db) => {
    const { rows } = await tx.query<{ id: string }>(
      `SELECT id FROM remote_stable_history
       WHERE merchant_id = $1 AND remote = $2 AND version = $3 AND rolled_back_at IS NULL ORDER BY id DESC LIMIT 1`,
      [merchantId, remote, stable],
    );
    return rows[0] ? Number(rows[0].id) : null;
  };

  return {
    /** Every rollout row of a merchant. */
    async listByMerchant(merchantId: number, tx: Db = db): Promise<RolloutRow[]> {
      const { rows } = await tx.query<RolloutRow>(`SELECT ${COLUMNS} FROM remote_rollouts WHERE merchant_id = $1`, [
        merchantId,
      ]);
      return rows.map(row);
    },
    /** The row, locked until `tx` ends (`FOR UPDATE`): the verbs and the canary guard change it one at a time. */
    async lock(merchantId: number, remote: RemoteName, tx: Db): Promise<RolloutRow | null> {
      const { rows } = await tx.query<RolloutRow>(
        `SELECT ${COLUMNS} FROM remote_rollouts WHERE merchant_id = $1 AND remote = $2 FOR UPDATE`,
        [merchantId, remote],
      );
      return rows[0] ? row(rows[0]) : null;
    },
    /** Writes the row's new state (inserting it when the merchant had none); answers the stored row. */
    async save(merchantId: number, remote: RemoteName, s: RolloutState, tx: Db): Promise<RolloutRow> {
      const { rows } = await tx.query<RolloutRow>(
        `INSERT INTO remote_rollouts
           (merchant_id, remote, stable_version, canary_version, canary_percent, halted_at, halt_reason, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now())
         ON CONFLICT (merchant_id, remote) DO UPDATE SET stable_version = $3, canary_version = $4,
           canary_percent = $5, halted_at = $6, halt_reason = $7, updated_at = now()
         RETURNING ${COLUMNS}`,
        [merchantId, remote, s.stable, s.canaryVersion, s.canaryPercent, s.haltedAt, s.haltReason],
      );
      return row(rows[0]!);
    },
    /** Whether the remote has this version (remote_releases). */
    async releaseExists(remote: RemoteName, version: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query('SELECT 1 FROM remote_releases WHERE remote = $1 AND version = $2', [
        remote,
        version,
      ]);
      return rows.length > 0;
    },
    /** Records a new stable in the history. */
    async addStable(merchantId: number, remote: RemoteName, version: string, tx: Db): Promise<void> {
      await tx.query('INSERT INTO remote_stable_history (merchant_id, remote, version) VALUES ($1, $2, $3)', [
        merchantId,
        remote,
        version,
      ]);
    },
    /**
     * The stable a rollback goes back to: the newest history row before the current stable's that is not rolled back
     * and names another version (null: nothing to go back to).
     */
    async previousStable(merchantId: number, remote: RemoteName, stable: string, tx: Db = db): Promise<string | null> {
      const current = await currentEntry(merchantId, remote, stable, tx);
      const { rows } = await tx.query<{ version: string }>(
        `SELECT version FROM remote_stable_history
         WHERE merchant_id = $1 AND remote = $2 AND version <> $3 AND rolled_back_at IS NULL
           AND ($4::bigint IS NULL OR id < $4) ORDER BY id DESC LIMIT 1`,
        [merchantId, remote, stable, current],
      );
      return rows[0]?.version ?? null;
    },
    /** Marks the current stable's newest history row rolled back (the next rollback skips it). */
    async markRolledBack(merchantId: number, remote: RemoteName, stable: string, tx: Db): Promise<void> {
      const current = await currentEntry(merchantId, remote, stable, tx);
      if (current !== null)
        await tx.query('UPDATE remote_stable_history SET rolled_back_at = now() WHERE id = $1', [current]);
    },
  };
}
export type RolloutRepository = ReturnType<typeof createRolloutRepository>;
