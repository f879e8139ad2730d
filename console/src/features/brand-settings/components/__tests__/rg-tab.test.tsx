import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { brandSettingsOpsApi } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { answered, renderAs } from '../../../../lib/__tests__/render-as';
import { useBrandSettings } from '../../api/get-brand-settings';
import { useRgDefaults } from '../../api/rg-defaults';
import { setRgDefaults } from '../../api/set-rg-defaults';
import { BrandSettingsPage } from '../brand-settings-page';

jest.mock('../../api/get-brand-settings', () => ({ useBrandSettings: jest.fn() }));
jest.mock('../../api/rg-defaults', () => ({ useRgDefaults: jest.fn() }));
jest.mock('../../api/set-rg-defaults', () => ({ setRgDefaults: jest.fn() }));

const settings = { code: 'DEMO' } as unknown as brandSettingsOpsApi.BrandSettings;
const reload = jest.fn();
const at = (role: 'admin' | 'support' = 'admin') =>
  renderAs(
    role,
    <Routes>
      <Route path="/console/settings/*" element={<BrandSettingsPage />} />
    </Routes>,
    '/console/settings/rg',
    'DEMO',
  );

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useBrandSettings).mockReturnValue(answered(settings));
  jest
    .mocked(useRgDefaults)
    .mockReturnValue(
      answered({ defaults: { daily: 300_000_00, weekly: null, monthly: null }, currency: 'VND' }, reload),
    );
});

describe('the responsible-gaming defaults tab', () => {
  it('shows the defaults in major units, refuses a weekly under the daily one, and saves minor units (empty: none)', async () => {
    jest
      .mocked(setRgDefaults)
      .mockResolvedValue({ defaults: { daily: 300_000_00, weekly: null, monthly: null }, currency: 'VND' });
    at();
    const form = await screen.findByTestId('rg-form');
    expect(within(form).getByLabelText('Daily deposit limit')).toHaveProperty('value', '300,000.00');
    fireEvent.change(within(form).getByLabelText('Weekly deposit limit'), { target: { value: '100000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('At least the daily limit')).toBeTruthy();
    expect(setRgDefaults).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Weekly deposit limit'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Monthly deposit limit'), { target: { value: '5,000,000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(setRgDefaults).toHaveBeenCalledWith('DEMO', { daily: 300_000_00, weekly: null, monthly: 5_000_000_00 }),
    );
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('shows a support operator the defaults without a save', async () => {
    at('support');
    const form = await screen.findByTestId('rg-form');
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
