import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, NO_FEE, type OpsDepositMethod, type OperatorRole } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { renderAs } from '../../../../lib/__tests__/render-as';
import { addDepositMethod } from '../../api/add-deposit-method';
import { useWithdrawalRules } from '../../api/get-withdrawal-rules';
import { useDepositMethods } from '../../api/list-deposit-methods';
import { setWithdrawalRules } from '../../api/set-withdrawal-rules';
import { updateDepositMethod } from '../../api/update-deposit-method';
import { MoneySettingsPage } from '../money-settings-page';

jest.mock('../../api/list-deposit-methods', () => ({ useDepositMethods: jest.fn() }));
jest.mock('../../api/get-withdrawal-rules', () => ({ useWithdrawalRules: jest.fn() }));
jest.mock('../../api/update-deposit-method', () => ({ updateDepositMethod: jest.fn() }));
jest.mock('../../api/add-deposit-method', () => ({ addDepositMethod: jest.fn() }));
jest.mock('../../api/set-withdrawal-rules', () => ({ setWithdrawalRules: jest.fn() }));

const bank: OpsDepositMethod = {
  code: 'BANK',
  kind: 'BANK_TRANSFER',
  channel: 'BANK',
  name: 'Bank transfer',
  enabled: true,
  minAmount: 50_00,
  maxAmount: 50_000_00,
  presets: [100_00, 500_00],
  sort: 1,
  bank: { bankName: 'Demo Bank', accountName: 'LUCKY STAR', accountNumber: '0123 4567' },
  fee: NO_FEE,
};
const rules = {
  minAmount: 10_00,
  maxAmount: 10_000_00,
  dailyCount: 5,
  turnoverMultiple: 1,
  autoReceivedMinutes: 60,
  maxBankAccounts: 3,
  fourEyesThreshold: 5_000_00,
  feeBps: 0,
  feeFixed: 0,
  feeMax: null,
};
const reloadMethods = jest.fn();
const reloadRules = jest.fn();

const renderPage = (role: OperatorRole = 'admin') => renderAs(role, <MoneySettingsPage />, '/', 'LUCKY');

beforeAll(() => startI18n());
beforeEach(() => {
  jest.mocked(useDepositMethods).mockReturnValue({
    data: {
      list: [bank],
      missing: [{ code: 'DEMO_PSP', kind: 'GATEWAY', name: 'Online payment (card)' }],
      currency: 'USD',
    },
    error: null,
    loading: false,
    reload: reloadMethods,
  });
  jest.mocked(useWithdrawalRules).mockReturnValue({
    data: { rules, currency: 'USD' },
    error: null,
    loading: false,
    reload: reloadRules,
  });
  for (const f of [updateDepositMethod, addDepositMethod, setWithdrawalRules]) jest.mocked(f).mockReset();
  reloadMethods.mockReset();
  reloadRules.mockReset();
});

