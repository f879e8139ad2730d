import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type OpsVendor, type OperatorRole } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { renderAs } from '../../../../lib/__tests__/render-as';
import { useVendors } from '../../api/list-vendors';
import { updateVendor } from '../../api/update-vendor';
import { fromLocalInput } from '../../schemas/vendor-form';
import { GamesPage } from '../games-page';

jest.mock('../../api/list-vendors', () => ({ useVendors: jest.fn() }));
jest.mock('../../api/update-vendor', () => ({ updateVendor: jest.fn() }));

const card = (over: Partial<OpsVendor>): OpsVendor => ({
  key: 'RNG:PG',
  code: 'PG',
  category: 'RNG',
  displayName: 'PG Soft',
  enabled: true,
  hot: true,
  sort: 20,
  games: 900,
  maintenanceFrom: null,
  maintenanceUntil: null,
  inMaintenance: false,
  ...over,
});
const list = [
  card({}),
  card({
    key: 'LIVE:EVO',
    code: 'EVO',
    category: 'LIVE',
    displayName: 'Evolution',
    hot: false,
    inMaintenance: true,
    maintenanceFrom: '2026-11-30T08:00:00Z',
  }),
];
const reload = jest.fn();

const renderPage = (role: OperatorRole = 'admin') => renderAs(role, <GamesPage />, '/', 'DEMO');

beforeAll(() => startI18n());
beforeEach(() => {
  jest.mocked(useVendors).mockReturnValue({ data: { list }, error: null, loading: false, reload });
  jest.mocked(updateVendor).mockReset();
  reload.mockReset();
});

describe('the games page', () => {
  it('lists the brand’s cards with their state and filters by category', () => {
    renderPage();
    expect(within(screen.getByTestId('vendor-state-LIVE:EVO')).getByText('Maintenance now')).toBeTruthy();
    expect(within(screen.getByTestId('vendor-state-RNG:PG')).getByText('Hot')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'LIVE' } });
    expect(screen.queryByTestId('vendor-state-RNG:PG')).toBeNull();
  });

  it('sends only what changed, the window as instants', async () => {
    jest.mocked(updateVendor).mockResolvedValue(card({ enabled: false }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit RNG:PG' }));
    const dialog = await screen.findByTestId('vendor-dialog');
    fireEvent.click(within(dialog).getByLabelText('Listed in the lobby'));
    fireEvent.change(within(dialog).getByLabelText('Maintenance from'), { target: { value: '2026-12-01T02:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateVendor).toHaveBeenCalled());
    expect(updateVendor).toHaveBeenCalledWith('DEMO', list[0], {
      enabled: false,
      maintenanceFrom: fromLocalInput('2026-12-01T02:00'),
    });
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('refuses an end before the start, and shows the server’s refusal under its field', async () => {
    jest
      .mocked(updateVendor)
      .mockRejectedValue(
        new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops/games/vendors/RNG/PG', { field: 'displayName' }),
      );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit RNG:PG' }));
    const dialog = await screen.findByTestId('vendor-dialog');
    fireEvent.change(within(dialog).getByLabelText('Maintenance from'), { target: { value: '2026-12-02T02:00' } });
    fireEvent.change(within(dialog).getByLabelText('Maintenance until'), { target: { value: '2026-12-01T02:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must be after the start')).toBeTruthy();
    expect(updateVendor).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Maintenance until'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Name players see'), { target: { value: 'PG' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please check the highlighted field')).toBeTruthy();
  });

  it('hides Edit from roles without games.configure', () => {
    renderPage('finance');
    expect(screen.queryByRole('button', { name: 'Edit RNG:PG' })).toBeNull();
  });
});
