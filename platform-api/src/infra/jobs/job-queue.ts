// pg-boss queue helpers of the runner: job ids, send options, queue creation, the statement counter.
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { pgBossDb, type Db } from './pg-boss-db';
import type { Schedule } from './schedule';
import type { JobDefinition } from './job-types';

/** The pg-boss job id of (name, period): the same in every process, so enqueueing a period twice finds the first row. */
export function periodJobId(name: string, period: string): string {
  const h = createHash('sha256').update(`${name}\n${period}`).digest('hex');
  // An RFC 9562 version 8 (custom) UUID.
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e)).slice(0, 2000);

/** A second 'ok' for a (name, period): refused by the unique partial index on job_runs. */
export const isOnceViolation = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  (e as { code?: string }).code === '23505' &&
  errorText(e).includes('job_runs_once_idx');

export const scheduleOf = (d: JobDefinition): Schedule | null => {
  if (d.every !== undefined && d.cron !== undefined) throw new Error(`job ${d.name}: give every or cron, not both`);
  if (d.every !== undefined) return { every: d.every, offsetSeconds: d.offsetSeconds ?? 0 };
  if (d.cron !== undefined) return { cron: d.cron, tz: d.tz ?? 'UTC' };
  return null;
};

/** How (name, period) is sent: its deterministic id and the definition's retry and expiry settings. */
export const sendOptions = (d: JobDefinition, period: string): PgBoss.SendOptions => ({
  id: periodJobId(d.name, period),
  singletonKey: period,
  retryLimit: d.retryLimit ?? 3,
  retryDelay: d.retryDelay ?? 5,
  retryBackoff: d.retryBackoff ?? true,
  expireInSeconds: d.expireInSeconds ?? 900,
});

/**
 * pg-boss's create_queue() inserts the queue row and then creates and attaches its partition (DDL on
 * the queue and job tables): two processes creating queues at once deadlock (seen with two API
 * processes starting together). Queue creation is serialised by an advisory lock, taken in a
 * transaction that a pg-boss instance bound to it (never started) runs create_queue() in.
 */
export async function createQueueLocked(db: Db, schema: string, queue: PgBoss.Queue): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`pg-boss create_queue ${schema}`]);
    const inTx = new PgBoss({ db: pgBossDb(tx), schema, schedule: false, supervise: false, migrate: false });
    await inTx.createQueue(queue.name, queue);
  });
}

/** pg-boss's adapter over `db`, counting every statement in flight, so stop() can wait for its unawaited completions. */
export function trackedPgBossDb(db: Db): { db: PgBoss.Db; inFlight: () => number } {
  const adapter = pgBossDb(db);
  let inFlight = 0;
  return {
    db: {
      executeSql: (text, values) => {
        inFlight++;
        return adapter.executeSql(text, values).finally(() => inFlight--);
      },
    },
    inFlight: () => inFlight,
  };
}

/**
 * Jobs waiting to run (pg-boss states `created` and `retry`, which sort before `active`) per name, 0 for a `names`
 * entry with none: one statement on pg-boss's job table, for the metrics module's scrape.
 */
export async function queueDepths(db: Db, schema: string, names: readonly string[]): Promise<Record<string, number>> {
  const { rows } = await db.query<{ name: string; n: unknown }>(
    `SELECT name, count(*) AS n FROM ${schema}.job WHERE state < 'active' GROUP BY name`,
  );
  const depths: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  for (const r of rows) depths[r.name] = Number(r.n);
  return depths;
}

/**
 * Installs (or migrates) pg-boss's schema and stops, running no job: the migrations job (cli/prepare.ts) does it once,
 * so API processes starting together on a new database find it in place (two pg-boss instances installing at once
 * raced on the schema's creation).
 */
export async function installJobQueue(db: Db, schema = 'pgboss'): Promise<void> {
  const boss = new PgBoss({ db: pgBossDb(db), schema, schedule: false, supervise: false, migrate: true });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}
