import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, bus, initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { convertPoints } from '../../api/convert-points';
import { ConvertTab } from '../convert-tab';
import { CONFIG } from './fixtures';

jest.mock('../../api/convert-points');
const send = convertPoints as jest.MockedFunction<typeof convertPoints>;

const fill = (points: string, password = '246810') => {
  fireEvent.change(screen.getByLabelText('Points to convert'), { target: { value: points } });
  fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
};

describe('convert points', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => send.mockReset());

  it('previews the money at the ratio, converts and moves both balances in the header', async () => {
    const done = jest.fn();
    const points = jest.fn();
    const money = jest.fn();
    const offs = [bus.on('points:changed', points), bus.on('balance:changed', money)];
    send.mockResolvedValue({ points: 1_200, amount: 1_200_000, pointsBalance: 300, balance: 101_200_000 });
    render(<ConvertTab config={CONFIG} balance={1_500} navigate={jest.fn()} onConverted={done} />);
    expect(screen.getByText('At least 100 points; you have 1,500.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Points to convert'), { target: { value: '1,200' } });
    expect(screen.getByTestId('convert-preview').textContent).toBe('VND 12,000.00');
    fill('1200');
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({
      points: 1_200,
      fundPassword: '246810',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(points).toHaveBeenCalledWith({ balance: 300 });
    expect(money).toHaveBeenCalledWith({ balance: 101_200_000 });
    expect((screen.getByLabelText('Points to convert') as HTMLInputElement).value).toBe('');
    offs.forEach((off) => off());
  });

  it('refuses below the minimum or above the balance before calling, and words a server refusal', async () => {
    render(<ConvertTab config={CONFIG} balance={500} navigate={jest.fn()} onConverted={jest.fn()} />);
    fill('99');
    expect(screen.getByText('Enter a whole number of points from 100 to your balance')).toBeTruthy();
    fill('501');
    fill('abc');
    expect(send).not.toHaveBeenCalled();
    send.mockRejectedValueOnce(
      new ApiError('POINTS_INSUFFICIENT', 'err_points_insufficient', 400, '/wps/points/convert'),
    );
    fill('400');
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough points');
  });
});
