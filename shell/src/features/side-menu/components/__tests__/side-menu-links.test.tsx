import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, session, type PermissionConfig, type RemoteName } from 'shared-contracts';
import { ShellProvider } from '../../../../hooks/use-shell';
import { SideMenuLinks } from '../side-menu-links';

function renderLinks({ vip = true, trial = false, member = true } = {}) {
  session.set('isTrial', trial);
  const config = {
    customerService: {
      url: 'https://help.example',
      hours: { days: [1, 2, 3, 4, 5], from: '12:00', to: '21:00', timeZone: 'Asia/Ho_Chi_Minh' },
    },
    whitelabel: [{ modId: 'VIP3', enabled: vip ? '1' : '0' }],
  } as unknown as PermissionConfig;
  const enabled = new Set<RemoteName>(member ? ['mf_games', 'mf_member'] : ['mf_games']);
  return render(
    <MemoryRouter>
      <ShellProvider value={{ config, enabled, lanes: [] }}>
        <SideMenuLinks />
      </ShellProvider>
    </MemoryRouter>,
  );
}

beforeAll(() => initI18n('EN'));

describe('side menu: promotions and VIP (SPEC §2)', () => {
  it('lists promotions, and VIP (to the VIP section of the member centre) when VIP3 is on', () => {
    renderLinks();
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/promotions');
    expect(screen.getByRole('link', { name: 'VIP' }).getAttribute('href')).toBe('/member?page=securityCenter');
  });

  it('has no VIP entry when VIP3 is off, for a trial, or without the member centre', () => {
    const { unmount } = renderLinks({ vip: false });
    expect(screen.queryByRole('link', { name: 'VIP' })).toBeNull();
    unmount();
    const trial = renderLinks({ trial: true });
    expect(screen.queryByRole('link', { name: 'VIP' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Promotions' })).toBeTruthy();
    trial.unmount();
    renderLinks({ member: false });
    expect(screen.queryByRole('link', { name: 'VIP' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Promotions' })).toBeNull();
  });
});

describe('side menu: app download and customer service', () => {
  it('links the download page, and the customer service with its hours', () => {
    renderLinks();
    expect(screen.getByRole('link', { name: 'Download the app' }).getAttribute('href')).toBe('/download');
    const service = screen.getByRole('link', { name: 'Customer service' });
    expect(service.getAttribute('href')).toBe('https://help.example');
    expect(service.getAttribute('title')).toMatch(/^Customer service hours: Monday–Friday, 12:00–21:00 \(GMT\+7\)$/);
  });
});
