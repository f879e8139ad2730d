import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, permissionsOf, type brandSettingsOpsApi, type OperatorRole } from 'shared-contracts';
import { Toaster } from 'shared-ui';
import { startI18n } from '../../../../config/i18n';
import { OperatorProvider } from '../../../../lib/operator';
import { deleteResource } from '../../api/delete-resource';
import { useBrandSettings } from '../../api/get-brand-settings';
import { putResource } from '../../api/put-resource';
import { setCustomerService } from '../../api/set-customer-service';
import { setModule } from '../../api/set-module';
import { setRule } from '../../api/set-rule';
import { setSecurity } from '../../api/set-security';
import { BrandSettingsPage } from '../brand-settings-page';

jest.mock('../../api/get-brand-settings', () => ({ useBrandSettings: jest.fn() }));
jest.mock('../../api/set-module', () => ({ setModule: jest.fn() }));
jest.mock('../../api/set-rule', () => ({ setRule: jest.fn() }));
jest.mock('../../api/set-security', () => ({ setSecurity: jest.fn() }));
jest.mock('../../api/set-customer-service', () => ({ setCustomerService: jest.fn() }));
jest.mock('../../api/put-resource', () => ({ putResource: jest.fn() }));
jest.mock('../../api/delete-resource', () => ({ deleteResource: jest.fn() }));

const settings: brandSettingsOpsApi.BrandSettings = {
  code: 'DEMO',
  modules: [
    {
      modId: 'LOGIN',
      enabled: true,
      children: [
        { modId: 'MOBILEVERCODELOGIN3', enabled: true, live: true, needsProvider: false },
        { modId: 'GOOGLELOGIN3', enabled: true, live: false, needsProvider: true },
      ],
    },
  ],
  registerRules: [
    { field: 'username', shown: true, required: true, min: 6, max: 16, acceptedPattern: 'ALNUM_SYMBOLS', step: 1 },
    { field: 'email', shown: true, required: false, min: 5, max: 60, acceptedPattern: 'EMAIL', step: 1 },
  ],
  security: {
    securityQuestionsEnabled: true,
    verifyNewIp: true,
    passwordMaxAgeDays: 90,
    smsCodeExpiredMinutes: 5,
    minAge: 21,
    philippinesVariant: false,
  },
  customerService: {
    url: 'https://chat.example.com/',
    hours: { days: [1, 2, 3, 4, 5], from: '09:00', to: '21:00', timeZone: 'Asia/Ho_Chi_Minh' },
  },
  resources: [{ resourceType: 'ANDROID', labelNameEn: 'Android', url: 'https://dl.example.com/a.apk' }],
};
const reload = jest.fn();

