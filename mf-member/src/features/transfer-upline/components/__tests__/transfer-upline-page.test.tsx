import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, bus, initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { useUplineTransferInfo } from '../../api/get-upline-transfer-info';
import { transferToUpline } from '../../api/transfer-to-upline';
import { TransferUplinePage } from '../transfer-upline-page';

jest.mock('../../api/get-upline-transfer-info');
jest.mock('../../api/transfer-to-upline');
const info = useUplineTransferInfo as jest.MockedFunction<typeof useUplineTransferInfo>;
const send = transferToUpline as jest.MockedFunction<typeof transferToUpline>;
type State = ReturnType<typeof useUplineTransferInfo>;
const state = (s: Partial<State>) =>
  info.mockReturnValue({ data: null, loading: false, error: null, reload: jest.fn(), ...s } as State);
const upline = { account: 'demo_agent', nickname: 'Agent Smith' };
const ready = { upline, balance: 50_000, currency: 'VND', fundPasswordSet: true };

const fill = (amount: string, password = '246810') => {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
};

describe('transfer to upline page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => send.mockReset());

  it('shows loading, then an error with retry', () => {
    state({ loading: true });
    const { rerender } = render(<TransferUplinePage navigate={jest.fn()} />);
    expect(screen.getByText('', { selector: '[aria-busy="true"]' })).toBeTruthy();
    const reload = jest.fn();
    state({ error: { code: 'X' } as State['error'], reload });
    rerender(<TransferUplinePage navigate={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('says so when the account has no upline', () => {
    state({ data: { ...ready, upline: null } });
    render(<TransferUplinePage navigate={jest.fn()} />);
    expect(screen.getByText('Your account has no upline.')).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('sends to the withdraw page when no fund password is set', () => {
    const navigate = jest.fn();
    state({ data: { ...ready, fundPasswordSet: false } });
    render(<TransferUplinePage navigate={navigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(navigate).toHaveBeenCalledWith('/member?page=withdraw');
  });

  it('refuses an amount over the balance before calling, then transfers in minor units and refreshes the header', async () => {
    const reload = jest.fn();
    state({ data: ready, reload });
    const changed = jest.fn();
    const off = bus.on('balance:changed', changed);
    render(<TransferUplinePage navigate={jest.fn()} />);
    expect(screen.getByTestId('upline-account').textContent).toContain('Agent Smith');
    fill('500.01');
    expect(await screen.findByText('The amount is more than your balance')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    send.mockResolvedValue({ transactionId: 9, amount: 12_050, balance: 37_950, upline });
    fill('120.5');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ amount: 12_050, fundPassword: '246810' });
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(changed).toHaveBeenCalledWith({ balance: 37_950 });
    off();
  });

  it('shows the server refusal and keeps nothing of the attempt', async () => {
    state({ data: ready });
    send.mockRejectedValue(
      new ApiError('FUND_PASSWORD_WRONG', 'err_fund_password_wrong', 400, '/wps/transfers/upline'),
    );
    render(<TransferUplinePage navigate={jest.fn()} />);
    fill('1', '000000');
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    send.mockResolvedValue({ transactionId: 10, amount: 100, balance: 49_900, upline });
    fill('1');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]![0].requestId).not.toBe(send.mock.calls[0]![0].requestId);
  });

  it('retries a lost answer with the same request id, and a new amount with a new one', async () => {
    state({ data: ready });
    send.mockRejectedValueOnce(new ApiError('TIMEOUT', 'err_timeout', 0, '/wps/transfers/upline'));
    render(<TransferUplinePage navigate={jest.fn()} />);
    fill('2');
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    send.mockRejectedValueOnce(new ApiError('TIMEOUT', 'err_timeout', 0, '/wps/transfers/upline'));
    fill('2');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]![0].requestId).toBe(send.mock.calls[0]![0].requestId);
    send.mockResolvedValue({ transactionId: 11, amount: 300, balance: 49_700, upline });
    fill('3');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]![0].requestId).not.toBe(send.mock.calls[0]![0].requestId);
  });
});
