import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, permissionsOf, type reportsOpsApi } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { OperatorProvider } from '../../../../lib/operator';
import { useAgentReport } from '../../api/get-agent-report';
import { useCashflowReport } from '../../api/get-cashflow-report';
import { useGgrReport } from '../../api/get-ggr-report';
import { useRgReport } from '../../api/get-rg-report';
import { ReportsPage } from '../reports-page';

jest.mock('../../api/get-ggr-report', () => ({ useGgrReport: jest.fn() }));
jest.mock('../../api/get-cashflow-report', () => ({ useCashflowReport: jest.fn() }));
jest.mock('../../api/get-agent-report', () => ({ useAgentReport: jest.fn() }));
jest.mock('../../api/get-rg-report', () => ({ useRgReport: jest.fn() }));
// Chart.js draws on a canvas jsdom does not have: the chart is a list of its labels here.
jest.mock('../../../../components/bar-chart-view', () => ({
  __esModule: true,
  default: ({ labels, series }: { labels: string[]; series: { label: string }[] }) => (
    <ol aria-label={series.map((s) => s.label).join('|')}>{labels.join('|')}</ol>
  ),
}));

const head = { from: '2026-11-29', to: '2026-11-30', timeZone: 'Asia/Ho_Chi_Minh', merchant: 'DEMO', currency: 'VND' };
const play = { stakes: '150.00', payouts: '25.00', ggr: '125.00', rake: '0.00', rounds: 2, players: 1 };
const ggr: reportsOpsApi.GgrReport = {
  ...head,
  groupBy: 'day',
  totals: { ...play, bonuses: '15.00', agentPayouts: '0.00', ngr: '110.00' },
  list: [
    { key: '2026-11-29', ...play, bonuses: '15.00', agentPayouts: '0.00', ngr: '110.00' },
    {
      key: '2026-11-30',
      ...play,
      stakes: '0.00',
      ggr: '0.00',
      rake: '0.00',
      bonuses: '0.00',
      agentPayouts: '0.00',
      ngr: '0.00',
    },
  ],
};
const flow = (count: number, amount: string): reportsOpsApi.Flow => ({
  count,
  amount,
  approvedCount: count,
  approvedAmount: amount,
  rejectedCount: 0,
  rejectedAmount: '0.00',
  pendingCount: 0,
  pendingAmount: '0.00',
});
const cashflow: reportsOpsApi.CashflowReport = {
  ...head,
  totals: { deposits: flow(1, '150000.00'), withdrawals: flow(0, '0.00') },
  byDay: [
    { date: '2026-11-29', deposits: flow(0, '0.00'), withdrawals: flow(0, '0.00') },
    { date: '2026-11-30', deposits: flow(1, '150000.00'), withdrawals: flow(0, '0.00') },
  ],
  byMethod: [{ kind: 'DEPOSIT', method: 'BANK', ...flow(1, '150000.00') }],
};
const agents: reportsOpsApi.AgentReport = {
  ...head,
  scope: 'top',
  list: [
    {
      username: 'agent_1',
      top: true,
      teamSize: 2,
      teamDeposits: '150000.00',
      stakes: '100.00',
      payouts: '40.00',
      ggr: '60.00',
      rounds: 1,
      commissions: '12.34',
    },
  ],
  pageNo: 1,
  pageSize: 20,
  total: 1,
  totalPages: 1,
};
const rg: reportsOpsApi.RgReport = {
  ...head,
  totals: { limitsSet: 1, limitsLoosened: 1, exclusions: 1, members: 2 },
  byDay: [
    { date: '2026-11-29', limitsSet: 0, limitsLoosened: 0, exclusions: 0 },
    { date: '2026-11-30', limitsSet: 1, limitsLoosened: 1, exclusions: 1 },
  ],
  byBrand: [{ merchant: 'DEMO', limitsSet: 1, limitsLoosened: 1, exclusions: 1, members: 2 }],
  byPeriod: [
    { kind: 'LIMIT', period: 'DAILY', count: 1 },
    { kind: 'EXCLUSION', period: 'P7D', count: 1 },
  ],
};
const answered = <T,>(data: T) => ({ data, error: null, loading: false, reload: jest.fn() });

