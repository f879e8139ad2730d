import type { Db } from './pg-boss-db';

/** running → ok | retrying | failed; expired: the process died or the attempt overran; skipped: the period had already succeeded. */
export type JobRunStatus = 'running' | 'ok' | 'retrying' | 'failed' | 'expired' | 'skipped';

/** One attempt of a job, as an operator lists it. */
export interface JobRun {
  id: number;
  name: string;
  period: string;
  jobId: string | null;
  attempt: number;
  status: JobRunStatus;
  process: string;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
}

export interface JobRunFilter {
  name?: string;
  status?: JobRunStatus;
  period?: string;
  /** Newest first; default 50, at most 1000. */
  limit?: number;
}

/** A job_runs row as stored. */
export interface JobRunRow {
  id: string | number;
  name: string;
  period: string;
  job_id: string | null;
  attempt: number;
  status: JobRunStatus;
  process: string;
  started_at: Date;
  finished_at: Date | null;
  error: string | null;
}

/** A stored row as the API lists it. */
export const toRun = (r: JobRunRow): JobRun => ({
  id: Number(r.id),
  name: r.name,
  period: r.period,
  jobId: r.job_id,
  attempt: r.attempt,
  status: r.status,
  process: r.process,
  startedAt: new Date(r.started_at).toISOString(),
  finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  error: r.error,
});

/** Lists job runs newest first, optionally of one job, status or period (for `GET /ops/jobs` and `operator jobs`). */
export async function listJobRuns(db: Db, filter: JobRunFilter = {}): Promise<JobRun[]> {
  const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 50), 1), 1000);
  const { rows } = await db.query<JobRunRow>(
    `SELECT * FROM job_runs
      WHERE ($1::text IS NULL OR name = $1) AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR period = $3)
      ORDER BY id DESC LIMIT $4`,
    [filter.name ?? null, filter.status ?? null, filter.period ?? null, limit],
  );
  return rows.map(toRun);
}

/** Deletes runs that started more than `keepDays` ago; returns how many. */
export async function pruneJobRuns(db: Db, keepDays: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM job_runs WHERE started_at < now() - $1 * interval '1 day' RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [keepDays],
  );
  return rows[0]?.n ?? 0;
}

/** The runner's writes to job_runs. */
export const jobRunsRepository = (db: Db) => ({
  /** Whether (name, period) has already succeeded. */
  async succeeded(name: string, period: string): Promise<boolean> {
    const { rows } = await db.query(`SELECT 1 FROM job_runs WHERE name = $1 AND period = $2 AND status = 'ok'`, [
      name,
      period,
    ]);
    return rows.length > 0;
  },

  /** Records the start of an attempt; earlier attempts of the period still 'running' never finished: they expired. */
  async start(run: { name: string; period: string; jobId: string; attempt: number; process: string }): Promise<number> {
    await db.query(
      `UPDATE job_runs SET status = 'expired', finished_at = now(), error = 'no result before the job expired'
        WHERE name = $1 AND period = $2 AND status = 'running'`,
      [run.name, run.period],
    );
    const { rows } = await db.query<{ id: string | number }>(
      `INSERT INTO job_runs (name, period, job_id, attempt, status, process)
       VALUES ($1, $2, $3, $4, 'running', $5) RETURNING id`,
      [run.name, run.period, run.jobId, run.attempt, run.process],
    );
    return Number(rows[0]?.id);
  },

  /** Records a skipped attempt (its period had already succeeded). */
  async skipped(run: { name: string; period: string; jobId: string; attempt: number; process: string }): Promise<void> {
    await db.query(
      `INSERT INTO job_runs (name, period, job_id, attempt, status, process, finished_at, error)
       VALUES ($1, $2, $3, $4, 'skipped', $5, now(), 'the period had already succeeded')`,
      [run.name, run.period, run.jobId, run.attempt, run.process],
    );
  },

  /** Ends an attempt. 'ok' fails with a unique violation when the period has already succeeded. */
  async finish(id: number, status: Exclude<JobRunStatus, 'running'>, error: string | null = null): Promise<void> {
    await db.query(`UPDATE job_runs SET status = $2, finished_at = now(), error = $3 WHERE id = $1`, [
      id,
      status,
      error,
    ]);
  },
});
