import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, bus, initI18n, type WithdrawInfo } from 'shared-contracts';
import '../../../../config/i18n';
import { createWithdrawal } from '../../api/create-withdrawal';
import { WithdrawForm } from '../withdraw-form';

jest.mock('../../api/create-withdrawal');
const create = createWithdrawal as jest.MockedFunction<typeof createWithdrawal>;

const info: WithdrawInfo = {
  currency: 'VND',
  balance: 150_000_00,
  held: 0,
  limits: { minAmount: 100_000_00, maxAmount: 100_000_000_00, dailyCount: 5, usedToday: 0 },
  turnover: { required: 0, done: 0, met: true },
  accounts: [{ id: 4, bankName: 'Vietcombank', accountNumber: '****6789', payeeName: 'A', createdAt: '' }],
  maxAccounts: 3,
  fundPasswordSet: true,
  fundPasswordLockedUntil: null,
  autoReceivedMinutes: 60,
  fee: { feeBps: 0, feeFixed: 0, feeMax: null },
};
const fill = (amount: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Fund password'), { target: { value: '246810' } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
};

describe('withdrawal request form', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => jest.clearAllMocks());

  it('keeps one request id across a retry after a lost answer, then holds the money and refreshes the header', async () => {
    const emitted = jest.fn();
    const off = bus.on('balance:changed', emitted);
    const onDone = jest.fn();
    create.mockRejectedValueOnce(new ApiError('NETWORK', 'err_network', 0, '/wps/withdrawals'));
    create.mockResolvedValueOnce({ id: 12, amount: 100_000_00, currency: 'VND' } as never);
    render(<WithdrawForm info={info} onDone={onDone} />);
    fill('100000');
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeTruthy();
    fill('100000');
    expect(await screen.findByTestId('withdraw-done')).toBeTruthy();
    expect(screen.getByTestId('withdraw-done').textContent).toContain('Withdrawal #12 of VND 100,000.00 requested');
    const [first, second] = create.mock.calls.map((c) => c[0]);
    expect(first).toEqual({
      bankAccountId: 4,
      amount: 100_000_00,
      fundPassword: '246810',
      requestId: second!.requestId,
    });
    expect(emitted).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalled();
    off();
  });

  it('shows a refusal where it belongs and asks a new id for the next attempt', async () => {
    create.mockRejectedValueOnce(new ApiError('INSUFFICIENT_FUNDS', 'err_insufficient_funds', 400, '/x'));
    create.mockRejectedValueOnce(
      new ApiError('FUND_PASSWORD_WRONG', 'err_fund_password_wrong', 400, '/x', {
        field: 'fundPassword',
        attemptsLeft: 4,
      }),
    );
    render(<WithdrawForm info={info} onDone={jest.fn()} />);
    fill('140000');
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    fill('140000');
    expect(await screen.findByText(/incorrect: 4 tries left/)).toBeTruthy();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls[0]![0].requestId).not.toBe(create.mock.calls[1]![0].requestId);
  });
  it('shows the brand’s fee rule, then this withdrawal’s fee and what the bank receives; nothing when there is none', async () => {
    const { unmount } = render(<WithdrawForm info={info} onDone={jest.fn()} />);
    expect(screen.queryByTestId('withdraw-fee')).toBeNull();
    unmount();
    render(
      <WithdrawForm
        info={{ ...info, fee: { feeBps: 150, feeFixed: 2_000_00, feeMax: 50_000_00 } }}
        onDone={jest.fn()}
      />,
    );
    expect(screen.getByTestId('withdraw-fee').textContent).toMatch(/^Fee: 1\.5 % \+ .*2,000.*, at most .*50,000/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '200000' } });
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-fee').textContent).toMatch(/^Fee .*5,000.* the bank receives .*195,000/),
    );
  });
});
