import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  ApiError,
  permissionsOf,
  REMOTE_NAMES,
  type BrandDetail,
  type BrandOptions,
  type OperatorMe,
  type OperatorRole,
} from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { OperatorProvider } from '../../../../lib/operator';
import { useBrandOptions } from '../../api/brand-options';
import { createBrand } from '../../api/create-brand';
import { getBrand } from '../../api/get-brand';
import { useBrands } from '../../api/list-brands';
import { BrandsPage } from '../brands-page';

jest.mock('../../api/list-brands', () => ({ useBrands: jest.fn() }));
jest.mock('../../api/brand-options', () => ({ useBrandOptions: jest.fn() }));
jest.mock('../../api/get-brand', () => ({ getBrand: jest.fn() }));
jest.mock('../../api/create-brand', () => ({ createBrand: jest.fn() }));
jest.mock('../../api/set-brand-suspended', () => ({ setBrandSuspended: jest.fn() }));

const options: BrandOptions = {
  vendors: [
    { key: 'RNG:PG', code: 'PG', category: 'RNG', name: 'PG Soft' },
    { key: 'RNG:JILI', code: 'JILI', category: 'RNG', name: 'JILI' },
    { key: 'FISH:JILI', code: 'JILI', category: 'FISH', name: 'JILI Fishing' },
    { key: 'FISH:FC', code: 'FC', category: 'FISH', name: 'Fa Chai' },
  ],
  depositMethods: [
    { code: 'BANK', kind: 'bank', name: 'Bank transfer' },
    { code: 'GCASH', kind: 'ewallet', name: 'GCash' },
  ],
  timeZones: ['UTC', 'Asia/Manila', 'Asia/Ho_Chi_Minh'],
};
const lucky: BrandDetail = {
  code: 'LUCKY',
  name: 'Lucky',
  currency: 'VND',
  currencySymbol: '₫',
  languages: ['EN', 'TY'],
  timeZone: 'Asia/Ho_Chi_Minh',
  domains: ['lucky.example.com'],
  maintenance: false,
  suspended: false,
  createdAt: '2026-01-01T00:00:00Z',
  remotes: ['mf_auth', 'mf_games', 'mf_member'],
  vendors: ['RNG:PG', 'FISH:FC'],
  depositMethods: ['BANK'],
  withdrawal: { minAmount: 5_000_000, maxAmount: 2_000_000_000, dailyCount: 3 },
};

const reload = jest.fn();
const refreshMe = jest.fn();
const me = (role: OperatorRole): OperatorMe => ({
  id: 7,
  username: `demo_${role}`,
  role,
  merchants: ['LUCKY'],
  scope: ['LUCKY'],
  permissions: permissionsOf(role),
});
function renderForm(role: OperatorRole = 'admin') {
  const value = {
    me: me(role),
    merchant: 'LUCKY',
    oneMerchant: 'LUCKY',
    setMerchant: jest.fn(),
    refreshMe,
    signOut: jest.fn(),
  };
  return render(
    <OperatorProvider value={value}>
      <MemoryRouter initialEntries={['/brands/new']}>
        <Routes>
          <Route path="brands/*" element={<BrandsPage />} />
        </Routes>
      </MemoryRouter>
    </OperatorProvider>,
  );
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function fillIdentity() {
  type('Code', 'lucky_2');
  type('Name', 'Lucky Two');
  type('Domains', 'Lucky2.Example.com\nwww.lucky2.example.com');
}

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  refreshMe.mockResolvedValue(undefined);
  jest.mocked(useBrandOptions).mockReturnValue({ data: options, loading: false, error: null, reload });
  jest.mocked(useBrands).mockReturnValue({ data: { list: [lucky] }, loading: false, error: null, reload });
});

