import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, initI18n } from 'shared-contracts';
import type { Contract, Settlement } from 'shared-contracts/agency';
import { Toaster } from 'shared-ui';
import '../../../../config/i18n';
import { actOnContract } from '../../api/act-on-contract';
import { useContracts } from '../../api/list-contracts';
import { useSettlements } from '../../api/list-settlements';
import { ContractsPage } from '../contracts-page';

jest.mock('../../api/list-contracts');
jest.mock('../../api/list-settlements');
jest.mock('../../api/act-on-contract');
const contracts = useContracts as jest.MockedFunction<typeof useContracts>;
const settlements = useSettlements as jest.MockedFunction<typeof useSettlements>;
const act = actOnContract as jest.MockedFunction<typeof actOnContract>;
type Settlements = ReturnType<typeof useSettlements>;

const contract = (over: Partial<Contract> = {}): Contract => ({
  id: 1,
  type: 'DAILY_SALARY',
  period: 'DAILY',
  status: 'ACTIVE',
  account: 'demo_agent',
  upline: null,
  tiers: [
    { minAmount: 0, minActive: 0, rate: 50 },
    { minAmount: 10_000_000, minActive: 5, rate: 125 },
  ],
  maxRate: 125,
  terminatesConflicts: false,
  offeredAt: '2026-11-01T08:00:00.000Z',
  acceptedAt: '2026-11-01T09:00:00.000Z',
  endedAt: null,
  ...over,
});
const settlement = (id: number, over: Partial<Settlement> = {}): Settlement => ({
  id,
  contractId: 1,
  type: 'DAILY_SALARY',
  periodStart: '2026-11-23T00:00:00.000Z',
  periodEnd: '2026-11-24T00:00:00.000Z',
  account: 'demo_agent',
  upline: null,
  base: 20_000_000,
  activeMembers: 6,
  rate: 125,
  amount: 250_000,
  status: 'PAID',
  settledAt: '2026-11-24T00:05:00.000Z',
  ...over,
});
const reload = jest.fn();
const lists = (mine: Contract[], downlines: Contract[] = []) =>
  contracts.mockReturnValue({ data: { mine, downlines }, loading: false, error: null, reload });
const records = (list: Settlement[], page: Partial<NonNullable<Settlements['data']>> = {}) =>
  settlements.mockReturnValue({
    data: {
      list,
      pageNo: 1,
      pageSize: 20,
      total: list.length,
      totalPages: 1,
      totals: { amount: 250_000 },
      currency: 'VND',
      ...page,
    },
    loading: false,
    error: null,
    reload: jest.fn(),
  });

describe('contract page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    jest.clearAllMocks();
    records([]);
  });

  it('shows my contract from the house with its tiers in % and asks for this type’s records', () => {
    lists([contract()]);
    render(<ContractsPage type="DAILY_SALARY" />);
    expect(contracts).toHaveBeenCalledWith('DAILY_SALARY');
    const mine = screen.getByTestId('my-contracts');
    expect(mine.textContent).toContain('Daily salary');
    expect(mine.textContent).toContain('Active');
    expect(mine.textContent).toContain('FromHouse');
    expect(mine.textContent).toContain('0.50%');
    expect(mine.textContent).toContain('1.25%');
    expect(mine.textContent).toContain('100,000.00');
    expect(within(mine).getByRole('button', { name: 'Terminate' })).toBeTruthy();
    expect(settlements.mock.calls.at(-1)![0]).toMatchObject({ type: 'DAILY_SALARY', side: 'received', pageNo: 1 });
    expect(screen.getByText('You have given no Daily salary contracts.')).toBeTruthy();
  });

  it('accepts an offer with actOnContract and reloads', async () => {
    lists([contract({ id: 5, status: 'OFFERED', upline: 'top_agent', acceptedAt: null })]);
    act.mockResolvedValue(contract({ id: 5 }));
    render(
      <>
        <ContractsPage type="DAILY_SALARY" />
        <Toaster />
      </>,
    );
    const mine = screen.getByTestId('my-contracts');
    expect(mine.textContent).toContain('Fromtop_agent');
    expect(within(mine).getByRole('button', { name: 'Reject' })).toBeTruthy();
    fireEvent.click(within(mine).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(act).toHaveBeenCalledWith({ id: 5, action: 'accept' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(await screen.findByText('Contract accepted.')).toBeTruthy();
  });

  it('asks before accepting an offer that terminates my own higher contracts', async () => {
    lists([contract({ id: 6, status: 'OFFERED', upline: 'top_agent', terminatesConflicts: true })]);
    act.mockResolvedValue(contract({ id: 6 }));
    render(<ContractsPage type="DAILY_SALARY" />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const confirm = screen.getByTestId('contract-confirm');
    expect(act).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(act).toHaveBeenCalledWith({ id: 6, action: 'accept' }));
  });

  it('terminates a contract I gave only after confirming, and words a refusal', async () => {
    lists([], [contract({ id: 9, account: 'sub_agent', upline: 'demo_agent' })]);
    act.mockRejectedValue(new ApiError('CONTRACT_STATE', 'err_contract_state', 409, '/wps/agent/contracts/action'));
    render(
      <>
        <ContractsPage type="DAILY_SALARY" />
        <Toaster />
      </>,
    );
    const given = screen.getByTestId('given-contracts');
    expect(given.textContent).toContain('Tosub_agent');
    fireEvent.click(within(given).getByRole('button', { name: 'Terminate' }));
    const confirm = screen.getByTestId('contract-confirm');
    expect(confirm.textContent).toContain('The Daily salary contract between demo_agent and sub_agent ends now.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(act).toHaveBeenCalledWith({ id: 9, action: 'terminate' }));
    expect(await screen.findByText('This contract has changed meanwhile: reload and try again')).toBeTruthy();
  });

  it('lists the settlements received, then paid, with rate %, status and the total', () => {
    lists([]);
    records([settlement(1), settlement(2, { status: 'UNPAID', account: 'demo_agent', amount: 1_000 })], {
      total: 2,
      totals: { amount: 251_000 },
    });
    render(<ContractsPage type="DAILY_SALARY" />);
    const rows = within(screen.getByTestId('settlements-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('1.25%');
    expect(rows[1]!.textContent).toContain('House');
    expect(rows[1]!.textContent).toContain('200,000.00');
    expect(rows[1]!.textContent).toContain('Paid');
    expect(rows[2]!.textContent).toContain('Unpaid');
    expect(screen.getByTestId('st-totals-amount').textContent).toContain('VND 2,510.00');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Paid' }));
    expect(settlements.mock.calls.at(-1)![0]).toMatchObject({ side: 'paid', pageNo: 1 });
  });

  it('offers a retry when the contracts cannot be loaded', () => {
    contracts.mockReturnValue({ data: null, loading: false, error: { code: 'X' } as never, reload });
    render(<ContractsPage type="DIVIDEND" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(reload).toHaveBeenCalled();
  });
});
