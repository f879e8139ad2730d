import { toRun, type JobRun, type JobRunRow, type JobRunStatus } from './job-runs';
import type { Db } from './pg-boss-db';

/** What the console's Jobs page shows of one job besides its schedule. */
export interface JobRunSummary {
  lastRun: JobRun | null;
  /** The newest attempt that failed (failed, retrying or expired), with its error. */
  lastFailure: JobRun | null;
  /** Runs started since `since`, by status. */
  counts: Partial<Record<JobRunStatus, number>>;
}

/** Every job's last run, last failure and its runs since `since` counted by status, by job name (three statements). */
export async function summariseJobRuns(db: Db, since: Date): Promise<Map<string, JobRunSummary>> {
  const [last, failures, counts] = await Promise.all([
    db.query<JobRunRow>(`SELECT DISTINCT ON (name) * FROM job_runs ORDER BY name, id DESC`),
    db.query<JobRunRow>(
      `SELECT DISTINCT ON (name) * FROM job_runs WHERE status IN ('failed', 'retrying', 'expired') ORDER BY name, id DESC`,
    ),
    db.query<{ name: string; status: JobRunStatus; n: number }>(
      `SELECT name, status, count(*)::int AS n FROM job_runs WHERE started_at >= $1 GROUP BY name, status`,
      [since.toISOString()],
    ),
  ]);
  const out = new Map<string, JobRunSummary>();
  const of = (name: string) => {
    let s = out.get(name);
    if (!s) out.set(name, (s = { lastRun: null, lastFailure: null, counts: {} }));
    return s;
  };
  for (const r of last.rows) of(r.name).lastRun = toRun(r);
  for (const r of failures.rows) of(r.name).lastFailure = toRun(r);
  for (const r of counts.rows) of(r.name).counts[r.status] = Number(r.n);
  return out;
}
