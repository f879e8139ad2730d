import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, initI18n, NO_FEE, type DepositMethod } from 'shared-contracts';
import '../../../../config/i18n';
import { leavePage } from '../../../../lib/leave-page';
import { createBankTransferDeposit } from '../../api/create-bank-transfer-deposit';
import { createGatewayDeposit } from '../../api/create-gateway-deposit';
import { useDepositMethods } from '../../api/get-deposit-methods';
import { useDeposits } from '../../api/list-deposits';
import { DepositPage } from '../deposit-page';

jest.mock('../../api/get-deposit-methods');
jest.mock('../../api/list-deposits');
jest.mock('../../api/create-gateway-deposit');
jest.mock('../../api/create-bank-transfer-deposit');
jest.mock('../../../../lib/leave-page');

const GATEWAY: DepositMethod = {
  code: 'DEMO_PSP',
  kind: 'GATEWAY',
  name: 'Online payment (card)',
  minAmount: 50_000_00,
  maxAmount: 50_000_000_00,
  presets: [100_000_00, 200_000_00],
  bank: null,
  fee: NO_FEE,
};
const BANK: DepositMethod = {
  code: 'BANK',
  kind: 'BANK_TRANSFER',
  name: 'Bank transfer',
  minAmount: 100_000_00,
  maxAmount: 300_000_000_00,
  presets: [],
  bank: { bankName: 'Demo Commercial Bank', accountName: 'DEMO CASINO', accountNumber: '0123 4567 8901' },
  fee: NO_FEE,
};
type Methods = ReturnType<typeof useDepositMethods>;
type List = ReturnType<typeof useDeposits>;
const methods = (s: Partial<Methods>) =>
  (useDepositMethods as jest.Mock).mockReturnValue({
    data: null,
    loading: false,
    error: null,
    reload: jest.fn(),
    ...s,
  });
const list = (s: Partial<List>) =>
  (useDeposits as jest.Mock).mockReturnValue({ data: null, loading: false, error: null, reload: jest.fn(), ...s });
const page = () => render(<DepositPage search="?page=depositv2" navigate={jest.fn()} />);
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });

