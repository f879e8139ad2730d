import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError, type AgencyNode } from 'shared-contracts';
import type { Contract, Settlement } from 'shared-contracts/agency';
import { startI18n } from '../../../../config/i18n';
import { answered, renderAs } from '../../../../lib/__tests__/render-as';
import { createHouseContract } from '../../api/create-house-contract';
import { findInTree } from '../../api/find-in-tree';
import { getTree } from '../../api/get-tree';
import { useContracts } from '../../api/list-contracts';
import { useSettlements } from '../../api/list-settlements';
import { moveMember } from '../../api/move-member';
import { retrySettlements } from '../../api/retry-settlements';
import { terminateContract } from '../../api/terminate-contract';
import { AgencyPage } from '../agency-page';

jest.mock('../../api/get-tree', () => ({ getTree: jest.fn() }));
jest.mock('../../api/find-in-tree', () => ({ findInTree: jest.fn() }));
jest.mock('../../api/move-member', () => ({ moveMember: jest.fn() }));
jest.mock('../../api/list-contracts', () => ({ useContracts: jest.fn() }));
jest.mock('../../api/terminate-contract', () => ({ terminateContract: jest.fn() }));
jest.mock('../../api/create-house-contract', () => ({ createHouseContract: jest.fn() }));
jest.mock('../../api/list-settlements', () => ({ useSettlements: jest.fn() }));
jest.mock('../../api/retry-settlements', () => ({ retrySettlements: jest.fn() }));

const node = (account: string, over: Partial<AgencyNode> = {}): AgencyNode => ({
  account,
  nickname: '',
  role: 'agent',
  status: 'ACTIVE',
  upline: null,
  directCount: 0,
  teamSize: 0,
  teamAgents: 0,
  activeMembers: 0,
  betCount: 0,
  stake: 0,
  payout: 0,
  ggr: 0,
  deposits: 0,
  withdrawals: 0,
  ...over,
});
const level = (list: AgencyNode[], parent: AgencyNode | null = null) => ({
  parent,
  list,
  startDate: '2026-11-30',
  endDate: '2026-11-30',
  currency: 'VND',
  pageNo: 1,
  pageSize: 20,
  total: list.length,
  totalPages: 1,
});
const top = node('demo_agent', { directCount: 2, teamSize: 3, stake: 123_456, ggr: 10_000 });
const sub = node('demo_subagent', { upline: 'demo_agent', directCount: 1, teamSize: 1 });
const player = node('demo_downline', { role: 'member', upline: 'demo_agent' });
const leaf = node('sub_player', { role: 'member', upline: 'demo_subagent' });
const children: Record<string, AgencyNode[]> = { '': [top], demo_agent: [sub, player], demo_subagent: [leaf] };

const contract = (over: Partial<Contract> = {}): Contract => ({
  id: 5,
  type: 'DAILY_SALARY',
  period: 'DAILY',
  status: 'ACTIVE',
  account: 'demo_agent',
  upline: null,
  tiers: [{ minAmount: 0, minActive: 0, rate: 150 }],
  maxRate: 150,
  terminatesConflicts: false,
  offeredAt: '2026-11-01T00:00:00Z',
  acceptedAt: '2026-11-01T00:00:00Z',
  endedAt: null,
  ...over,
});
const settlement = (over: Partial<Settlement> = {}): Settlement => ({
  id: 9,
  contractId: 5,
  type: 'DAILY_SALARY',
  periodStart: '2026-11-29T00:00:00Z',
  periodEnd: '2026-11-30T00:00:00Z',
  account: 'demo_subagent',
  upline: 'demo_agent',
  base: 100_000,
  activeMembers: 1,
  rate: 500,
  amount: 5_000,
  status: 'UNPAID',
  settledAt: '2026-11-30T00:00:05Z',
  ...over,
});
const paged = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 });
const reloadContracts = jest.fn();
const reloadSettlements = jest.fn();

const renderPage = (role: 'admin' | 'support' = 'admin', path = '/console/agency') =>
  renderAs(
    role,
    <Routes>
      <Route path="/console/agency/*" element={<AgencyPage />} />
    </Routes>,
    path,
    'DEMO',
  );

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getTree).mockImplementation(async (q) => level(children[q.parent ?? ''] ?? []));
  jest.mocked(useContracts).mockReturnValue(answered(paged([contract()]), reloadContracts));
  jest
    .mocked(useSettlements)
    .mockReturnValue(answered({ ...paged([settlement()]), unpaid: 1, unpaidAmount: 5_000 }, reloadSettlements));
});

