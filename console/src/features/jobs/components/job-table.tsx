import { useTranslation } from 'react-i18next';
import { formatDateTime, jobsOpsApi } from 'shared-contracts';
import { Button, DataTable, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { NS } from '../i18n';
import { RunError } from './error-dialog';
import { JobStatus } from './job-status';
import { scheduleText } from './schedule-text';

type Job = jobsOpsApi.JobSummary;

/** Every job: its schedule in words, last run and status, the last day's runs by status, its last error; Run now. */
export function JobTable({
  jobs,
  loading,
  error,
  onRetry,
  onRun,
}: {
  jobs: readonly Job[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Given when the operator may run jobs (`jobs.run`). */
  onRun?: (name: string) => void;
}) {
  const { t } = useTranslation([NS, CONSOLE]);
  const columns: Column<Job>[] = [
    { key: 'name', header: t('name'), render: (j) => <strong className="jobs-name">{j.name}</strong> },
    { key: 'schedule', header: t('schedule'), render: (j) => scheduleText(t, j) },
    {
      key: 'last',
      header: t('last_run'),
      render: (j) =>
        j.lastRun ? (
          <span className="jobs-last">
            <JobStatus status={j.lastRun.status} testId={`job-status-${j.name}`} />
            <span className="console-nowrap">{formatDateTime(j.lastRun.startedAt)}</span>
          </span>
        ) : (
          <span className="console-muted">{t('never')}</span>
        ),
    },
    {
      key: 'recent',
      header: t('recent'),
      render: (j) => {
        const parts = jobsOpsApi.JOB_RUN_STATUSES.filter((s) => j.counts[s]).map((s) =>
          t('count', { n: j.counts[s], status: t(`status_${s}`) }),
        );
        return parts.length ? parts.join(' · ') : <span className="console-muted">{t('none')}</span>;
      },
    },
    {
      key: 'error',
      header: t('last_error'),
      render: (j) =>
        j.lastFailure ? <RunError run={j.lastFailure} /> : <span className="console-muted">{t('none')}</span>,
    },
    ...(onRun
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (j: Job) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onRun(j.name)}
                aria-label={`${t('run_now')} ${j.name}`}
              >
                {t('run_now')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      caption={t('jobs')}
      columns={columns}
      rows={jobs}
      rowKey={(j) => j.name}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={t('no_jobs')}
      testId="jobs-table"
    />
  );
}
