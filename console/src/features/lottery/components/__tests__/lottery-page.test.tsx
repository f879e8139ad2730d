import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { permissionsOf, type lotteryOpsApi, type OperatorRole } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { OperatorProvider } from '../../../../lib/operator';
import { cancelLotteryDraw } from '../../api/cancel-lottery-draw';
import { useLotteryOdds } from '../../api/get-lottery-odds';
import { useLotteryDraws } from '../../api/list-lottery-draws';
import { setLotteryOdds } from '../../api/set-lottery-odds';
import { LotteryPage } from '../lottery-page';

jest.mock('../../api/list-lottery-draws', () => ({ useLotteryDraws: jest.fn() }));
jest.mock('../../api/cancel-lottery-draw', () => ({ cancelLotteryDraw: jest.fn() }));
jest.mock('../../api/get-lottery-odds', () => ({ useLotteryOdds: jest.fn() }));
jest.mock('../../api/set-lottery-odds', () => ({ setLotteryOdds: jest.fn() }));

const base: lotteryOpsApi.LotteryOpsDraw = {
  id: 1,
  gameCode: 'VN_FAST_1M',
  numero: '202611300900',
  status: 'OPEN',
  opensAt: '2026-11-30T09:00:00Z',
  closesAt: '2026-11-30T09:00:55Z',
  drawAt: '2026-11-30T09:01:00Z',
  upcoming: false,
  seedHash: 'a'.repeat(64),
  seed: null,
  result: null,
  drawnAt: null,
  cancelReason: null,
  stakes: 250_000,
  payouts: 0,
  bets: 3,
};
const draws = {
  merchant: 'DEMO',
  currency: 'VND',
  serverTime: '2026-11-30T09:00:30Z',
  games: [
    {
      code: 'VN_FAST_1M',
      name: 'Fast lottery 1 minute',
      area: 'VN',
      structure: 'NORTH',
      intervalSeconds: 60,
      dailyAtMinutes: null,
      closeBeforeSeconds: 5,
    },
  ],
  list: [
    base,
    { ...base, id: 2, numero: '202611300901', upcoming: true, bets: 0, stakes: 0 },
    {
      ...base,
      id: 3,
      numero: '202611300859',
      status: 'SETTLED' as const,
      seed: 'b'.repeat(64),
      result: { special: ['12345'], first: ['54321'] },
    },
  ],
};
const odds: lotteryOpsApi.LotteryOddsState = {
  merchant: 'DEMO',
  currency: 'VND',
  vnPrizeMode: 'ELOTT',
  tables: [
    { prizeMode: 'LOTT', structure: 'NORTH', rows: [] },
    {
      prizeMode: 'ELOTT',
      structure: 'NORTH',
      rows: [
        { betType: 'LO2', odds: 357, liabilityCap: 2_000_000_000, defaultOdds: 357, defaultCap: 2_000_000_000 },
        { betType: 'DE', odds: 9_000, liabilityCap: 100_000_000, defaultOdds: 9_690, defaultCap: 2_000_000_000 },
      ],
    },
  ],
};
const reloadDraws = jest.fn();
const reloadOdds = jest.fn();

function renderPage(role: OperatorRole = 'owner') {
  const value = {
    me: { id: 1, username: 'demo_owner', role, merchants: ['DEMO'], scope: ['DEMO'], permissions: permissionsOf(role) },
    merchant: 'DEMO',
    oneMerchant: 'DEMO',
    setMerchant: jest.fn(),
    refreshMe: jest.fn(),
    signOut: jest.fn(),
  };
  return render(
    <OperatorProvider value={value}>
      <LotteryPage />
    </OperatorProvider>,
  );
}

beforeAll(() => startI18n());
beforeEach(() => {
  jest.mocked(useLotteryDraws).mockReturnValue({ data: draws, error: null, loading: false, reload: reloadDraws });
  jest.mocked(useLotteryOdds).mockReturnValue({ data: odds, error: null, loading: false, reload: reloadOdds });
  jest.mocked(cancelLotteryDraw).mockReset();
  jest.mocked(setLotteryOdds).mockReset();
  reloadDraws.mockReset();
  reloadOdds.mockReset();
});

describe('the Lottery page', () => {
  it('lists the draws with status badges, stakes, and a drawn one’s seed and result', async () => {
    renderPage();
    expect(screen.getByTestId('draw-status-1').textContent).toBe('Open');
    expect(screen.getByTestId('draw-status-2').textContent).toBe('Upcoming');
    expect(screen.getByTestId('draw-status-3').textContent).toBe('Settled');
    expect(within(screen.getByTestId('lottery-draws-table')).getAllByText('VND 2,500.00')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Details and result VN_FAST_1M 202611300859' }));
    const dialog = await screen.findByTestId('draw-dialog');
    expect(dialog.textContent).toContain('b'.repeat(64));
    expect(dialog.textContent).toContain('54321');
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'VN_FAST_1M' } });
    expect(jest.mocked(useLotteryDraws)).toHaveBeenLastCalledWith({ merchant: 'DEMO', game: 'VN_FAST_1M' });
  });

  it('cancels an open draw with a reason and reads the draws again', async () => {
    jest.mocked(cancelLotteryDraw).mockResolvedValue({ drawId: 1, status: 'CANCELLED', refunded: 3 });
    renderPage();
    expect(screen.queryByRole('button', { name: 'Cancel draw VN_FAST_1M 202611300859' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel draw VN_FAST_1M 202611300900' }));
    const dialog = await screen.findByTestId('reason-dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'feed stopped' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel draw' }));
    await waitFor(() => expect(cancelLotteryDraw).toHaveBeenCalledWith(1, 'feed stopped'));
    await waitFor(() => expect(reloadDraws).toHaveBeenCalled());
  });

  it('shows the brand’s own table first and edits one bet type’s odds and cap', async () => {
    jest.mocked(setLotteryOdds).mockResolvedValue(odds);
    renderPage();
    const table = screen.getByTestId('lottery-odds-table');
    expect(within(table).getByText('3.57 × the stake')).toBeTruthy();
    expect(within(table).getByText('VND 1,000,000.00')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Edit DE' }));
    const dialog = await screen.findByTestId('odds-dialog');
    fireEvent.change(within(dialog).getByLabelText('Pays per hit (× the stake)'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A number from 0.01 to 100000 with at most two decimals')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Pays per hit (× the stake)'), { target: { value: '92.5' } });
    fireEvent.change(within(dialog).getByLabelText('Liability cap (VND)'), { target: { value: '5,000,000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(setLotteryOdds).toHaveBeenCalledWith('DEMO', {
        prizeMode: 'ELOTT',
        structure: 'NORTH',
        betType: 'DE',
        odds: 9_250,
        liabilityCap: 500_000_000,
      }),
    );
    await waitFor(() => expect(reloadOdds).toHaveBeenCalled());
  });

  it('offers no cancel or edit to a role without lottery.write', () => {
    renderPage('admin');
    expect(screen.queryByRole('button', { name: /Cancel draw/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
