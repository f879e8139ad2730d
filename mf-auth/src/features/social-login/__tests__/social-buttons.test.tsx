import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n, setPermissionConfig, type PermissionConfig } from 'shared-contracts';
import '../../../config/i18n';
import { startSocialSignIn } from '../api/start-social-sign-in';
import { SocialButtons } from '../components/social-buttons';

const withModules = (google: '0' | '1', facebook: '0' | '1') =>
  setPermissionConfig({
    whitelabel: [
      {
        modId: 'LOGIN',
        enabled: '1',
        children: [
          { modId: 'GOOGLELOGIN3', enabled: google },
          { modId: 'FACEBOOKLOGIN3', enabled: facebook },
        ],
      },
    ],
  } as unknown as PermissionConfig);

describe('social sign-in buttons', () => {
  beforeAll(() => initI18n('EN'));

  it('shows a button per enabled provider and leaves for it once', () => {
    withModules('1', '0');
    const start = jest.fn();
    render(<SocialButtons start={start} />);
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    fireEvent.click(google);
    expect(start).toHaveBeenCalledWith('google');
    expect((google as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows nothing when neither provider is on', () => {
    withModules('0', '0');
    const { container } = render(<SocialButtons start={jest.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('sends the browser to the authorize URL with the current page as the return path', () => {
    const loc = { pathname: '/lott', search: '?gameCode=X', assign: jest.fn() } as unknown as Location;
    startSocialSignIn('facebook', loc);
    expect(loc.assign).toHaveBeenCalledWith('/wps/session/oauth/facebook/authorize?returnTo=%2Flott%3FgameCode%3DX');
  });
});
