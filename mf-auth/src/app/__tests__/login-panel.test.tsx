import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n, setPermissionConfig, type PermissionConfig } from 'shared-contracts';
import '../../config/i18n';
import { LoginPanel } from '../login-panel';

const withModules = (on: string[]) =>
  setPermissionConfig({
    whitelabel: [{ modId: 'LOGIN', enabled: '1', children: on.map((modId) => ({ modId, enabled: '1' })) }],
    registerRules: [],
  } as unknown as PermissionConfig);

const panel = () =>
  render(
    <LoginPanel
      navigate={jest.fn()}
      onDone={jest.fn()}
      onForgot={jest.fn()}
      onRegister={jest.fn()}
      onForcedChange={jest.fn()}
      onShowDisclaimer={jest.fn()}
    />,
  );

describe('login panel', () => {
  beforeAll(() => initI18n('EN'));

  it('offers username and SMS login as tabs when the merchant enables both', () => {
    withModules(['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILEVERCODELOGIN3']);
    panel();
    expect(screen.getByRole('tablist', { name: 'Log in with' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Username' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').contains(screen.getByRole('textbox', { name: 'Username' }))).toBe(true);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Mobile' }), { button: 0 });
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('84');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(screen.getByTestId('sms-login-form')).toBeTruthy();
  });

  it('shows the username form alone, with free play, when SMS login is off', () => {
    withModules(['USERNAMEREG3', 'FREEPLAY3']);
    panel();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Free play' })).toBeTruthy();
  });

  it('names the password input "Password" alone, and its toggle shows and hides it', () => {
    withModules(['USERNAMEREG3']);
    panel();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.tagName).toBe('INPUT');
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows "enter the username and password" once when both are empty, and asks for the disclaimer', async () => {
    withModules(['USERNAMEREG3']);
    panel();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Please enter the username and password')).toHaveLength(1);
    expect(screen.getByText('Please accept to the disclaimer first')).toBeTruthy();
    const disclaimer = screen.getByRole('checkbox', { name: /accept the disclaimer/ });
    expect(disclaimer.getAttribute('aria-invalid')).toBe('true');
  });
});
