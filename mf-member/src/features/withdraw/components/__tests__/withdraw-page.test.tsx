import { fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n, type Withdrawal, type WithdrawInfo } from 'shared-contracts';
import '../../../../config/i18n';
import { useWithdrawInfo } from '../../api/get-withdraw-info';
import { useWithdrawals } from '../../api/list-withdrawals';
import { useRegisterRules } from '../../api/get-register-rules';
import { WithdrawPage } from '../withdraw-page';

jest.mock('../../api/get-withdraw-info');
jest.mock('../../api/list-withdrawals');
jest.mock('../../api/get-register-rules');

const base: WithdrawInfo = {
  currency: 'VND',
  balance: 250_000_00,
  held: 0,
  limits: { minAmount: 100_000_00, maxAmount: 100_000_000_00, dailyCount: 5, usedToday: 1 },
  turnover: { required: 200_000_00, done: 80_000_00, met: false },
  accounts: [],
  maxAccounts: 3,
  fundPasswordSet: false,
  fundPasswordLockedUntil: null,
  autoReceivedMinutes: 60,
  fee: { feeBps: 0, feeFixed: 0, feeMax: null },
};
const withdrawal = (w: Partial<Withdrawal>): Withdrawal => ({
  id: 9,
  amount: 100_000_00,
  fee: 0,
  currency: 'VND',
  status: 'PENDING',
  bankName: 'Vietcombank',
  accountNumber: '****6789',
  reason: null,
  forced: false,
  createdAt: '2026-05-07T10:00:00Z',
  decidedAt: null,
  confirmedAt: null,
  ...w,
});
const state = (data: unknown, extra: object = {}) => ({
  data,
  loading: false,
  error: null,
  reload: jest.fn(),
  ...extra,
});
const show = (info: Partial<WithdrawInfo>, list: Withdrawal[] = []) => {
  (useWithdrawInfo as jest.Mock).mockReturnValue(state({ ...base, ...info }));
  (useWithdrawals as jest.Mock).mockReturnValue(
    state({ list, pageNo: 1, pageSize: 10, total: list.length, totalPages: list.length ? 1 : 0 }),
  );
  (useRegisterRules as jest.Mock).mockReturnValue(state(null));
  return render(<WithdrawPage />);
};

describe('withdraw page', () => {
  beforeAll(() => initI18n('EN'));

  it('shows the balance, limits, today’s count and how much more to bet', () => {
    show({});
    expect(screen.getByTestId('withdraw-balance').textContent).toBe('VND 250,000.00');
    expect(screen.getByText('VND 100,000.00 – VND 100,000,000.00')).toBeTruthy();
    expect(screen.getByText('1 of 5')).toBeTruthy();
    expect(screen.getByTestId('turnover-status').textContent).toBe('Bet VND 120,000.00 more to withdraw');
    expect(screen.getByRole('progressbar', { name: 'Betting turnover' }).getAttribute('aria-valuenow')).toBe('40');
  });

  it('asks for the fund password and a bank account before offering the request form', () => {
    show({});
    expect(screen.getByTestId('withdraw-setup').textContent).toContain(
      'Set your fund password and bind a bank account',
    );
    expect(screen.queryByTestId('withdraw-request')).toBeNull();
    expect(within(screen.getByTestId('fund-password')).getByLabelText('New fund password')).toBeTruthy();
    expect(screen.getByTestId('bank-accounts').textContent).toContain('No bank account bound yet.');
    expect(screen.getByLabelText('Payee name')).toBeTruthy();
  });

  it('once set up, offers the form with the accounts, and the merchant’s maximum of accounts', () => {
    const accounts = [1, 2, 3].map((id) => ({
      id,
      bankName: 'Vietcombank',
      accountNumber: `****000${id}`,
      payeeName: 'NGUYEN VAN A',
      createdAt: '2026-05-01T00:00:00Z',
    }));
    show({ fundPasswordSet: true, accounts, turnover: { required: 0, done: 0, met: true } });
    const form = screen.getByTestId('withdraw-request');
    expect(within(form).getByRole('combobox', { name: 'To bank account' }).textContent).toContain(
      'Vietcombank ****0002',
    );
    expect(within(form).getByText('Available: VND 250,000.00')).toBeTruthy();
    expect(screen.getByTestId('turnover-status').textContent).toBe('No turnover required');
    expect(screen.getByTestId('bank-accounts').textContent).toContain('maximum of 3 accounts');
    expect(screen.queryByLabelText('Payee name')).toBeNull();
    expect(screen.getByTestId('fund-password').textContent).toContain('Your fund password is set.');
  });

  it('lists the withdrawals with their status; a paid one is confirmed with a proof image', async () => {
    show({ fundPasswordSet: true }, [
      withdrawal({ id: 3, status: 'PAID' }),
      withdrawal({ id: 2, status: 'REJECTED', reason: 'Name mismatch' }),
      withdrawal({ id: 1, status: 'RECEIVED', forced: true }),
    ]);
    const rows = within(screen.getByTestId('my-withdrawals')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByTestId('withdrawal-status').textContent)).toEqual([
      'Paid',
      'Rejected',
      'Received',
    ]);
    expect(rows[1]!.textContent).toContain('Reason: Name mismatch');
    expect(rows[2]!.textContent).toContain('Confirmed automatically');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Did you receive withdrawal #3?' });
    expect(dialog.textContent).toContain('Unconfirmed after 60 minutes it counts as received.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
    expect(await within(dialog).findByText('Please upload a proof image')).toBeTruthy();
  });

  it('offers a retry when the page cannot be loaded', () => {
    const reload = jest.fn();
    (useWithdrawInfo as jest.Mock).mockReturnValue(state(null, { error: { code: 'NETWORK' }, reload }));
    render(<WithdrawPage />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load your withdrawal details.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