describe('deposit page', () => {
  beforeAll(() => initI18n('EN'));
  beforeEach(() => {
    jest.clearAllMocks();
    methods({ data: { currency: 'VND', methods: [GATEWAY, BANK] } });
    list({ data: { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 } });
  });

  it('lists the methods as cards with their limits, the first one chosen, and the presets as chips', async () => {
    page();
    const cards = screen.getByRole('group', { name: 'Deposit method' });
    expect(cards.textContent).toContain('Min VND 50,000.00Max VND 50,000,000.00');
    expect((screen.getByRole('radio', { name: /Online payment \(card\)/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '200,000.00' }));
    expect((amountField() as HTMLInputElement).value).toBe('200000');
    expect(await screen.findByRole('button', { name: '200,000.00', pressed: true })).toBeTruthy();
    expect(screen.getByTestId('my-deposits').textContent).toContain('No deposits yet.');
  });

  it("shows a method's fee: its rule, then what the wallet receives of the amount typed; none for a method without", async () => {
    methods({
      data: { currency: 'VND', methods: [{ ...GATEWAY, fee: { feeBps: 200, feeFixed: 0, feeMax: 10_000_00 } }, BANK] },
    });
    page();
    expect(screen.getByTestId('deposit-fee').textContent).toMatch(/^Fee: 2 %, at most .*10,000/);
    fireEvent.change(amountField(), { target: { value: '100000' } });
    await waitFor(() =>
      expect(screen.getByTestId('deposit-fee').textContent).toMatch(/^Fee .*2,000.* your wallet receives .*98,000/),
    );
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await waitFor(() => expect(screen.queryByTestId('deposit-fee')).toBeNull());
  });

  it('validates the amount against the method before calling the API', async () => {
    page();
    fireEvent.change(amountField(), { target: { value: '100.123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('At most 2 decimals')).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '10' } });
    expect(await screen.findByText('Enter an amount between VND 50,000.00 and VND 50,000,000.00')).toBeTruthy();
    expect(createGatewayDeposit).not.toHaveBeenCalled();
  });

  it("goes to the provider's page with the amount in minor units and one request id", async () => {
    (createGatewayDeposit as jest.Mock).mockResolvedValue({ payUrl: '/demo-psp/pay/s1', deposit: {} });
    page();
    fireEvent.change(amountField(), { target: { value: '150,000.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/demo-psp/pay/s1'));
    expect(createGatewayDeposit).toHaveBeenCalledWith({
      methodCode: 'DEMO_PSP',
      amount: 150_000_50,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("shows the API's refusal of the amount under the field", async () => {
    (createGatewayDeposit as jest.Mock).mockRejectedValue(
      new ApiError('VALIDATION', 'err_deposit_amount_range', 400, '/x', { field: 'amount' }),
    );
    page();
    fireEvent.change(amountField(), { target: { value: '60000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The amount is outside the limits of this deposit method')).toBeTruthy();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('Philippines variant: a refusal for an unverified identity shows why and leads to the verification', async () => {
    (createGatewayDeposit as jest.Mock).mockRejectedValue(
      new ApiError('KYC_REQUIRED', 'err_kyc_required', 403, '/x', {}),
    );
    const navigate = jest.fn();
    render(<DepositPage search="?page=depositv2" navigate={navigate} />);
    fireEvent.change(amountField(), { target: { value: '60000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please verify your identity before your first deposit or withdrawal')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    expect(navigate).toHaveBeenCalledWith('/member?page=securityCenter');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('for a bank transfer shows the account to pay, checks the receipt, and ends awaiting review', async () => {
    (createBankTransferDeposit as jest.Mock).mockResolvedValue({
      deposit: {
        id: 7,
        kind: 'BANK_TRANSFER',
        methodCode: 'BANK',
        amount: 500_000_00,
        currency: 'VND',
        status: 'PENDING',
      },
    });
    page();
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(screen.getByTestId('bank-details').textContent).toContain('0123 4567 8901');
    fireEvent.change(amountField(), { target: { value: '500000' } });
    fireEvent.change(screen.getByLabelText('Name on the paying account'), { target: { value: 'NGUYEN VAN A' } });
    const receipt = screen.getByLabelText('Transfer receipt');
    fireEvent.change(receipt, { target: { files: [new File(['%PDF'], 'r.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Only jpeg, jpg and png images are accepted')).toBeTruthy();
    const png = new File(['png'], 'receipt.png', { type: 'image/png' });
    fireEvent.change(receipt, { target: { files: [png] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Awaiting review')).toBeTruthy();
    expect(createBankTransferDeposit).toHaveBeenCalledWith(
      expect.objectContaining({ methodCode: 'BANK', amount: 500_000_00, payerName: 'NGUYEN VAN A', receipt: png }),
    );
  });

  it('goes back to the form after a submitted deposit without navigating (the agent centre’s panel stays put)', async () => {
    (createBankTransferDeposit as jest.Mock).mockResolvedValue({
      deposit: {
        id: 8,
        kind: 'BANK_TRANSFER',
        methodCode: 'BANK',
        amount: 500_000_00,
        currency: 'VND',
        status: 'PENDING',
      },
    });
    const navigate = jest.fn();
    render(<DepositPage search="" navigate={navigate} />);
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    fireEvent.change(amountField(), { target: { value: '500000' } });
    fireEvent.change(screen.getByLabelText('Name on the paying account'), { target: { value: 'NGUYEN VAN A' } });
    const png = new File(['png'], 'receipt.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Transfer receipt'), { target: { files: [png] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByRole('group', { name: 'Deposit method' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the loading, error and empty states of the methods', () => {
    const reload = jest.fn();
    methods({ error: { code: 'NETWORK' } as Methods['error'], reload });
    const { unmount } = page();
    expect(screen.getAllByRole('alert')[0]!.textContent).toContain('Could not load the deposit methods.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(reload).toHaveBeenCalled();
    unmount();
    methods({ data: { currency: 'VND', methods: [] } });
    page();
    expect(screen.getAllByTestId('empty-state')[0]!.textContent).toContain('No deposit method is available');
  });
});
