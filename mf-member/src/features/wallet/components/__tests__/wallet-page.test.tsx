import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n, setPermissionConfig, type PermissionConfig } from 'shared-contracts';
import '../../../../config/i18n';
import { useBalance } from '../../api/get-balance';
import { WalletPage } from '../wallet-page';

jest.mock('../../api/get-balance');
const balance = useBalance as jest.MockedFunction<typeof useBalance>;
type State = ReturnType<typeof useBalance>;
const state = (s: Partial<State>) =>
  balance.mockReturnValue({ data: null, loading: false, error: null, reload: jest.fn(), ...s } as State);
const wallet = (isSingle: boolean) => setPermissionConfig({ merchantWallet: { isSingle } } as PermissionConfig);

describe('wallet page', () => {
  beforeAll(() => initI18n('EN'));

  it('offers a retry when the balance cannot be loaded', () => {
    const reload = jest.fn();
    state({ error: { code: 'X' } as State['error'], reload });
    render(<WalletPage />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load your balance.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('shows the main balance in major units with its currency (single wallet)', () => {
    wallet(true);
    state({ data: { balance: 123456789, currency: 'VND', wallets: [] } });
    render(<WalletPage />);
    expect(screen.getByTestId('main-balance').textContent).toBe('VND 1,234,567.89');
    expect(screen.getByText(/Single wallet/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('in transfer mode lists the game wallets (or says there are none) above the transfer form', () => {
    wallet(false);
    state({ data: { balance: 100, currency: 'VND', wallets: [] } });
    const { rerender } = render(<WalletPage />);
    expect(screen.getByTestId('vendor-wallets').textContent).toContain('No game wallets yet.');
    state({ data: { balance: 100, currency: 'VND', wallets: [{ vassalage: 'PG', balance: 2500 }] } });
    rerender(<WalletPage />);
    expect(screen.getByRole('table').textContent).toContain('25.00');
    expect(screen.getByRole('radio', { name: 'Main wallet → game wallet' })).toBeTruthy();
    expect(screen.getByLabelText('Game wallet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeTruthy();
  });
});
