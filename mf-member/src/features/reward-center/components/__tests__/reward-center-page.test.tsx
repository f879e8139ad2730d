import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, bus, initI18n } from 'shared-contracts';
import type { Reward } from 'shared-contracts/engagement';
import { Toaster } from 'shared-ui';
import '../../../../config/i18n';
import { claimReward } from '../../api/claim-reward';
import { useRewards } from '../../api/list-rewards';
import { RewardCenterPage } from '../reward-center-page';

jest.mock('../../api/list-rewards');
jest.mock('../../api/claim-reward');
const list = useRewards as jest.MockedFunction<typeof useRewards>;
const claim = claimReward as jest.MockedFunction<typeof claimReward>;

const reward = (id: number, over: Partial<Reward> = {}): Reward => ({
  id,
  source: 'PROMOTION',
  title: `Reward ${id}`,
  amount: 5_000_000,
  turnoverMultiple: 3,
  status: 'PENDING',
  createdAt: '2026-06-01T10:00:00.000Z',
  expiresAt: null,
  claimedAt: null,
  ...over,
});
let reload: jest.Mock;
const answer = (items: Reward[], page: { totalPages?: number; pending?: number; error?: boolean } = {}) => {
  reload = jest.fn();
  list.mockReturnValue({
    data: page.error
      ? null
      : {
          list: items,
          pageNo: 1,
          pageSize: 10,
          total: items.length,
          totalPages: page.totalPages ?? 1,
          pending: page.pending ?? items.filter((r) => r.status === 'PENDING').length,
        },
    loading: false,
    error: page.error ? new ApiError('NETWORK', 'err_network', 0, '/wps/rewards') : null,
    reload,
  });
};

describe('reward centre', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => jest.clearAllMocks());

  it('lists the rewards to claim with their source, amount and turnover, and the waiting count on the tab', async () => {
    answer([reward(1), reward(2, { source: 'VIP', title: 'VIP 2', turnoverMultiple: 0 })]);
    render(<RewardCenterPage />);
    const rows = await screen.findAllByTestId('reward-row');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Reward 1', 'VIP 2']);
    expect(rows[0]!.textContent).toContain('Promotion');
    expect(rows[0]!.textContent).toContain('50,000.00');
    expect(rows[0]!.textContent).toContain('Bet 3× before withdrawing');
    expect(rows[1]!.textContent).toContain('No turnover required');
    expect(screen.getByRole('tab', { name: 'To claim (2)' })).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ status: 'PENDING', pageNo: 1, pageSize: 10 });
  });

  it('claims once: a toast, the header told to refresh balance and badges, the list reloaded', async () => {
    answer([reward(1)]);
    claim.mockResolvedValue({
      reward: reward(1, { status: 'CLAIMED', claimedAt: '2026-06-01T11:00:00.000Z' }),
      bonus: {
        id: 7,
        rewardId: 1,
        source: 'PROMOTION',
        title: 'Reward 1',
        amount: 5_000_000,
        turnoverRequired: 15_000_000,
        turnoverDone: 0,
        status: 'ACTIVE',
        createdAt: '2026-06-01T11:00:00.000Z',
      },
      balance: 105_000_000,
    });
    const balance = jest.fn();
    const rewards = jest.fn();
    const offs = [bus.on('balance:changed', balance), bus.on('rewards:changed', rewards)];
    render(
      <>
        <RewardCenterPage />
        <Toaster />
      </>,
    );
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Claim Reward 1' })));
    expect(claim).toHaveBeenCalledWith(1);
    expect(await screen.findByText('Reward claimed: 50,000.00 added to your wallet')).toBeTruthy();
    expect(balance).toHaveBeenCalledWith({ balance: 105_000_000 });
    expect(rewards).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
    offs.forEach((off) => off());
  });

  it('says when a reward was already claimed and reloads', async () => {
    answer([reward(1)]);
    claim.mockRejectedValue(new ApiError('REWARD_CLAIMED', 'err_reward_claimed', 409, '/wps/rewards/claim'));
    const balance = jest.fn();
    const off = bus.on('balance:changed', balance);
    render(
      <>
        <RewardCenterPage />
        <Toaster />
      </>,
    );
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Claim Reward 1' })));
    expect(await screen.findByText('This reward has already been claimed')).toBeTruthy();
    expect(balance).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
    off();
  });

  it('shows the claimed history from page 1 and pages through it; no claim button there', async () => {
    answer([reward(3, { status: 'CLAIMED', claimedAt: '2026-06-02T10:00:00.000Z' })], { totalPages: 3 });
    render(<RewardCenterPage />);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Claimed' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'CLAIMED', pageNo: 1, pageSize: 10 }));
    const row = await screen.findByTestId('reward-row');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(row.textContent).toMatch(/Claimed \d{4}-\d{2}-\d{2}/);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(list).toHaveBeenLastCalledWith({ status: 'CLAIMED', pageNo: 2, pageSize: 10 });
  });

  it('has empty and error states, in TY too', async () => {
    answer([]);
    const { unmount } = render(<RewardCenterPage />);
    expect(await screen.findByText('No rewards waiting to be claimed.')).toBeTruthy();
    unmount();
    answer([], { error: true });
    const failed = render(<RewardCenterPage />);
    expect(await screen.findByText('Could not load your rewards.')).toBeTruthy();
    failed.unmount();
    const i18n = await initI18n('EN');
    await i18n.changeLanguage('TY');
    answer([]);
    const ty = render(<RewardCenterPage />);
    expect(await screen.findByText('Không có phần thưởng nào chờ nhận.')).toBeTruthy();
    ty.unmount();
    await i18n.changeLanguage('EN');
  });
});
