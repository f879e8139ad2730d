import { fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { useTeamLoss } from '../../api/list-team-loss';
import { TeamLossPage } from '../team-loss-page';

jest.mock('../../api/list-team-loss');
const loss = useTeamLoss as jest.MockedFunction<typeof useTeamLoss>;

describe('user loss page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => loss.mockReset());

  it('shows each member’s bets, stake, payout and signed win/loss, an agent badge and the totals', () => {
    loss.mockReturnValue({
      data: {
        list: [
          { account: 'sub_agent', isAgent: true, betCount: 30, stake: 900_000, payout: 1_000_000, winLoss: 100_000 },
          { account: 'player1', isAgent: false, betCount: 5, stake: 50_000, payout: 0, winLoss: -50_000 },
        ],
        pageNo: 1,
        pageSize: 20,
        total: 2,
        totalPages: 1,
        totals: { betCount: 35, stake: 950_000, payout: 1_000_000, winLoss: 50_000 },
      },
      loading: false,
      error: null,
      reload: jest.fn(),
    });
    render(<TeamLossPage />);
    const rows = within(screen.getByTestId('team-loss-table')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('sub_agentAgent');
    expect(rows[1]!.textContent).toContain('+1,000.00');
    expect(rows[2]!.textContent).toBe('player15500.000.00-500.00');
    expect(screen.getByTestId('tl-totals-bets').textContent).toContain('35');
    expect(screen.getByTestId('tl-totals-winLoss').textContent).toContain('+500.00');
  });

  it('searches one account and offers a retry on failure', () => {
    const reload = jest.fn();
    loss.mockReturnValue({ data: null, loading: false, error: { code: 'X' } as never, reload });
    render(<TeamLossPage />);
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'player1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search account' }));
    expect(loss.mock.calls.at(-1)![0]).toMatchObject({ account: 'player1', pageNo: 1 });
    expect(screen.getByRole('alert').textContent).toContain('Could not load the user loss report.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
