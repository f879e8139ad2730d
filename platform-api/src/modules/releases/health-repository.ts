import type { RemoteName } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** Loads and failures of one version of one remote, summed over a window. */
export interface HealthSums {
  remote: RemoteName;
  version: string;
  loads: number;
  loadFailures: number;
  mountErrors: number;
}

/** Counts of one report item. */
export type HealthCounts = HealthSums;

const SUMS = `remote, version, sum(loads)::int AS loads, sum(load_failures)::int AS "loadFailures",
  sum(mount_errors)::int AS "mountErrors"`;

/**
 * remote_health (per merchant, remote, version and minute, ADR 0012 §6) and session_remote_versions (§7): what real
 * browsers reported, and which versions a member's session ran.
 */
export function createHealthRepository(db: Db) {
  return {
    /** Adds a report's counts to the current minute's rows. */
    async add(merchantId: number, items: readonly HealthCounts[], tx: Db = db): Promise<void> {
      for (const i of items)
        await tx.query(
          `INSERT INTO remote_health (merchant_id, remote, version, minute, loads, load_failures, mount_errors)
           VALUES ($1, $2, $3, date_trunc('minute', now()), $4, $5, $6)
           ON CONFLICT (merchant_id, remote, version, minute) DO UPDATE SET loads = remote_health.loads + $4,
             load_failures = remote_health.load_failures + $5, mount_errors = remote_health.mount_errors + $6`,
          [merchantId, i.remote, i.version, i.loads, i.loadFailures, i.mountErrors],
        );
    },
    /** Every (remote, version) of the merchant reported over the last `minutes`, with its sums. */
    async window(merchantId: number, minutes: number, tx: Db = db): Promise<HealthSums[]> {
      const { rows } = await tx.query<HealthSums>(
        `SELECT ${SUMS} FROM remote_health
         WHERE merchant_id = $1 AND minute >= date_trunc('minute', now()) - make_interval(mins => $2)
         GROUP BY remote, version ORDER BY remote, version`,
        [merchantId, minutes],
      );
      return rows;
    },
    /** The sums of the named versions of one remote over the last `minutes` (a version without reports is absent). */
    async versions(
      merchantId: number,
      remote: RemoteName,
      versions: readonly string[],
      minutes: number,
      tx: Db = db,
    ): Promise<HealthSums[]> {
      const { rows } = await tx.query<HealthSums>(
        `SELECT ${SUMS} FROM remote_health
         WHERE merchant_id = $1 AND remote = $2 AND version = ANY($3::text[])
           AND minute >= date_trunc('minute', now()) - make_interval(mins => $4)
         GROUP BY remote, version`,
        [merchantId, remote, [...versions], minutes],
      );
      return rows;
    },
    /** Deletes rows older than `keepDays`. */
    async prune(keepDays: number, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM remote_health WHERE minute < now() - make_interval(days => $1)', [keepDays]);
    },
    /** Notes that a session ran these versions (once each). */
    async addSessionVersions(
      sessionId: number,
      items: readonly { remote: RemoteName; version: string }[],
      tx: Db = db,
    ): Promise<void> {
      for (const i of items)
        await tx.query(
          `INSERT INTO session_remote_versions (session_id, remote, version) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [sessionId, i.remote, i.version],
        );
    },
    /** The versions each session ran, by remote then version. */
    async sessionVersions(sessionIds: readonly number[], tx: Db = db) {
      if (sessionIds.length === 0) return [];
      const { rows } = await tx.query<{ sessionId: number; remote: RemoteName; version: string }>(
        `SELECT session_id AS "sessionId", remote, version FROM session_remote_versions
         WHERE session_id = ANY($1::int[]) ORDER BY session_id, remote, version`,
        [[...sessionIds]],
      );
      return rows;
    },
  };
}
export type HealthRepository = ReturnType<typeof createHealthRepository>;