function renderAt(path: string, role: OperatorRole = 'admin') {
  const value = {
    me: {
      id: 1,
      username: `demo_${role}`,
      role,
      merchants: ['DEMO'],
      scope: ['DEMO'],
      permissions: permissionsOf(role),
    },
    merchant: 'DEMO',
    oneMerchant: 'DEMO',
    setMerchant: jest.fn(),
    refreshMe: jest.fn(),
    signOut: jest.fn(),
  };
  return render(
    <OperatorProvider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/console/settings/*" element={<BrandSettingsPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </OperatorProvider>,
  );
}

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useBrandSettings).mockReturnValue({ data: settings, error: null, loading: false, reload });
});

describe('the settings section', () => {
  it('opens on the modules, says what each does, marks a social one without a provider, and switches one', async () => {
    jest.mocked(setModule).mockResolvedValue(settings);
    renderAt('/console/settings');
    const modules = await screen.findByTestId('settings-modules');
    expect(within(modules).getByText(/one-time code sent by SMS/)).toBeTruthy();
    expect(within(modules).getByTestId('needs-provider-GOOGLELOGIN3').textContent).toBe('Needs a provider');
    for (const tab of ['Modules', 'Registration form', 'Login and security', 'Customer service', 'App downloads'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    fireEvent.click(within(modules).getByLabelText('Login with a mobile code'));
    await waitFor(() => expect(setModule).toHaveBeenCalledWith('DEMO', 'MOBILEVERCODELOGIN3', false));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('edits a registration rule in a dialog, refusing a required field that is hidden and min above max', async () => {
    jest.mocked(setRule).mockResolvedValue(settings);
    renderAt('/console/settings/registration');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit email' }));
    const dialog = await screen.findByTestId('rule-dialog');
    fireEvent.click(within(dialog).getByLabelText('Required'));
    fireEvent.click(within(dialog).getByLabelText('Shown on the form'));
    fireEvent.change(within(dialog).getByLabelText('Minimum length'), { target: { value: '70' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A required field must be shown')).toBeTruthy();
    expect(within(dialog).getByText('The minimum must not be above the maximum')).toBeTruthy();
    expect(setRule).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByLabelText('Shown on the form'));
    fireEvent.change(within(dialog).getByLabelText('Minimum length'), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(setRule).toHaveBeenCalledWith('DEMO', 'email', {
        shown: true,
        required: true,
        min: 6,
        max: 60,
        acceptedPattern: 'EMAIL',
      }),
    );
  });

  it('keeps the Philippines variant at 21 or more and shows the server’s refusal under its field', async () => {
    jest
      .mocked(setSecurity)
      .mockRejectedValue(
        new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops', { field: 'smsCodeExpiredMinutes' }),
      );
    renderAt('/console/settings/security');
    const form = await screen.findByTestId('security-form');
    fireEvent.click(within(form).getByLabelText(/Philippines variant/));
    fireEvent.change(within(form).getByLabelText('Minimum age to register'), { target: { value: '18' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The Philippines variant needs 21 or more')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Minimum age to register'), { target: { value: '21' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setSecurity).toHaveBeenCalled());
    expect(await within(form).findByText('Please check the highlighted field')).toBeTruthy();
  });

  it('checks the opening hours and previews the line players see', async () => {
    jest.mocked(setCustomerService).mockResolvedValue(settings);
    renderAt('/console/settings/service');
    const form = await screen.findByTestId('service-form');
    expect(within(form).getByTestId('service-preview').textContent).toMatch(/Monday–Friday, 09:00–21:00/);
    fireEvent.change(within(form).getByLabelText('Chat link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(within(form).getByLabelText('Closes at'), { target: { value: '08:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('An address starting with http:// or https://')).toBeTruthy();
    expect(within(form).getByText('Closing must be after opening')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Chat link'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Closes at'), { target: { value: '22:30' } });
    fireEvent.click(within(form).getByLabelText('Sunday'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(setCustomerService).toHaveBeenCalledWith('DEMO', {
        url: '',
        hours: { days: [1, 2, 3, 4, 5, 7], from: '09:00', to: '22:30', timeZone: 'Asia/Ho_Chi_Minh' },
      }),
    );
  });

  it('adds a resource with an http(s) address and removes one', async () => {
    jest.mocked(putResource).mockResolvedValue(settings);
    jest.mocked(deleteResource).mockResolvedValue(settings);
    renderAt('/console/settings/resources');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a resource' }));
    const dialog = await screen.findByTestId('resource-dialog');
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'ANDROID' } });
    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'iPhone' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'ftp://x.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/has a ANDROID resource already/)).toBeTruthy();
    expect(within(dialog).getByText('An address starting with http:// or https://')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'IOS' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'https://dl.example.com/ios' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(putResource).toHaveBeenCalledWith('DEMO', 'IOS', {
        labelNameEn: 'iPhone',
        url: 'https://dl.example.com/ios',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove ANDROID' }));
    const confirm = await screen.findByTestId('remove-resource-dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(deleteResource).toHaveBeenCalledWith('DEMO', 'ANDROID'));
  });

  it('lets finance read without a way to change anything', async () => {
    renderAt('/console/settings/registration', 'finance');
    expect(await screen.findByTestId('rules-table')).toBeTruthy();
    expect(screen.getByText('Your role can read these settings but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit email' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Modules' }));
    const modules = await screen.findByTestId('settings-modules');
    expect((within(modules).getByLabelText('Login with a mobile code') as HTMLInputElement).disabled).toBe(true);
  });
});
