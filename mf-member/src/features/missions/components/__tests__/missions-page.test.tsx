import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError, initI18n } from 'shared-contracts';
import type { missionsApi } from 'shared-contracts/engagement';
import '../../../../config/i18n';
import { useLeaderboard } from '../../api/get-leaderboard';
import { useMissionSummary } from '../../api/get-summary';
import { MissionsPage } from '../missions-page';

jest.mock('../../api/get-summary');
jest.mock('../../api/get-leaderboard');
const summaryHook = useMissionSummary as jest.MockedFunction<typeof useMissionSummary>;
const boardHook = useLeaderboard as jest.MockedFunction<typeof useLeaderboard>;
type Summary = ReturnType<typeof useMissionSummary>;
type Board = ReturnType<typeof useLeaderboard>;
const base = { data: null, loading: false, error: null, reload: jest.fn() };
const showSummary = (s: Partial<Summary>) => summaryHook.mockReturnValue({ ...base, ...s } as Summary);
const showBoard = (s: Partial<Board>) => boardHook.mockReturnValue({ ...base, ...s } as Board);

const mission = (id: number, over: Partial<missionsApi.Mission>): missionsApi.Mission => ({
  id,
  period: 'DAILY',
  kind: 'BET_COUNT',
  title: `Mission ${id}`,
  target: 5,
  progress: 0,
  reward: 5_000_00,
  turnoverMultiple: 1,
  status: 'IN_PROGRESS',
  completedAt: null,
  ...over,
});
const SUMMARY: NonNullable<Summary['data']> = {
  currency: 'VND',
  daily: {
    start: '2031-05-02T00:00:00.000Z',
    end: '2031-05-03T00:00:00.000Z',
    missions: [
      mission(1, { progress: 3 }),
      mission(2, {
        kind: 'DEPOSIT_AMOUNT',
        target: 100_000_00,
        progress: 150_000_00,
        status: 'COMPLETED',
        completedAt: '2031-05-02T08:00:00.000Z',
      }),
    ],
  },
  weekly: {
    start: '2031-04-28T00:00:00.000Z',
    end: '2031-05-05T00:00:00.000Z',
    missions: [mission(3, { period: 'WEEKLY', kind: 'LOTTERY_BET', target: 10, progress: 4 })],
  },
  open: 2,
};
const rank = (n: number, over: Partial<missionsApi.Rank> = {}): missionsApi.Rank => ({
  rank: n,
  account: `pl***${n}`,
  completed: 4 - n,
  lastAt: '2031-05-02T09:00:00.000Z',
  me: false,
  ...over,
});
const BOARD = (period: missionsApi.MissionPeriod): NonNullable<Board['data']> => ({
  period,
  start: SUMMARY.daily.start,
  end: SUMMARY.daily.end,
  list: [rank(1), rank(2, { account: 'demo_player', me: true }), rank(3)],
  mine: rank(2, { account: 'demo_player', me: true }),
});

describe('the missions page', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => jest.clearAllMocks());

  it("shows today's missions with progress, reward and status, and the rank list with my rank", () => {
    showSummary({ data: SUMMARY });
    showBoard({ data: BOARD('DAILY') });
    render(<MissionsPage />);
    const cards = screen.getAllByTestId('mission-card');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Play 5 rounds', 'Deposit VND 100,000.00']);
    const bar = within(cards[0]!).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(bar.getAttribute('aria-valuetext')).toBe('3 / 5');
    expect(within(cards[0]!).getByTestId('mission-status').textContent).toBe('In progress');
    expect(within(cards[0]!).getByText('VND 5,000.00')).toBeTruthy();
    // Past the target: the bar is full, the text stops at the target.
    expect(within(cards[1]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(cards[1]!).getByTestId('mission-status').textContent).toBe('Completed');
    expect(within(cards[1]!).getByText(/^Completed /)).toBeTruthy();
    expect(boardHook).toHaveBeenLastCalledWith('DAILY');
    expect(screen.getByTestId('my-rank').textContent).toBe('Your rank: #2 (2 completed)');
    const rows = within(screen.getByTestId('rank-list')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'pl***1',
      'demo_playerYou',
      'pl***3',
    ]);
  });

  it("switches to this week's missions and rank list", () => {
    showSummary({ data: SUMMARY });
    showBoard({ data: BOARD('WEEKLY') });
    render(<MissionsPage />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Weekly' }));
    expect(screen.getByTestId('missions-WEEKLY')).toBeTruthy();
    expect(screen.getAllByTestId('mission-card').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Play 10 lottery rounds',
    ]);
    expect(boardHook).toHaveBeenLastCalledWith('WEEKLY');
  });

  it('has loading, error and empty states for the missions and the rank list', () => {
    showSummary({ loading: true });
    showBoard({ loading: true });
    const { rerender } = render(<MissionsPage />);
    expect(screen.getByTestId('missions-page').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('mission-card')).toBeNull();
    const reload = jest.fn();
    showSummary({ error: new ApiError('NETWORK', 'err_network', 0, '/x'), reload });
    showBoard({ error: new ApiError('NETWORK', 'err_network', 0, '/x') });
    rerender(<MissionsPage />);
    expect(screen.getByText('Could not load your missions.')).toBeTruthy();
    expect(screen.getByText('Could not load the rank list.')).toBeTruthy();
    showSummary({ data: { ...SUMMARY, daily: { ...SUMMARY.daily, missions: [] } } });
    showBoard({ data: { ...BOARD('DAILY'), list: [], mine: null } });
    rerender(<MissionsPage />);
    expect(screen.getByTestId('missions-empty')).toBeTruthy();
    expect(screen.getByText('Nobody has completed a mission yet.')).toBeTruthy();
    expect(screen.getByTestId('my-rank').textContent).toBe('Complete a mission to join the rank list.');
  });

  it('speaks TY', async () => {
    showSummary({ data: SUMMARY });
    showBoard({ data: BOARD('DAILY') });
    const i18n = await initI18n('EN');
    await i18n.changeLanguage('TY');
    const { unmount } = render(<MissionsPage />);
    expect(screen.getAllByTestId('mission-card')[0]!.getAttribute('aria-label')).toBe('Chơi 5 ván');
    expect(screen.getByRole('heading', { name: 'Bảng xếp hạng' })).toBeTruthy();
    unmount();
    await i18n.changeLanguage('EN');
  });
});