describe('money settings', () => {
  it('edits a bank transfer: limits and quick amounts in major units, its account; minor units to the API', async () => {
    jest.mocked(updateDepositMethod).mockResolvedValue(bank);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit BANK' }));
    const dialog = await screen.findByTestId('method-dialog');
    fireEvent.change(within(dialog).getByLabelText('Minimum'), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText('Quick amounts'), { target: { value: '20, 100.50' } });
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '9988 7766' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateDepositMethod).toHaveBeenCalled());
    expect(updateDepositMethod).toHaveBeenCalledWith('LUCKY', 'BANK', {
      enabled: true,
      name: 'Bank transfer',
      minAmount: 20_00,
      maxAmount: 50_000_00,
      presets: [20_00, 100_50],
      sort: 1,
      fee: NO_FEE,
      bank: { bankName: 'Demo Bank', accountName: 'LUCKY STAR', accountNumber: '9988 7766' },
    });
    await waitFor(() => expect(reloadMethods).toHaveBeenCalled());
  });

  it('sets a deposit method’s fee, shows it in the table, and places the server’s refusal of it under the rate', async () => {
    jest
      .mocked(updateDepositMethod)
      .mockRejectedValueOnce(
        new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops/payments/methods/BANK', { field: 'fee' }),
      );
    jest.mocked(useDepositMethods).mockReturnValue({
      data: { list: [{ ...bank, fee: { feeBps: 150, feeFixed: 2_00, feeMax: 50_00 } }], missing: [], currency: 'USD' },
      error: null,
      loading: false,
      reload: reloadMethods,
    });
    renderPage();
    expect(screen.getByText('1.5 % + 2.00 (≤ 50.00)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit BANK' }));
    const dialog = await screen.findByTestId('method-dialog');
    fireEvent.change(within(dialog).getByLabelText('Deposit fee'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Plus a fixed fee'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Fee at most'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateDepositMethod).toHaveBeenCalledWith(
        'LUCKY',
        'BANK',
        expect.objectContaining({ fee: { feeBps: 200, feeFixed: 0, feeMax: null } }),
      ),
    );
    const rate = within(dialog).getByLabelText('Deposit fee');
    await waitFor(() => expect(rate.getAttribute('aria-invalid')).toBe('true'));
  });

  it('refuses a quick amount outside the limits before calling', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit BANK' }));
    const dialog = await screen.findByTestId('method-dialog');
    fireEvent.change(within(dialog).getByLabelText('Quick amounts'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Up to 8 amounts within the limits, comma-separated')).toBeTruthy();
    expect(updateDepositMethod).not.toHaveBeenCalled();
  });

  it('adds a method the brand lacks', async () => {
    jest.mocked(addDepositMethod).mockResolvedValue(bank);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add Online payment (card)' }));
    await waitFor(() => expect(addDepositMethod).toHaveBeenCalledWith('LUCKY', 'DEMO_PSP'));
    await waitFor(() => expect(reloadMethods).toHaveBeenCalled());
  });

  it('saves the withdrawal rules together and shows a refusal under its field', async () => {
    jest
      .mocked(setWithdrawalRules)
      .mockRejectedValueOnce(
        new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops/withdrawals/settings', { field: 'maxAmount' }),
      );
    renderPage();
    const form = screen.getByTestId('withdrawal-rules-form');
    fireEvent.change(within(form).getByLabelText('Turnover multiple'), { target: { value: '1.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save withdrawal rules' }));
    await waitFor(() => expect(setWithdrawalRules).toHaveBeenCalledWith('LUCKY', { ...rules, turnoverMultiple: 1.5 }));
    expect(await within(form).findByText('Please check the highlighted field')).toBeTruthy();
  });

  it('sets a withdrawal fee as a percentage, a fixed part and a cap (basis points and minor units to the API)', async () => {
    jest.mocked(setWithdrawalRules).mockResolvedValue({ rules, currency: 'USD' });
    renderPage();
    const form = screen.getByTestId('withdrawal-rules-form');
    fireEvent.change(within(form).getByLabelText('Withdrawal fee'), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save withdrawal rules' }));
    expect(await within(form).findByText('A percentage from 0 to 20, two decimals at most')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Withdrawal fee'), { target: { value: '1.5' } });
    fireEvent.change(within(form).getByLabelText('Plus a fixed fee'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Fee at most'), { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save withdrawal rules' }));
    await waitFor(() =>
      expect(setWithdrawalRules).toHaveBeenCalledWith('LUCKY', {
        ...rules,
        feeBps: 150,
        feeFixed: 2_00,
        feeMax: 50_00,
      }),
    );
  });

  it('shows finance the settings read-only', () => {
    renderPage('finance');
    expect(screen.queryByRole('button', { name: 'Edit BANK' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save withdrawal rules' })).toBeNull();
    const count = within(screen.getByTestId('withdrawal-rules-form')).getByLabelText('Withdrawals per day');
    expect(count.matches(':disabled')).toBe(true);
  });
});
