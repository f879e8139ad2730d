import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, bus, initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { transferToDownline } from '../../api/transfer-to-downline';
import { TransferForm } from '../transfer-form';

jest.mock('../../api/transfer-to-downline');
const send = transferToDownline as jest.MockedFunction<typeof transferToDownline>;

const fill = (amount: string, password = '246810') => {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
};
const ok = { transactionId: 9, amount: 12_050, balance: 87_950, account: 'downline1' };

describe('transfer to a downline', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => send.mockReset());

  it('sends the amount in minor units with the fund password, then refreshes the balance', async () => {
    const done = jest.fn();
    const changed = jest.fn();
    const off = bus.on('balance:changed', changed);
    send.mockResolvedValue(ok);
    render(<TransferForm account="downline1" onDone={done} />);
    fill('120.5');
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({
      account: 'downline1',
      amount: 12_050,
      fundPassword: '246810',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(changed).toHaveBeenCalledWith({ balance: 87_950 });
    off();
  });

  it('keeps the request id when the answer was lost, so the retry replays; a new transfer gets a new one', async () => {
    send.mockRejectedValueOnce(new ApiError('NETWORK', 'err_network', 0, '/wps/agent/team/transfer'));
    render(<TransferForm account="downline1" onDone={jest.fn()} />);
    fill('50');
    expect((await screen.findByRole('alert')).textContent).toBe('Network link is abnormal, please try again');
    send.mockResolvedValueOnce(ok);
    fill('50');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]![0].requestId).toBe(send.mock.calls[0]![0].requestId);
    send.mockResolvedValueOnce(ok);
    await waitFor(() => expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe(''));
    fill('50');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]![0].requestId).not.toBe(send.mock.calls[0]![0].requestId);
  });

  it('starts a new request after a refusal and says how many fund-password tries are left', async () => {
    send.mockRejectedValueOnce(
      new ApiError('FUND_PASSWORD_WRONG', 'err_fund_password_wrong', 400, '/wps/agent/team/transfer', {
        attemptsLeft: 2,
      }),
    );
    render(<TransferForm account="downline1" onDone={jest.fn()} />);
    fill('50', '000000');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The fund password is incorrect: 2 tries left before transfers are locked',
    );
    send.mockResolvedValueOnce(ok);
    fill('50');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]![0].requestId).not.toBe(send.mock.calls[0]![0].requestId);
  });

  it('words an insufficient balance and checks the amount before calling', async () => {
    render(<TransferForm account="downline1" onDone={jest.fn()} />);
    fill('0');
    expect(screen.getByText('Enter an amount above 0 with at most 2 decimals')).toBeTruthy();
    fill('1.234');
    expect(send).not.toHaveBeenCalled();
    send.mockRejectedValueOnce(
      new ApiError('INSUFFICIENT_FUNDS', 'err_insufficient_funds', 400, '/wps/agent/team/transfer'),
    );
    fill('10');
    expect((await screen.findByRole('alert')).textContent).toBe('Your balance is not enough for this amount');
  });
});