describe('the agency page: tree', () => {
  it('shows the top-level agents with their team figures and opens a node on demand', async () => {
    renderPage();
    const tree = await screen.findByRole('tree', { name: 'Agents and their members' });
    const item = within(tree).getByTestId('tree-node-demo_agent');
    expect(item.getAttribute('aria-expanded')).toBe('false');
    expect(within(screen.getByTestId('node-figures-demo_agent')).getByText('1,234.56')).toBeTruthy();
    expect(getTree).toHaveBeenCalledWith(expect.objectContaining({ code: 'DEMO', parent: undefined }));
    fireEvent.click(item);
    await screen.findByTestId('tree-node-demo_subagent');
    expect(item.getAttribute('aria-expanded')).toBe('true');
    expect(getTree).toHaveBeenCalledWith(expect.objectContaining({ parent: 'demo_agent' }));
    // A member without downlines is a leaf: nothing to open.
    expect(screen.getByTestId('tree-node-demo_downline').hasAttribute('aria-expanded')).toBe(false);
  });

  it('moves through the tree with the keyboard', async () => {
    renderPage();
    const item = await screen.findByTestId('tree-node-demo_agent');
    expect(item.tabIndex).toBe(0);
    act(() => item.focus());
    fireEvent.keyDown(item, { key: 'ArrowRight' });
    const subItem = await screen.findByTestId('tree-node-demo_subagent');
    fireEvent.keyDown(item, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(subItem);
    fireEvent.keyDown(subItem, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(item);
    fireEvent.keyDown(item, { key: 'ArrowLeft' });
    await waitFor(() => expect(item.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByTestId('tree-node-demo_subagent')).toBeNull();
  });

  it('finds an account and opens the tree along its line', async () => {
    jest.mocked(findInTree).mockResolvedValue({ path: [top, sub, leaf] });
    renderPage();
    await screen.findByTestId('tree-node-demo_agent');
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'sub_player' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByTestId('tree-node-sub_player')).toBeTruthy();
    expect(screen.getByTestId('agency-line').textContent).toContain('demo_agent › demo_subagent › sub_player');
    expect(screen.getByTestId('tree-node-sub_player').getAttribute('aria-selected')).toBe('true');
  });

  it('moves a member below another agent and reloads; a cycle is shown under the new upline', async () => {
    jest
      .mocked(moveMember)
      .mockRejectedValueOnce(new ApiError('MOVE_CYCLE', 'err_move_cycle', 409, '/ops/agency/moves'))
      .mockResolvedValueOnce({
        account: 'demo_downline',
        fromUpline: 'demo_agent',
        toUpline: 'demo_subagent',
        moved: 1,
        terminatedContracts: [],
      });
    renderPage();
    fireEvent.click(await screen.findByTestId('tree-node-demo_agent'));
    fireEvent.click(await screen.findByRole('button', { name: 'Move demo_downline' }));
    const dialog = await screen.findByTestId('move-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('New upline (an agent of this brand)'), {
      target: { value: 'demo_subagent' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'agent request' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText(/own team/)).toBeTruthy();
    const calls = jest.mocked(getTree).mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByTestId('move-dialog')).toBeNull());
    expect(moveMember).toHaveBeenLastCalledWith({
      code: 'DEMO',
      account: 'demo_downline',
      newUpline: 'demo_subagent',
      reason: 'agent request',
    });
    await waitFor(() => expect(jest.mocked(getTree).mock.calls.length).toBeGreaterThan(calls));
  });

  it('offers no moves to a role without agency.write', async () => {
    renderPage('support');
    await screen.findByTestId('tree-node-demo_agent');
    expect(screen.queryByRole('button', { name: 'Move demo_agent' })).toBeNull();
  });
});

describe('the agency page: contracts and settlements', () => {
  it('terminates a contract with a reason', async () => {
    jest.mocked(terminateContract).mockResolvedValue(contract({ status: 'TERMINATED' }));
    renderPage();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Contracts' }));
    const table = screen.getByTestId('contracts-table');
    expect(within(table).getByText('House')).toBeTruthy();
    expect(within(table).getByText('from 0.00, 0 active: 1.5 %')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Terminate contract 5' }));
    const dialog = await screen.findByTestId('reason-dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(terminateContract).toHaveBeenCalledWith('DEMO', 5, 'fraud'));
    await waitFor(() => expect(reloadContracts).toHaveBeenCalled());
  });

  it('saves the house’s contract in basis points and minor units', async () => {
    jest.mocked(createHouseContract).mockResolvedValue(contract({ account: 'top2' }));
    renderPage();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Contracts' }));
    fireEvent.click(screen.getByRole('button', { name: 'House contract' }));
    const form = await screen.findByTestId('house-contract-form');
    fireEvent.change(within(form).getByLabelText('Top agent'), { target: { value: 'top2' } });
    fireEvent.change(within(form).getByLabelText('Rate (%)'), { target: { value: '150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save contract' }));
    expect(await within(form).findByText('From 0.01 to 100, at most 2 decimals')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Minimum amount'), { target: { value: '1,000.5' } });
    fireEvent.change(within(form).getByLabelText('Rate (%)'), { target: { value: '1.25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save contract' }));
    await waitFor(() =>
      expect(createHouseContract).toHaveBeenCalledWith({
        code: 'DEMO',
        account: 'top2',
        type: 'DAILY_SALARY',
        tiers: [{ minAmount: 100_050, minActive: 0, rate: 125 }],
      }),
    );
  });

  it('highlights unpaid settlements and retries them', async () => {
    jest.mocked(retrySettlements).mockResolvedValue({ retried: 1, amount: 5_000, stillUnpaid: 0 });
    renderPage();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Settlements' }));
    expect(screen.getByTestId('unpaid-summary').textContent).toContain('1 unpaid, 50.00 owed');
    expect(screen.getByTestId('settlement-status-9').textContent).toBe('Unpaid');
    fireEvent.click(screen.getByRole('button', { name: 'Pay unpaid now' }));
    await waitFor(() => expect(retrySettlements).toHaveBeenCalledWith({ code: 'DEMO' }));
    expect(await screen.findByText('1 paid (50.00); 0 still unpaid')).toBeTruthy();
    expect(reloadSettlements).toHaveBeenCalled();
  });

  it('shows the list’s error with a retry', async () => {
    jest.mocked(useSettlements).mockReturnValue({
      data: null,
      error: new ApiError('NETWORK', 'err_network', 0, '/ops/agency/settlements'),
      loading: false,
      reload: reloadSettlements,
    });
    renderPage('support');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Settlements' }));
    expect(screen.queryByRole('button', { name: 'Pay unpaid now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadSettlements).toHaveBeenCalled();
  });
});