describe('the new-brand form', () => {
  it('creates a brand with what was chosen, refreshes the operator’s merchants and goes back to the list', async () => {
    jest.mocked(createBrand).mockResolvedValue({ ...lucky, code: 'LUCKY_2', name: 'Lucky Two' });
    renderForm();
    fillIdentity();
    expect(input('Code').value).toBe('LUCKY_2');
    type('Currency', 'php');
    type('Currency symbol', '₱');
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Asia/Manila' } });
    fireEvent.click(screen.getByLabelText('Tiếng Việt (TY)'));
    fireEvent.click(screen.getByLabelText('Points mall (mf_points)'));
    fireEvent.click(screen.getByLabelText('All of Fishing'));
    fireEvent.click(screen.getByLabelText('GCash'));
    type('Minimum withdrawal', '100');
    type('Maximum withdrawal', '50000.50');
    type('Withdrawals a day', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    await waitFor(() => expect(createBrand).toHaveBeenCalled());
    expect(createBrand).toHaveBeenCalledWith({
      code: 'LUCKY_2',
      name: 'Lucky Two',
      domains: ['lucky2.example.com', 'www.lucky2.example.com'],
      currency: 'PHP',
      currencySymbol: '₱',
      languages: ['EN', 'TY'],
      timeZone: 'Asia/Manila',
      remotes: REMOTE_NAMES.filter((r) => r !== 'mf_points'),
      vendors: ['RNG:PG', 'RNG:JILI'],
      depositMethods: ['BANK'],
      withdrawal: { minAmount: 10_000, maxAmount: 5_000_050, dailyCount: 5 },
    });
    await waitFor(() => expect(screen.getByTestId('brands-page')).toBeTruthy());
    expect(refreshMe).toHaveBeenCalled();
  });

  it('starts from a brand: its setup prefilled, never its code, name or domains; withdrawal left out when empty', async () => {
    jest.mocked(getBrand).mockResolvedValue(lucky);
    jest.mocked(createBrand).mockResolvedValue(lucky);
    renderForm();
    type('Name', 'Typed first');
    fireEvent.change(screen.getByLabelText('Start from'), { target: { value: 'LUCKY' } });
    expect(await screen.findByText('Filled in from LUCKY')).toBeTruthy();
    expect(getBrand).toHaveBeenCalledWith('LUCKY');
    expect(input('Currency').value).toBe('VND');
    expect(input('Currency symbol').value).toBe('₫');
    expect(input('Time zone').value).toBe('Asia/Ho_Chi_Minh');
    expect(input('Minimum withdrawal').value).toBe('50000');
    expect(input('Withdrawals a day').value).toBe('3');
    expect(input('Lottery (mf_lottery)').checked).toBe(false);
    expect(input('Fa Chai').checked).toBe(true);
    expect(input('JILI Fishing').checked).toBe(false);
    // The "all of Fishing" switch is half on.
    expect(input('All of Fishing').indeterminate).toBe(true);
    expect(input('Name').value).toBe('Typed first');
    expect(input('Code').value).toBe('');
    expect((screen.getByLabelText('Domains') as HTMLTextAreaElement).value).toBe('');

    fillIdentity();
    for (const label of ['Minimum withdrawal', 'Maximum withdrawal', 'Withdrawals a day']) type(label, '');
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    await waitFor(() => expect(createBrand).toHaveBeenCalled());
    const body = jest.mocked(createBrand).mock.calls[0]![0];
    expect(body).toMatchObject({
      startFrom: 'LUCKY',
      code: 'LUCKY_2',
      currency: 'VND',
      languages: ['EN', 'TY'],
      remotes: ['mf_auth', 'mf_games', 'mf_member'],
      vendors: ['RNG:PG', 'FISH:FC'],
      depositMethods: ['BANK'],
    });
    expect(body).not.toHaveProperty('withdrawal');
  });

  it('refuses what the rules refuse before calling the server', async () => {
    renderForm();
    type('Code', '1abc');
    type('Domains', 'https://x.example.com');
    fireEvent.click(screen.getByLabelText('English (EN)'));
    type('Minimum withdrawal', '500');
    type('Maximum withdrawal', '100');
    type('Withdrawals a day', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText('Capitals, digits and _, starting with a letter, 2 to 16 characters')).toBeTruthy();
    expect(screen.getByText('https://x.example.com is not a host name')).toBeTruthy();
    expect(screen.getByText('Choose at least one language')).toBeTruthy();
    expect(screen.getByText('The maximum cannot be below the minimum')).toBeTruthy();
    expect(input('Code').getAttribute('aria-invalid')).toBe('true');
    expect(createBrand).not.toHaveBeenCalled();
  });

  it('shows the server’s refusals under their fields, or above the buttons', async () => {
    renderForm();
    fillIdentity();
    type('Currency', 'PHP');
    type('Currency symbol', '₱');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));

    jest.mocked(createBrand).mockRejectedValueOnce(new ApiError('BRAND_CODE_TAKEN', 'err_brand_code_taken', 409, '/'));
    submit();
    expect(await screen.findByText('Another brand already has this code')).toBeTruthy();
    expect(input('Code').getAttribute('aria-invalid')).toBe('true');

    jest.mocked(createBrand).mockRejectedValueOnce(
      new ApiError('BRAND_DOMAIN_TAKEN', 'err_brand_domain_taken', 409, '/', {
        field: 'domains',
        detail: 'taken: lucky2.example.com',
      }),
    );
    submit();
    expect(await screen.findByText('One of these domains already belongs to another brand')).toBeTruthy();
    expect(screen.getByLabelText('Domains').getAttribute('aria-invalid')).toBe('true');

    jest
      .mocked(createBrand)
      .mockRejectedValueOnce(new ApiError('VALIDATION', 'err_invalid_input', 400, '/', { field: 'timeZone' }));
    submit();
    await waitFor(() => expect(input('Time zone').getAttribute('aria-invalid')).toBe('true'));

    jest.mocked(createBrand).mockRejectedValueOnce(new ApiError('FORBIDDEN', 'err_forbidden', 403, '/'));
    submit();
    await waitFor(() => expect(createBrand).toHaveBeenCalledTimes(4));
    const form = screen.getByTestId('new-brand-form');
    await waitFor(() => expect(form.querySelector('.form-error')).toBeTruthy());
    expect(refreshMe).not.toHaveBeenCalled();
  });

  it('says when the options cannot be read, and that a role without brands.create cannot open the form', () => {
    jest.mocked(useBrandOptions).mockReturnValue({
      data: null,
      loading: false,
      error: new ApiError('NETWORK', 'err_network', 0, '/ops/brands/options'),
      reload,
    });
    const { unmount } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
    unmount();
    renderForm('finance');
    expect(screen.getByText('Your role cannot open this page')).toBeTruthy();
    expect(within(screen.getByTestId('new-brand-page')).queryByLabelText('Code')).toBeNull();
  });
});
