import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { bus, initI18n, session, type ParcelProps } from 'shared-contracts';
import '../../../../config/i18n';
import { AgentCenterPage } from '../agent-center-page';

const mount = (navigate = jest.fn()) => {
  const props: ParcelProps = {
    bus,
    session,
    navigate,
    basePath: '/agentHome',
    location: { pathname: '/agentHome', search: '', hash: '' },
    lang: 'EN',
  };
  render(
    <Provider store={session.jotai}>
      <AgentCenterPage {...props} />
    </Provider>,
  );
  return navigate;
};

describe('agent centre', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => session.clearSession());

  it('sends a non-agent to the agent login page', () => {
    session.set('isAgent', false);
    const navigate = mount();
    expect(navigate).toHaveBeenCalledWith('/agent');
    expect(screen.queryByTestId('agent-center')).toBeNull();
  });

  it('shows the GMT offset, the clock, the account, an empty team overview and signs out without asking', () => {
    session.set('isAgent', true);
    session.set('nickname', 'Demo Agent');
    const logout = jest.fn();
    const off = bus.on('auth:logout-request', logout);
    mount();
    const page = screen.getByTestId('agent-center');
    expect(page.textContent).toMatch(/GMT[+-]\d\d:\d\d/);
    expect(page.querySelector('time')).not.toBeNull();
    expect(page.textContent).toContain('Demo Agent');
    expect(screen.getByRole('heading', { level: 1, name: 'Team overview' })).toBeTruthy();
    expect(screen.getByTestId('empty-state').textContent).toContain('No team figures yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledWith({ confirm: false });
    off();
  });
});
