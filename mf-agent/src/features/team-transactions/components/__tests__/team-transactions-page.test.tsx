import { fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { useTeamTransactions } from '../../api/list-team-transactions';
import { TeamTransactionsPage } from '../team-transactions-page';

jest.mock('../../api/list-team-transactions');
const moves = useTeamTransactions as jest.MockedFunction<typeof useTeamTransactions>;
type Move = NonNullable<ReturnType<typeof useTeamTransactions>['data']>['list'][number];

const move = (id: number, member: string, over: Partial<Move>): Move => ({
  id,
  member,
  account: 'MAIN',
  type: 'DEPOSIT',
  amount: 100_000,
  balanceAfter: 100_000,
  reference: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...over,
});

describe('account details page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => moves.mockReset());

  it('names each movement, the agency kinds by their direction, with the member', () => {
    moves.mockReturnValue({
      data: {
        list: [
          move(1, 'demo_agent', { type: 'TRANSFER_DOWNLINE', amount: -50_000 }),
          move(2, 'player1', { type: 'TRANSFER_DOWNLINE', amount: 50_000 }),
          move(3, 'sub_agent', { type: 'AGENT_PAYOUT', amount: 12_500 }),
          move(4, 'player1', { type: 'BET', amount: -1_000 }),
        ],
        pageNo: 1,
        pageSize: 20,
        total: 4,
        totalPages: 1,
        currency: 'VND',
      },
      loading: false,
      error: null,
      reload: jest.fn(),
    });
    render(<TeamTransactionsPage />);
    const rows = within(screen.getByTestId('team-ledger-table')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('demo_agentTransfer to downline');
    expect(rows[1]!.textContent).toContain('VND -500.00');
    expect(rows[2]!.textContent).toContain('player1Transfer from upline');
    expect(rows[3]!.textContent).toContain('sub_agentContract payout received');
    expect(rows[4]!.textContent).toContain('player1Bet');
  });

  it('filters by account and by every ledger type, the agency kinds included', () => {
    moves.mockReturnValue({ data: null, loading: true, error: null, reload: jest.fn() });
    render(<TeamTransactionsPage />);
    const types = within(screen.getByLabelText('Type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toContain('Downline transfer');
    expect(types).toContain('Contract payout');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'AGENT_PAYOUT' } });
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'sub_agent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search account' }));
    expect(moves.mock.calls.at(-1)![0]).toMatchObject({ type: 'AGENT_PAYOUT', account: 'sub_agent', pageNo: 1 });
  });
});
