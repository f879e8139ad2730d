import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  bus,
  i18next,
  initI18n,
  session,
  setPermissionConfig,
  type ParcelProps,
  type PermissionConfig,
} from 'shared-contracts';
import '../../config/i18n';
import { changePassword } from '../../features/change-password/api/change-password';
import { loginWithPassword } from '../../features/login/api/login-with-password';
import { AgentLogin } from '../agent-login';

jest.mock('../../features/login/api/login-with-password', () => ({ loginWithPassword: jest.fn() }));
jest.mock('../../features/change-password/api/change-password', () => ({ changePassword: jest.fn() }));

const member = { id: 7, account: 'agent7', nickname: '', type: 1, isAgent: true, isTrial: false };

describe('/agent login (SPEC §2, §4)', () => {
  beforeAll(() => {
    initI18n('EN');
    setPermissionConfig({ whitelabel: [], registerRules: [] } as unknown as PermissionConfig);
  });
  beforeEach(() => {
    session.clearSession();
    // The visitor chose English on this browser: the page keeps it (it opens in Chinese otherwise).
    session.setLocal('lang', 'EN');
  });

  const logIn = (navigate: jest.Mock) => {
    const props = {
      bus,
      session,
      navigate,
      basePath: '/agent',
      location: { pathname: '/agent', search: '', hash: '' },
      lang: 'EN',
    };
    render(<AgentLogin {...(props as unknown as ParcelProps)} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'agent7' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Temp@1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  };

  it('a temporary or expired password opens the change-password modal; /agentHome only after the change', async () => {
    jest
      .mocked(loginWithPassword)
      .mockResolvedValue({ token: 't', firstTimeLogin: true, passwordExpired: true, member });
    jest.mocked(changePassword).mockResolvedValue(null);
    const navigate = jest.fn();
    logIn(navigate);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(navigate).not.toHaveBeenCalled();
    // The password just typed is the old one: not asked again.
    expect(screen.queryByLabelText('Old password')).toBeNull();
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Agent@2026' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Agent@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/agentHome'));
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'Temp@1234',
      newPassword: 'Agent@2026',
      confirmNewPassword: 'Agent@2026',
    });
    expect(dialog).toBeTruthy();
    // Made: a reload no longer reopens it.
    expect(session.get('passwordChangeDue')).toBeNull();
  });

  it('a change still due reopens after a reload, asking the old password (no longer known)', async () => {
    jest
      .mocked(loginWithPassword)
      .mockResolvedValue({ token: 't', firstTimeLogin: false, passwordExpired: true, member });
    logIn(jest.fn());
    await screen.findByRole('dialog', { name: 'Change password' });
    expect(session.get('passwordChangeDue')).toBe(true);
    cleanup(); // the reload: the page mounts again over the same session storage
    const navigate = jest.fn();
    const props = { bus, session, navigate, basePath: '/agent', location: { pathname: '/agent' }, lang: 'EN' };
    render(<AgentLogin {...(props as unknown as ParcelProps)} />);
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeTruthy();
    expect(await screen.findByLabelText('Old password')).toBeTruthy();
  });

  it('goes straight to /agentHome otherwise', async () => {
    jest
      .mocked(loginWithPassword)
      .mockResolvedValue({ token: 't', firstTimeLogin: false, passwordExpired: false, member });
    const navigate = jest.fn();
    logIn(navigate);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/agentHome'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens in Chinese for a visitor who chose no language, and leaves the site’s language alone (SPEC §1)', async () => {
    localStorage.removeItem('lang');
    render(<AgentLogin {...({ bus, session, navigate: jest.fn(), basePath: '/agent' } as unknown as ParcelProps)} />);
    expect(await screen.findByRole('heading', { name: '代理登录' })).toBeTruthy();
    expect(screen.getByLabelText('用户名')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(i18next.language).toBe('EN');
  });
});
