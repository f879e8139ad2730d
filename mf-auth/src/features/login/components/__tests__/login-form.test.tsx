import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError, formatDateTime, initI18n, setPermissionConfig, type PermissionConfig } from 'shared-contracts';
import '../../../../config/i18n';
import { loginWithPassword } from '../../api/login-with-password';
import { LoginForm } from '../login-form';

jest.mock('../../api/login-with-password', () => ({ loginWithPassword: jest.fn() }));

describe('login form refusals', () => {
  beforeAll(() => {
    initI18n('EN');
    setPermissionConfig({ whitelabel: [], registerRules: [] } as unknown as PermissionConfig);
  });

  it('tells a self-excluded player until when, in local time', async () => {
    const until = '2031-03-04T05:06:00.000Z';
    jest
      .mocked(loginWithPassword)
      .mockRejectedValue(new ApiError('SELF_EXCLUDED', 'err_self_excluded', 403, '/wps/session/login', { until }));
    render(<LoginForm navigate={jest.fn()} onDone={jest.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'ann' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret@123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /accept the disclaimer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `You have excluded yourself until ${formatDateTime(until)}. Logging in, deposits and bets are blocked until then.`,
    );
  });
});
