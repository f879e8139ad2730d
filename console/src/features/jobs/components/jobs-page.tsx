import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { Button, Dialog, FormStatus, Page, toast } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan } from '../../../lib/operator';
import { useJobs } from '../api/list-jobs';
import { runJob } from '../api/run-job';
import { NS } from '../i18n';
import { JobTable } from './job-table';
import { RunTable, type RunFilter } from './run-table';

/** How long the page keeps reading the runs while waiting for a "run now" to finish (one read a second). */
const WAIT_READS = 30;

/** /console/jobs: every job's schedule, last run and failure; the recent runs by job and status; Run now (issue 29). */
export function JobsPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const canRun = useCan()('jobs.run');
  const [filter, setFilter] = useState<RunFilter>({ name: '', status: '' });
  const jobs = useJobs({
    ...(filter.name ? { name: filter.name } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  });
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<{ name: string; period: string } | null>(null);
  const reads = useRef(0);
  const { data, reload } = jobs;

  // After "Run now", read again each second until the run has finished (or after WAIT_READS reads).
  useEffect(() => {
    if (!waiting || jobs.loading) return;
    const done = data?.runs.some((r) => r.period === waiting.period && r.status !== 'running');
    if (done || reads.current >= WAIT_READS) {
      setWaiting(null);
      return;
    }
    const timer = setTimeout(() => {
      reads.current += 1;
      reload();
    }, 1000);
    return () => clearTimeout(timer);
  }, [waiting, data, jobs.loading, reload]);

  const ask = (name: string) => {
    setProblem(null);
    setAsking(name);
  };

  const run = async (name: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const { period } = await runJob(name);
      toast({ title: t('run_ok', { name }), tone: 'success' });
      setAsking(null);
      reads.current = 0;
      setWaiting({ name, period });
      setFilter({ name, status: '' });
      reload();
    } catch (e) {
      setProblem(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  const error = jobs.error ? errorText(t, jobs.error) : null;
  return (
    <Page title={t('title')} testId="jobs-page">
      <p className="console-muted">{t('intro')}</p>
      <section className="console-stack" aria-labelledby="jobs-list">
        <h2 id="jobs-list">{t('jobs')}</h2>
        <JobTable
          jobs={data?.jobs ?? []}
          loading={jobs.loading}
          error={error}
          onRetry={reload}
          onRun={canRun ? ask : undefined}
        />
      </section>
      <section className="console-stack" aria-labelledby="job-runs">
        <h2 id="job-runs">{t('runs')}</h2>
        {waiting && (
          <p role="status" className="console-muted">
            {t('waiting', { name: waiting.name })}
          </p>
        )}
        <RunTable
          runs={data?.runs ?? []}
          names={(data?.jobs ?? []).map((j) => j.name)}
          filter={filter}
          onFilter={setFilter}
          loading={jobs.loading}
          error={error}
          onRetry={reload}
        />
      </section>
      {asking && (
        <Dialog
          open
          onOpenChange={(o) => !o && setAsking(null)}
          title={t('run_title', { name: asking })}
          size="sm"
          testId="job-run-dialog"
        >
          <div className="console-stack">
            <p>{t('run_body')}</p>
            <FormStatus status={problem ?? undefined} />
            <div className="console-row">
              <Button variant="primary" loading={busy} onClick={() => void run(asking)}>
                {t('run_now')}
              </Button>
              <Button variant="ghost" onClick={() => setAsking(null)}>
                {t(`${CONSOLE}:cancel`)}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </Page>
  );
}
