import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, permissionsOf, type jobsOpsApi, type OperatorRole } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { OperatorProvider } from '../../../../lib/operator';
import { useJobs } from '../../api/list-jobs';
import { runJob } from '../../api/run-job';
import { JobsPage } from '../jobs-page';

jest.mock('../../api/list-jobs', () => ({ useJobs: jest.fn() }));
jest.mock('../../api/run-job', () => ({ runJob: jest.fn() }));

const failed: jobsOpsApi.JobRunRow = {
  id: 7,
  name: 'lottery.draws',
  period: '2026-11-30T08:00:00.000Z',
  jobId: 'a',
  attempt: 4,
  status: 'failed',
  process: 'api-1:42',
  startedAt: '2026-11-30T08:00:01Z',
  finishedAt: '2026-11-30T08:00:02Z',
  error: `settlement failed: ${'x'.repeat(100)}\nat line 2`,
};
const ok: jobsOpsApi.JobRunRow = { ...failed, id: 8, name: 'housekeeping', status: 'ok', attempt: 1, error: null };
const answer: { jobs: jobsOpsApi.JobSummary[]; runs: jobsOpsApi.JobRunRow[] } = {
  jobs: [
    {
      name: 'housekeeping',
      every: 600,
      offsetSeconds: 0,
      cron: null,
      tz: null,
      lastRun: ok,
      lastFailure: null,
      counts: { ok: 3 },
    },
    {
      name: 'agency.daily-salary',
      every: 86_400,
      offsetSeconds: 61_200,
      cron: null,
      tz: null,
      lastRun: failed,
      lastFailure: failed,
      counts: { ok: 1, failed: 1 },
    },
    {
      name: 'reports.nightly',
      every: null,
      offsetSeconds: null,
      cron: '0 2 * * *',
      tz: 'Asia/Manila',
      lastRun: null,
      lastFailure: null,
      counts: {},
    },
  ],
  runs: [ok, failed],
};
const reload = jest.fn();

function renderPage(role: OperatorRole = 'owner') {
  const value = {
    me: { id: 1, username: 'demo_owner', role, merchants: [], scope: ['DEMO'], permissions: permissionsOf(role) },
    merchant: undefined,
    oneMerchant: 'DEMO',
    setMerchant: jest.fn(),
    refreshMe: jest.fn(),
    signOut: jest.fn(),
  };
  return render(
    <OperatorProvider value={value}>
      <JobsPage />
    </OperatorProvider>,
  );
}

beforeAll(() => startI18n());
beforeEach(() => {
  jest.mocked(useJobs).mockReturnValue({ data: answer, error: null, loading: false, reload });
  jest.mocked(runJob).mockReset();
  reload.mockReset();
});

describe('the Jobs page', () => {
  it('shows every job with its schedule in words, last run, counts and last error', () => {
    renderPage();
    const table = screen.getByTestId('jobs-table');
    expect(within(table).getByText('Every 10 minutes')).toBeTruthy();
    expect(within(table).getByText('Every day at 17:00 UTC')).toBeTruthy();
    expect(within(table).getByText('Cron “0 2 * * *” (Asia/Manila)')).toBeTruthy();
    expect(within(table).getByText('Never run')).toBeTruthy();
    expect(screen.getByTestId('job-status-housekeeping').textContent).toBe('OK');
    expect(screen.getByTestId('job-status-agency.daily-salary').textContent).toBe('Failed');
    expect(within(table).getByText('1 OK · 1 Failed')).toBeTruthy();
  });

  it('opens a failed run’s whole error in a dialog', async () => {
    renderPage();
    const runs = screen.getByTestId('job-runs-table');
    fireEvent.click(within(runs).getByRole('button', { name: 'Show error: lottery.draws' }));
    const dialog = await screen.findByTestId('job-error-dialog');
    expect(dialog.textContent).toContain('at line 2');
    expect(dialog.textContent).toContain('api-1:42');
  });

  it('filters the runs by job and status', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Job'), { target: { value: 'housekeeping' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    expect(jest.mocked(useJobs)).toHaveBeenLastCalledWith({ name: 'housekeeping', status: 'failed' });
  });

  it('runs a job after a confirmation and reads the runs again until it has finished', async () => {
    jest.useFakeTimers();
    try {
      jest
        .mocked(runJob)
        .mockResolvedValue({ name: 'housekeeping', period: 'manual:2026-11-30T09:00:00.000Z', jobId: 'j' });
      renderPage();
      fireEvent.click(screen.getByRole('button', { name: 'Run now housekeeping' }));
      const dialog = await screen.findByTestId('job-run-dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
      await waitFor(() => expect(runJob).toHaveBeenCalledWith('housekeeping'));
      expect(await screen.findByText('Waiting for the run of housekeeping…')).toBeTruthy();
      expect(jest.mocked(useJobs)).toHaveBeenLastCalledWith({ name: 'housekeeping' });
      const calls = reload.mock.calls.length;
      act(() => void jest.advanceTimersByTime(1100));
      expect(reload.mock.calls.length).toBeGreaterThan(calls);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers Run now only to a role holding jobs.run, and says when the list cannot load', () => {
    jest.mocked(useJobs).mockReturnValue({
      data: null,
      error: new ApiError('NETWORK', 'err_network', 0, '/ops/jobs'),
      loading: false,
      reload,
    });
    renderPage('auditor');
    expect(screen.queryByRole('button', { name: /Run now/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /retry|try again/i }).length).toBeGreaterThan(0);
  });
});
