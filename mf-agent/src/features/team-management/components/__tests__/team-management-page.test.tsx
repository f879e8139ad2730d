import { fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import { useConsolidated } from '../../../../api/get-consolidated';
import '../../../../config/i18n';
import { useTeamMember } from '../../api/get-team-member';
import { useTeamMembers } from '../../api/list-team-members';
import { TeamManagementPage } from '../team-management-page';
import type { TeamMember } from '../member-details-dialog';

jest.mock('../../../../api/get-consolidated');
jest.mock('../../api/list-team-members');
jest.mock('../../api/get-team-member');
jest.mock('../../api/transfer-to-downline');
jest.mock('../../api/get-contract-conflicts');
jest.mock('../../api/offer-contract');
const members = useTeamMembers as jest.MockedFunction<typeof useTeamMembers>;
const details = useTeamMember as jest.MockedFunction<typeof useTeamMember>;
const consolidated = useConsolidated as jest.MockedFunction<typeof useConsolidated>;
type List = ReturnType<typeof useTeamMembers>;

const member = (account: string, over: Partial<TeamMember> = {}): TeamMember => ({
  account,
  nickname: '',
  isAgent: false,
  level: 1,
  upline: 'demo_agent',
  balance: 150_000,
  teamSize: 0,
  joinedAt: '2026-11-01T08:00:00.000Z',
  ...over,
});
const list = (rows: TeamMember[], page: Partial<NonNullable<List['data']>> = {}) =>
  members.mockReturnValue({
    data: { list: rows, pageNo: 1, pageSize: 20, total: rows.length, totalPages: 1, ...page },
    loading: false,
    error: null,
    reload: jest.fn(),
  });
const lastQuery = () => members.mock.calls.at(-1)![0];

describe('team management page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    members.mockReset();
    details.mockReset();
    consolidated.mockReturnValue({ data: null, loading: true, error: null, reload: jest.fn() });
  });

  it('lists direct downlines first, with an agent badge, and searches by account from page 1', () => {
    list([member('sub_agent', { isAgent: true, nickname: 'Sub', teamSize: 4 }), member('player1')], {
      total: 45,
      totalPages: 3,
    });
    render(<TeamManagementPage />);
    expect(lastQuery()).toEqual({ scope: 'direct', pageNo: 1, pageSize: 20 });
    const rows = within(screen.getByTestId('members-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('sub_agentAgent');
    expect(rows[1]!.textContent).toContain('1,500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(lastQuery()).toMatchObject({ pageNo: 2 });
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: ' player1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search account' }));
    expect(lastQuery()).toEqual({ scope: 'direct', pageNo: 1, pageSize: 20, account: 'player1' });
  });

  it('switches to all levels', () => {
    list([]);
    render(<TeamManagementPage />);
    expect(screen.getByText('No members found.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'All levels' }));
    expect(lastQuery()).toMatchObject({ scope: 'all', pageNo: 1 });
  });

  it('opens a member’s details: today’s figures, its contracts, a transfer and (direct downline) an offer', () => {
    list([member('player1'), member('deep', { level: 2, upline: 'sub_agent' })]);
    details.mockReturnValue({
      data: {
        member: member('player1'),
        betCount: 12,
        stake: 500_000,
        payout: 420_000,
        deposits: 1_000_000,
        withdrawals: 0,
        contracts: [],
      },
      loading: false,
      error: null,
      reload: jest.fn(),
    });
    render(<TeamManagementPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Details player1' }));
    const dialog = screen.getByTestId('member-details');
    expect(details).toHaveBeenCalledWith('player1');
    expect(within(dialog).getByRole('heading', { name: 'Details of player1' })).toBeTruthy();
    expect(within(dialog).getByTestId('md-today-bets').textContent).toBe('Bets12');
    expect(within(dialog).getByTestId('md-today-stake').textContent).toContain('5,000.00');
    expect(within(dialog).getByText('No contracts.')).toBeTruthy();
    expect(within(dialog).getByTestId('transfer-form')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Offer a contract' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Details deep' }));
    expect(
      within(screen.getByTestId('member-details')).queryByRole('heading', { name: 'Offer a contract' }),
    ).toBeNull();
  });

  it('offers a retry when the team cannot be loaded', () => {
    const reload = jest.fn();
    members.mockReturnValue({ data: null, loading: false, error: { code: 'X' } as List['error'], reload });
    render(<TeamManagementPage />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load your team.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
