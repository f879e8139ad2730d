import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, permissionsOf, type BrandRow, type OperatorMe, type OperatorRole } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { OperatorProvider } from '../../../../lib/operator';
import { useBrandOptions } from '../../api/brand-options';
import { useBrands } from '../../api/list-brands';
import { setBrandSuspended } from '../../api/set-brand-suspended';
import { BrandsPage } from '../brands-page';

jest.mock('../../api/list-brands', () => ({ useBrands: jest.fn() }));
jest.mock('../../api/brand-options', () => ({ useBrandOptions: jest.fn() }));
jest.mock('../../api/set-brand-suspended', () => ({ setBrandSuspended: jest.fn() }));
jest.mock('../../api/get-brand', () => ({ getBrand: jest.fn() }));
jest.mock('../../api/create-brand', () => ({ createBrand: jest.fn() }));

const row = (code: string, over: Partial<BrandRow> = {}): BrandRow => ({
  code,
  name: `${code} Casino`,
  currency: 'PHP',
  currencySymbol: '₱',
  languages: ['EN', 'TY'],
  timeZone: 'Asia/Manila',
  domains: [`${code.toLowerCase()}.example.com`, `www.${code.toLowerCase()}.example.com`],
  maintenance: false,
  suspended: false,
  createdAt: '2026-03-04T10:00:00Z',
  ...over,
});
const rows = [
  row('LUCKY'),
  row('SLEEPY', { suspended: true, maintenance: true }),
  row('FIXING', { maintenance: true }),
];

const reload = jest.fn();
const listed = (over: object = {}) => ({ data: { list: rows }, loading: false, error: null, reload, ...over });
const me = (role: OperatorRole): OperatorMe => ({
  id: 7,
  username: `demo_${role}`,
  role,
  merchants: ['LUCKY'],
  scope: ['LUCKY', 'SLEEPY', 'FIXING'],
  permissions: permissionsOf(role),
});
function renderPage(role: OperatorRole = 'admin') {
  const value = {
    me: me(role),
    merchant: 'LUCKY',
    oneMerchant: 'LUCKY',
    setMerchant: jest.fn(),
    refreshMe: jest.fn(),
    signOut: jest.fn(),
  };
  return render(
    <OperatorProvider value={value}>
      <MemoryRouter initialEntries={['/brands']}>
        <Routes>
          <Route path="brands/*" element={<BrandsPage />} />
        </Routes>
      </MemoryRouter>
    </OperatorProvider>,
  );
}

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useBrands).mockReturnValue(listed());
  jest.mocked(useBrandOptions).mockReturnValue({
    data: { vendors: [], depositMethods: [], timeZones: ['UTC'] },
    loading: false,
    error: null,
    reload,
  });
});

describe('the Brands page', () => {
  it('lists the brands with their currency, languages, domains, status and creation day', () => {
    renderPage();
    const table = screen.getByTestId('brands-table');
    expect(within(table).getByText('LUCKY Casino')).toBeTruthy();
    expect(within(table).getAllByText('PHP (₱)').length).toBe(3);
    expect(within(table).getAllByText('EN, TY').length).toBe(3);
    expect(within(table).getByText('www.lucky.example.com')).toBeTruthy();
    expect(within(table).getAllByText('2026-03-04').length).toBe(3);
    expect(screen.getByTestId('brand-status-LUCKY').textContent).toBe('Active');
    expect(screen.getByTestId('brand-status-SLEEPY').textContent).toBe('Suspended');
    expect(screen.getByTestId('brand-status-FIXING').textContent).toBe('Maintenance');
  });

  it('suspends and reinstates a brand with a reason (required), then reads the list again', async () => {
    jest.mocked(setBrandSuspended).mockResolvedValue(row('LUCKY', { suspended: true }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Suspend LUCKY' }));
    const dialog = await screen.findByTestId('reason-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
    expect(setBrandSuspended).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Licence lapsed ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(setBrandSuspended).toHaveBeenCalledWith('LUCKY', true, 'Licence lapsed');
    await waitFor(() => expect(screen.queryByTestId('reason-dialog')).toBeNull());

    jest.mocked(setBrandSuspended).mockResolvedValue(row('SLEEPY'));
    fireEvent.click(screen.getByRole('button', { name: 'Reinstate SLEEPY' }));
    const again = await screen.findByTestId('reason-dialog');
    fireEvent.change(within(again).getByLabelText('Reason'), { target: { value: 'Licence renewed' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Reinstate' }));
    await waitFor(() => expect(setBrandSuspended).toHaveBeenLastCalledWith('SLEEPY', false, 'Licence renewed'));
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    jest
      .mocked(setBrandSuspended)
      .mockRejectedValue(new ApiError('FORBIDDEN', 'err_forbidden', 403, '/ops/brands/LUCKY/suspension'));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Suspend LUCKY' }));
    const dialog = await screen.findByTestId('reason-dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(setBrandSuspended).toHaveBeenCalled());
    expect(screen.getByTestId('reason-dialog')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new brand and suspension only to the roles that hold them', () => {
    const { unmount } = renderPage('support');
    expect(screen.getByText('LUCKY Casino')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New brand' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Suspend/ })).toBeNull();
    unmount();
    renderPage('admin');
    fireEvent.click(screen.getByRole('button', { name: 'New brand' }));
    expect(screen.getByTestId('new-brand-page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New brand' })).toBeTruthy();
  });

  it('shows the empty and the error states', () => {
    jest.mocked(useBrands).mockReturnValue(listed({ data: { list: [] } }));
    const { unmount } = renderPage();
    expect(screen.getByText('No brands yet')).toBeTruthy();
    unmount();
    jest
      .mocked(useBrands)
      .mockReturnValue(
        listed({ data: null, error: new ApiError('NETWORK', 'err_network', 0, '/ops/brands') }) as never,
      );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
