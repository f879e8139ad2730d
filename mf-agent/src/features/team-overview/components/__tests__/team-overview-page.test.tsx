import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { useTeamOverview } from '../../api/get-team-overview';
import { TeamOverviewPage } from '../team-overview-page';

jest.mock('../../api/get-team-overview');
const overview = useTeamOverview as jest.MockedFunction<typeof useTeamOverview>;
type State = ReturnType<typeof useTeamOverview>;
const state = (s: Partial<State>) =>
  overview.mockReturnValue({ data: null, loading: false, error: null, reload: jest.fn(), ...s } as State);
const figure = (id: string) => screen.getByTestId(id).textContent;

describe('team overview page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => overview.mockReset());

  it('asks for today (UTC) and shows the team’s figures, the P&L signed', () => {
    state({
      data: {
        startDate: '2026-11-24',
        endDate: '2026-11-24',
        currency: 'VND',
        members: 42,
        directMembers: 7,
        agents: 3,
        newMembers: 2,
        activeMembers: 11,
        betCount: 315,
        stake: 12_345_600,
        payout: 11_000_000,
        profit: -1_345_600,
        deposits: 5_000_000,
        withdrawals: 250_050,
      },
    });
    render(<TeamOverviewPage />);
    const q = overview.mock.calls.at(-1)![0];
    expect(q.startDate).toBe(q.endDate);
    const now = new Date();
    const utc = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${String(now.getUTCDate()).padStart(2, '0')}`;
    expect(q.startDate).toBe(utc);
    expect(figure('ov-team-members')).toBe('Members42');
    expect(figure('ov-team-directMembers')).toBe('Direct members7');
    expect(figure('ov-team-agents')).toBe('Agents3');
    expect(figure('ov-team-newMembers')).toBe('New members2');
    expect(figure('ov-team-activeMembers')).toBe('Active members11');
    expect(figure('ov-funds-betCount')).toBe('Bets315');
    expect(figure('ov-funds-stake')).toContain('VND 123,456.00');
    expect(figure('ov-funds-payout')).toContain('VND 110,000.00');
    expect(figure('ov-funds-profit')).toContain('VND -13,456.00');
    expect(figure('ov-funds-deposits')).toContain('VND 50,000.00');
    expect(figure('ov-funds-withdrawals')).toContain('VND 2,500.50');
  });

  it('shows a skeleton while loading, then an error with a retry', () => {
    state({ loading: true });
    const { rerender } = render(<TeamOverviewPage />);
    expect(screen.getByTestId('overview-loading').getAttribute('aria-busy')).toBe('true');
    const reload = jest.fn();
    state({ error: { code: 'X' } as State['error'], reload });
    rerender(<TeamOverviewPage />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the team overview.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('asks again for the range chosen', () => {
    state({ loading: true });
    render(<TeamOverviewPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const q = overview.mock.calls.at(-1)![0];
    expect(Date.parse(`${q.endDate}T00:00:00Z`) - Date.parse(`${q.startDate}T00:00:00Z`)).toBe(6 * 86_400_000);
  });
});
