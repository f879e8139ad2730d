import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, bus, initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { redeemPoints } from '../../api/redeem-points';
import { RedeemDialog } from '../redeem-dialog';
import { item, redemption } from './fixtures';

jest.mock('../../api/redeem-points');
const send = redeemPoints as jest.MockedFunction<typeof redeemPoints>;

const PATH = '/wps/points/redeem';
const open = (o: { balance?: number; navigate?: jest.Mock; onDone?: jest.Mock } = {}) =>
  render(
    <RedeemDialog
      item={item(7, { name: 'Branded T-shirt', cost: 2_000, stock: 5 })}
      lang="EN"
      balance={o.balance ?? 5_000}
      navigate={o.navigate ?? jest.fn()}
      onClose={jest.fn()}
      onDone={o.onDone ?? jest.fn()}
    />,
  );
const fill = (quantity: string, password = '246810') => {
  fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: quantity } });
  fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
};

describe('redeem dialog', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => send.mockReset());

  it('shows the total and what is left, redeems with the fund password and tells the header', async () => {
    const done = jest.fn();
    const changed = jest.fn();
    const off = bus.on('points:changed', changed);
    send.mockResolvedValue({ redemption: redemption(3, { itemName: 'Branded T-shirt', quantity: 2 }), balance: 1_000 });
    open({ onDone: done });
    expect(await screen.findByRole('dialog', { name: 'Redeem Branded T-shirt' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    expect(screen.getByTestId('redeem-total').textContent).toBe('4,000 points');
    expect(screen.getByText('1,000')).toBeTruthy();
    fill('2');
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({
      itemId: 7,
      quantity: 2,
      fundPassword: '246810',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      lang: 'EN',
    });
    expect(changed).toHaveBeenCalledWith({ balance: 1_000 });
    off();
  });

  it('checks the quantity and the password before calling, and warns when points are short', async () => {
    open({ balance: 3_000 });
    await screen.findByRole('dialog');
    fill('0', '');
    expect(screen.getByText('Enter a whole number from 1 to 5')).toBeTruthy();
    expect(screen.getByText('Input cannot be empty')).toBeTruthy();
    send.mockRejectedValueOnce(new ApiError('POINTS_INSUFFICIENT', 'err_points_insufficient', 400, PATH));
    fill('2');
    expect(screen.getByText('You need 1,000 more points')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough points');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('replays the same request after a lost answer, and says how many tries are left after a wrong password', async () => {
    send.mockRejectedValueOnce(new ApiError('NETWORK', 'err_network', 0, PATH));
    open();
    await screen.findByRole('dialog');
    fill('1');
    expect((await screen.findByRole('alert')).textContent).toBe('Network link is abnormal, please try again');
    send.mockRejectedValueOnce(
      new ApiError('FUND_PASSWORD_WRONG', 'err_fund_password_wrong', 400, PATH, { attemptsLeft: 3 }),
    );
    fill('1', '000000');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The fund password is incorrect: 3 tries left before it is locked',
      ),
    );
    expect(send.mock.calls[1]![0].requestId).toBe(send.mock.calls[0]![0].requestId);
    send.mockRejectedValueOnce(new ApiError('POINTS_OUT_OF_STOCK', 'err_points_out_of_stock', 409, PATH));
    fill('1');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not enough of this reward left in stock'));
    expect(send.mock.calls[2]![0].requestId).not.toBe(send.mock.calls[1]![0].requestId);
  });

  it('links to where the fund password is set when it is not', async () => {
    const navigate = jest.fn();
    send.mockRejectedValueOnce(new ApiError('FUND_PASSWORD_NOT_SET', 'err_fund_password_not_set', 400, PATH));
    open({ navigate });
    await screen.findByRole('dialog');
    fill('1');
    fireEvent.click(await screen.findByRole('button', { name: 'Set your fund password' }));
    expect(navigate).toHaveBeenCalledWith('/member?page=withdraw');
  });
});
