import { fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n, type BetRecordItem } from 'shared-contracts';
import '../../../../config/i18n';
import { useGameVendors } from '../../api/get-game-vendors';
import { useTeamBets } from '../../api/list-team-bets';
import { TeamBetsPage } from '../team-bets-page';

jest.mock('../../api/list-team-bets');
jest.mock('../../api/get-game-vendors');
const bets = useTeamBets as jest.MockedFunction<typeof useTeamBets>;
const vendors = useGameVendors as jest.MockedFunction<typeof useGameVendors>;
type Bets = ReturnType<typeof useTeamBets>;

const bet = (id: number, account: string, over: Partial<BetRecordItem> = {}) => ({
  id,
  account,
  roundId: `r-${id}`,
  gameCode: 'DEMO_SLOT',
  gameName: 'Demo Lucky Slot',
  vendor: 'DEMO',
  category: 'RNG',
  stake: 1000,
  payout: 2500,
  winLoss: 1500,
  status: 'SETTLED' as const,
  currency: 'VND',
  createdAt: '2026-11-24T10:00:00.000Z',
  settledAt: '2026-11-24T10:00:01.000Z',
  ...over,
});
const lastQuery = () => bets.mock.calls.at(-1)![0];

describe('team betting page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    bets.mockReset();
    vendors.mockReturnValue({
      data: { data: { lanes: [{ gameCategory: 'RNG', vendors: [{ vassalage: 'DEMO', displayName: 'Demo Games' }] }] } },
      loading: false,
      error: null,
      reload: jest.fn(),
    } as unknown as ReturnType<typeof useGameVendors>);
  });

  it('lists the team’s rounds with their account and the totals of every match', () => {
    bets.mockReturnValue({
      data: {
        list: [bet(1, 'player1'), bet(2, 'player2', { status: 'OPEN', payout: 0, winLoss: null })],
        pageNo: 1,
        pageSize: 20,
        total: 41,
        totalPages: 3,
        totals: { stake: 410_000, payout: 123_456, winLoss: -286_544 },
      },
      loading: false,
      error: null,
      reload: jest.fn(),
    });
    render(<TeamBetsPage />);
    const rows = within(screen.getByTestId('team-bets-table')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('player1');
    expect(rows[1]!.textContent).toContain('Demo Games');
    expect(rows[1]!.textContent).toContain('+15.00');
    expect(rows[2]!.textContent).toContain('player2');
    expect(rows[2]!.textContent).toContain('Open');
    expect(screen.getByTestId('tb-totals-rounds').textContent).toContain('41');
    expect(screen.getByTestId('tb-totals-winLoss').textContent).toContain('VND -2,865.44');
  });

  it('filters by account and status from page 1', () => {
    bets.mockReturnValue({ data: null, loading: true, error: null, reload: jest.fn() });
    render(<TeamBetsPage />);
    expect(lastQuery().account).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'player2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search account' }));
    expect(lastQuery()).toMatchObject({ account: 'player2', pageNo: 1 });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'OPEN' } });
    expect(lastQuery()).toMatchObject({ account: 'player2', status: 'OPEN', pageNo: 1 });
  });

  it('says when there are no bets', () => {
    bets.mockReturnValue({
      data: { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0, totals: { stake: 0, payout: 0, winLoss: 0 } },
      loading: false,
      error: null,
      reload: jest.fn(),
    } as Bets);
    render(<TeamBetsPage />);
    expect(screen.getByText('No team bets in this period.')).toBeTruthy();
  });
});
