import { useTranslation } from 'react-i18next';
import { formatDateTime, jobsOpsApi } from 'shared-contracts';
import { Button, DataTable, Select, type Column } from 'shared-ui';
import { NS } from '../i18n';
import { RunError } from './error-dialog';
import { JobStatus } from './job-status';

type Run = jobsOpsApi.JobRunRow;
export interface RunFilter {
  name: string;
  status: '' | jobsOpsApi.JobRunStatus;
}

/** The recorded runs, newest first, of one job and/or status; a failed run's error readable in full. */
export function RunTable({
  runs,
  names,
  filter,
  onFilter,
  loading,
  error,
  onRetry,
}: {
  runs: readonly Run[];
  names: readonly string[];
  filter: RunFilter;
  onFilter: (f: RunFilter) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation(NS);
  const columns: Column<Run>[] = [
    {
      key: 'started',
      header: t('started'),
      render: (r) => <span className="console-nowrap">{formatDateTime(r.startedAt)}</span>,
    },
    { key: 'name', header: t('name'), render: (r) => r.name },
    { key: 'period', header: t('period'), render: (r) => <span className="jobs-period">{r.period}</span> },
    { key: 'attempt', header: t('attempt'), render: (r) => r.attempt, align: 'end' },
    { key: 'status', header: t('filter_status'), render: (r) => <JobStatus status={r.status} /> },
    {
      key: 'finished',
      header: t('finished'),
      render: (r) => (r.finishedAt ? <span className="console-nowrap">{formatDateTime(r.finishedAt)}</span> : '—'),
    },
    { key: 'process', header: t('process'), render: (r) => <span className="jobs-period">{r.process}</span> },
    { key: 'error', header: t('error'), render: (r) => <RunError run={r} /> },
  ];
  return (
    <>
      <div className="console-filters">
        <Select
          label={t('filter_job')}
          value={filter.name}
          onChange={(e) => onFilter({ ...filter, name: e.target.value })}
          options={[{ value: '', label: t('all_jobs') }, ...names.map((n) => ({ value: n, label: n }))]}
        />
        <Select
          label={t('filter_status')}
          value={filter.status}
          onChange={(e) => onFilter({ ...filter, status: e.target.value as RunFilter['status'] })}
          options={[
            { value: '', label: t('all_statuses') },
            ...jobsOpsApi.JOB_RUN_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) })),
          ]}
        />
        <Button variant="secondary" onClick={onRetry} loading={loading}>
          {t('refresh')}
        </Button>
      </div>
      <DataTable
        caption={t('runs')}
        columns={columns}
        rows={runs}
        rowKey={(r) => r.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={t('no_runs')}
        testId="job-runs-table"
      />
    </>
  );
}
