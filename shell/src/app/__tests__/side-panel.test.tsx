import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { bus, initI18n, type RemoteName } from 'shared-contracts';
import { RemoteParcel } from '../../features/remotes/components/remote-parcel';
import { SidePanel } from '../side-panel';

jest.mock('../../features/remotes/components/remote-parcel', () => ({
  RemoteParcel: jest.fn(({ extraProps }: { extraProps?: { page?: string } }) => (
    <p data-testid="panel-parcel">{extraProps?.page}</p>
  )),
}));

let go: (to: string) => void = () => {};
function Navigator() {
  go = useNavigate();
  return null;
}

const mount = (enabled: RemoteName[] = ['mf_member', 'mf_agent']) =>
  render(
    <MemoryRouter initialEntries={['/agentHome?page=agentRevenueReport']}>
      <button type="button">agent menu link</button>
      <Navigator />
      <SidePanel enabled={new Set(enabled)} />
    </MemoryRouter>,
  );

describe('the shell’s right-hand panel', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => {
    act(() => bus.emit('panel:close', {}));
    cleanup();
    jest.mocked(RemoteParcel).mockClear();
  });

  it('mounts mf-member’s MemberPanel with the asked page in a titled right-hand drawer, focus inside', () => {
    mount();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => bus.emit('panel:open', { panel: 'member', page: 'deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog.className).toContain('ui-dialog-drawer-right');
    expect(dialog.className).toContain('ui-dialog-lg');
    expect(screen.getByTestId('panel-parcel').textContent).toBe('deposit');
    expect(jest.mocked(RemoteParcel).mock.lastCall?.[0]).toMatchObject({
      remote: 'mf_member',
      parcel: 'MemberPanel',
      basePath: '/agentHome',
      extraProps: { page: 'deposit' },
    });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('shows another page on a second request, under its own title', () => {
    mount();
    act(() => bus.emit('panel:open', { panel: 'member', page: 'deposit' }));
    act(() => bus.emit('panel:open', { panel: 'member', page: 'messages' }));
    expect(screen.getByRole('dialog', { name: 'Platform messages' })).toBeTruthy();
    expect(screen.getByTestId('panel-parcel').textContent).toBe('messages');
  });

  it('closes on Escape and on its close button', () => {
    mount();
    act(() => bus.emit('panel:open', { panel: 'member', page: 'withdraw' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Withdraw' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => bus.emit('panel:open', { panel: 'member', page: 'withdraw' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('panel-parcel')).toBeNull();
  });

  it('closes when the page navigates', () => {
    mount();
    act(() => bus.emit('panel:open', { panel: 'member', page: 'deposit' }));
    act(() => go('/member?page=securityCenter'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open a panel whose remote the merchant switched off', () => {
    mount(['mf_agent']);
    act(() => bus.emit('panel:open', { panel: 'member', page: 'deposit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(RemoteParcel).not.toHaveBeenCalled();
  });
});
