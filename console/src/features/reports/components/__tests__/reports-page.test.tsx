import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, permissionsOf, type reportsOpsApi } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { OperatorProvider } from '../../../../lib/operator';
import { useGameReport } from '../../api/get-game-report';
import { usePlayerReport } from '../../api/get-player-report';
import { ReportsPage } from '../reports-page';

jest.mock('../../api/get-game-report', () => ({ useGameReport: jest.fn() }));
jest.mock('../../api/get-player-report', () => ({ usePlayerReport: jest.fn() }));
// Chart.js draws on a canvas jsdom does not have: the chart is a list of its labels here.
jest.mock('../../../../components/bar-chart-view', () => ({
  __esModule: true,
  default: ({ labels, title }: { labels: string[]; title: string }) => <ol aria-label={title}>{labels.join('|')}</ol>,
}));

const head = {
  from: '2026-11-24',
  to: '2026-11-30',
  timeZone: 'Asia/Ho_Chi_Minh',
  merchant: 'DEMO',
  currency: 'VND',
  totals: { stakes: '150.00', payouts: '98.00', ggr: '52.00', rake: '0.00', rounds: 4, players: 1 },
  byDay: [],
  pageNo: 1,
  pageSize: 20,
};
const players: reportsOpsApi.PlayerReport = {
  ...head,
  list: [
    {
      merchant: 'DEMO',
      username: 'rep_1',
      stakes: '150.00',
      payouts: '98.00',
      ggr: '52.00',
      rake: '0.00',
      rounds: 4,
      games: 2,
    },
  ],
  total: 1,
  totalPages: 1,
};
const games: reportsOpsApi.GameReport = {
  ...head,
  list: [
    {
      vendor: 'DEMO',
      gameCode: 'DEMO_DICE',
      gameName: 'Dice',
      category: 'RNG',
      stakes: '150.00',
      payouts: '98.00',
      ggr: '52.00',
      rake: '0.00',
      rounds: 4,
      players: 1,
    },
  ],
  total: 1,
  totalPages: 1,
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
  jest.mocked(useGameReport).mockReturnValue(answered(games));
  jest.mocked(usePlayerReport).mockReturnValue(answered(players));
});

describe('the reports section', () => {
  it('opens on play by game of the brand in the header, its days in the brand’s zone, chart, table and CSV', async () => {
    renderAt('/console/reports');
    const table = await screen.findByTestId('report-games-table');
    expect(screen.getByRole('heading', { name: 'Reports · DEMO' })).toBeTruthy();
    expect(useGameReport).toHaveBeenLastCalledWith({ merchant: 'DEMO', page: 1, pageSize: 20 });
    expect(screen.getByTestId('report-range').textContent).toBe(
      'From 2026-11-24 to 2026-11-30: days cut at midnight in Asia/Ho_Chi_Minh.',
    );
    expect(within(table).getAllByText('Dice · DEMO_DICE').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('report-chart').textContent).toContain('Dice'));
    expect(screen.getByTestId('report-csv').getAttribute('href')).toBe('/ops/reports/games/export.csv?merchant=DEMO');
    for (const tab of ['By game', 'By player']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
  });

  it('asks again for the range chosen, and keeps it on the players tab', async () => {
    renderAt('/console/reports/games');
    await screen.findByTestId('report-games-table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(useGameReport).toHaveBeenLastCalledWith({
      merchant: 'DEMO',
      from: '2026-03-01',
      to: '2026-03-10',
      page: 1,
      pageSize: 20,
    });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'By player' }));
    const table = await screen.findByTestId('report-players-table');
    expect(within(table).getAllByText('rep_1').length).toBeGreaterThan(0);
    expect(usePlayerReport).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-03-01', to: '2026-03-10' }));
    expect(screen.getByTestId('report-csv').getAttribute('href')).toBe(
      '/ops/reports/players/export.csv?merchant=DEMO&from=2026-03-01&to=2026-03-10',
    );
  });

  it('refuses a range over 366 days before asking', async () => {
    renderAt('/console/reports/players');
    await screen.findByTestId('report-players-table');
    jest.mocked(usePlayerReport).mockClear();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(usePlayerReport).not.toHaveBeenCalledWith(expect.objectContaining({ from: '2024-01-01' }));
  });

  it('says when nothing was played, and shows an error with a retry', async () => {
    jest.mocked(usePlayerReport).mockReturnValue(answered({ ...players, list: [], total: 0, totalPages: 0 }));
    const { unmount } = renderAt('/console/reports/players');
    expect(await screen.findByText('No rounds were settled in these days')).toBeTruthy();
    expect(screen.queryByTestId('report-chart')).toBeNull();
    unmount();
    const reload = jest.fn();
    jest.mocked(usePlayerReport).mockReturnValue({
      data: null,
      error: new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops/reports/players'),
      loading: false,
      reload,
    });
    renderAt('/console/reports/players');
    fireEvent.click(await screen.findByRole('button', { name: /retry|try again/i }));
    expect(reload).toHaveBeenCalled();
  });

  it('shows every brand in UTC days with each player’s brand, for the owner', async () => {
    jest
      .mocked(usePlayerReport)
      .mockReturnValue(answered({ ...players, merchant: null, currency: null, timeZone: 'UTC' }));
    renderAt('/console/reports/players', null);
    expect(await screen.findByRole('heading', { name: 'Reports · All brands' })).toBeTruthy();
    expect(screen.getByTestId('report-range').textContent).toContain('every brand together, in UTC days');
    expect(screen.getByRole('columnheader', { name: 'Brand' })).toBeTruthy();
  });
});
