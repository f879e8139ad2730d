import type { Db } from '../infra/db';
import { listJobRuns, type JobRun } from '../infra/jobs';
import { offlineActor } from './offline-actor';
import { authHeaders, OperatorRequestError, tokenOf, type OperatorDeps } from './operator-command';

/** `operator jobs`: the newest job runs, from the running server (GET /ops/jobs) or the database. */
export async function listRuns(
  deps: OperatorDeps,
  limit = 20,
): Promise<{ via: 'server' | 'database'; runs: JobRun[] }> {
  const headers = authHeaders(deps);
  let res: Response | null = null;
  try {
    res = await deps.fetch(new URL(`/ops/jobs?limit=${limit}`, deps.url), {
      headers,
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    res = null; // nothing listening: read the database
  }
  if (res) {
    const body = (await res.json().catch(() => null)) as { value?: { runs: JobRun[] }; code?: string } | null;
    if (!res.ok || !body?.value)
      throw new OperatorRequestError(res.status, body?.code ?? 'SERVER_ERROR', 'GET /ops/jobs failed');
    return { via: 'server', runs: body.value.runs };
  }
  const db: Db = await deps.openDb();
  try {
    await offlineActor(db, tokenOf(deps), 'jobs.read');
    return { via: 'database', runs: await listJobRuns(db, { limit }) };
  } finally {
    await db.close();
  }
}

/** One line a run: when, job, period, attempt, status, process, error. */
export function formatRuns({ via, runs }: { via: string; runs: JobRun[] }): string {
  if (runs.length === 0) return `no job runs recorded yet (via ${via})`;
  return [
    `job runs, newest first (via ${via})`,
    ...runs.map(
      (r) =>
        `  ${String(r.startedAt)}  ${r.name.padEnd(14)} ${r.period}  #${r.attempt} ${r.status.padEnd(8)} ${r.process ?? ''}${r.error ? `  ${r.error}` : ''}`,
    ),
  ].join('\n');
}
