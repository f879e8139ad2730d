import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, initI18n } from 'shared-contracts';
import { defaultOdds, type Draw, type MenuGame } from 'shared-contracts/lottery';
import '../../../../config/i18n';
import { placeBets } from '../../api/place-bets';
import { BetSlip } from '../bet-slip';

jest.mock('../../api/place-bets');
const place = placeBets as jest.MockedFunction<typeof placeBets>;

const game: MenuGame = {
  gameCode: 'VN_FAST_1M',
  area: 'VN',
  structure: 'NORTH',
  prizeMode: 'LOTT',
  intervalSeconds: 60,
  dailyAt: null,
  closeBeforeSeconds: 5,
  odds: defaultOdds('LOTT', 'NORTH'),
};
const draw: Draw = {
  gameCode: 'VN_FAST_1M',
  numero: '202603010001',
  status: 'OPEN',
  opensAt: '2026-02-28T17:00:00.000Z',
  closesAt: '2026-02-28T17:00:55.000Z',
  drawAt: '2026-02-28T17:01:00.000Z',
  seedHash: 'ab'.repeat(32),
  seed: null,
  result: null,
};

function setup(trial = false) {
  const props = { onTrial: jest.fn(), onPlaced: jest.fn(), onRefused: jest.fn() };
  render(<BetSlip game={game} draw={draw} closed={false} trial={trial} {...props} />);
  const slip = screen.getByTestId('bet-slip');
  fireEvent.change(within(slip).getByLabelText('Bet type'), { target: { value: 'DE' } });
  fireEvent.click(within(slip).getByRole('button', { name: 'Number 07' }));
  fireEvent.click(within(slip).getByRole('button', { name: 'Head 4' }));
  fireEvent.click(within(slip).getByRole('button', { name: 'Number 42' }));
  fireEvent.click(within(slip).getByRole('button', { name: 'Add to slip' }));
  return { slip, ...props };
}

describe('bet slip', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => place.mockReset());

  it('adds a line with its stake and shows the total before placing', () => {
    const { slip } = setup();
    expect(within(slip).getByTestId('slip-lines').textContent).toContain('07, 42');
    expect(within(slip).getByTestId('slip-total').textContent).toBe('2,000.00');
  });

  it('shows the field problem instead of adding a combination of the wrong size', () => {
    const { slip } = setup();
    fireEvent.change(within(slip).getByLabelText('Bet type'), { target: { value: 'XIEN3' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Number 01' }));
    fireEvent.click(within(slip).getByRole('button', { name: 'Add to slip' }));
    expect(within(slip).getByRole('alert').textContent).toBe('Pick exactly 3 different numbers');
  });

  it('refuses a free-play account before any call (in_need_true_account)', () => {
    const { slip, onTrial } = setup(true);
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bets' }));
    expect(onTrial).toHaveBeenCalled();
    expect(place).not.toHaveBeenCalled();
  });

  it('places the slip after confirmation with one request id, then reports the new balance', async () => {
    place.mockResolvedValue({ slipId: 1, total: 200_000, balance: 99_800_000, bets: [] });
    const { slip, onPlaced } = setup();
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bets' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(99_800_000));
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({
        gameCode: 'VN_FAST_1M',
        numero: '202603010001',
        prizeMode: 'LOTT',
        lines: [{ betType: 'DE', numbers: ['07', '42'], unit: 100_000, multiplier: 1 }],
      }),
    );
    expect(place.mock.calls[0]![0].requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('says why the server refused a closed draw, asks for the new draw, and retries with a new request id', async () => {
    place.mockRejectedValue(new ApiError('DRAW_CLOSED', 'err_lottery_draw_closed', 409, '/lotto/lgw/bets'));
    const { slip, onRefused } = setup();
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bets' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Betting on this draw has closed, please bet on the next draw',
    );
    expect(onRefused).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(place).toHaveBeenCalledTimes(2));
    expect(place.mock.calls[1]![0].requestId).not.toBe(place.mock.calls[0]![0].requestId);
  });
});