function renderAt(path: string, chosen: string | null = 'DEMO') {
  const merchant = chosen ?? undefined;
  const value = {
    me: {
      id: 1,
      username: 'demo_finance',
      role: 'finance' as const,
      merchants: ['DEMO'],
      scope: ['DEMO'],
      permissions: permissionsOf('finance'),
    },
    merchant,
    oneMerchant: merchant,
    setMerchant: jest.fn(),
    refreshMe: jest.fn(),
    signOut: jest.fn(),
  };
  return render(
    <OperatorProvider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/console/reports/*" element={<ReportsPage />} />
        </Routes>
      </MemoryRouter>
    </OperatorProvider>,
  );
}

beforeAll(() => startI18n());
beforeEach(() => {
  jest.mocked(useGgrReport).mockReturnValue(answered(ggr));
  jest.mocked(useCashflowReport).mockReturnValue(answered(cashflow));
  jest.mocked(useAgentReport).mockReturnValue(answered(agents));
  jest.mocked(useRgReport).mockReturnValue(answered(rg));
});

describe('the GGR / NGR, money, agents and responsible-gaming reports', () => {
  it('groups GGR and NGR by day, then by the grouping chosen, with its CSV', async () => {
    renderAt('/console/reports/ggr');
    const table = await screen.findByTestId('report-ggr-table');
    expect(useGgrReport).toHaveBeenLastCalledWith({ merchant: 'DEMO', groupBy: 'day' });
    expect(within(table).getAllByText('2026-11-29').length).toBeGreaterThan(0);
    const totals = screen.getByTestId('report-totals');
    expect(within(totals).getByText('NGR')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('list', { name: 'GGR|NGR' }).textContent).toContain('2026-11-30'));
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'vendor' } });
    expect(useGgrReport).toHaveBeenLastCalledWith({ merchant: 'DEMO', groupBy: 'vendor' });
    expect(screen.getByTestId('report-csv').getAttribute('href')).toBe(
      '/ops/reports/ggr/export.csv?merchant=DEMO&groupBy=vendor',
    );
    for (const tab of ['GGR / NGR', 'Deposits & withdrawals', 'Agents', 'Responsible gaming'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
  });

  it('shows deposits and withdrawals by method and by day', async () => {
    renderAt('/console/reports/cashflow');
    const methods = await screen.findByTestId('report-methods-table');
    expect(within(methods).getAllByText('BANK').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('report-days-table')).getAllByText('2026-11-30').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('report-totals')).getByText('Deposits credited')).toBeTruthy();
    expect(screen.getByTestId('report-csv').getAttribute('href')).toBe(
      '/ops/reports/cashflow/export.csv?merchant=DEMO',
    );
  });

  it('says when no money moved, and shows an error with a retry', async () => {
    jest.mocked(useCashflowReport).mockReturnValue(answered({ ...cashflow, byMethod: [] }));
    const { unmount } = renderAt('/console/reports/cashflow');
    expect(await screen.findByText('No deposit or withdrawal was requested in these days')).toBeTruthy();
    unmount();
    const reload = jest.fn();
    jest.mocked(useRgReport).mockReturnValue({
      data: null,
      error: new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops/reports/responsible-gaming'),
      loading: false,
      reload,
    });
    renderAt('/console/reports/responsible-gaming');
    fireEvent.click(await screen.findByRole('button', { name: /retry|try again/i }));
    expect(reload).toHaveBeenCalled();
  });

  it('lists a brand’s agents, top agents first chosen, and asks for a brand without one', async () => {
    const { unmount } = renderAt('/console/reports/agents');
    const table = await screen.findByTestId('report-agents-table');
    expect(within(table).getAllByText('agent_1 · top').length).toBeGreaterThan(0);
    expect(useAgentReport).toHaveBeenLastCalledWith({ merchant: 'DEMO', scope: 'top', page: 1, pageSize: 20 });
    fireEvent.change(screen.getByLabelText('Which agents'), { target: { value: 'all' } });
    expect(useAgentReport).toHaveBeenLastCalledWith({ merchant: 'DEMO', scope: 'all', page: 1, pageSize: 20 });
    unmount();
    jest.mocked(useAgentReport).mockClear();
    renderAt('/console/reports/agents', null);
    expect(await screen.findByTestId('report-agents-brand')).toBeTruthy();
    expect(useAgentReport).not.toHaveBeenCalled();
  });

  it('counts limits and self-exclusions by period and day', async () => {
    renderAt('/console/reports/responsible-gaming');
    const periods = await screen.findByTestId('report-rg-periods');
    expect(within(periods).getAllByText('Daily').length).toBeGreaterThan(0);
    expect(within(periods).getAllByText('7 days').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('report-totals')).getByText('Self-exclusions')).toBeTruthy();
    expect(screen.queryByTestId('report-rg-brands')).toBeNull();
  });
});
