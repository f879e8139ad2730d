import { act, renderHook } from '@testing-library/react';
import { createBus, type RemoteName } from 'shared-contracts';
import { hostsFor, useModalHosts } from '../use-modal-hosts';

const ALL = new Set<RemoteName>(['mf_auth', 'mf_games', 'mf_member', 'mf_lottery']);

describe('lazy modal hosts', () => {
  it('mounts no host on a guest visit until a command needs one', () => {
    const bus = createBus();
    const { result } = renderHook(() => useModalHosts(bus, ALL, false));
    expect(result.current).toEqual([]);
  });

  it('mounts mf-auth on the first login request and the host then receives that request', () => {
    const bus = createBus();
    const { result } = renderHook(() => useModalHosts(bus, ALL, false));
    act(() => bus.emit('auth:open', { modal: 'login' }));
    expect(result.current).toEqual(['mf_auth']);
    // What the late-mounted host sees when it subscribes.
    const opened = jest.fn();
    bus.on('auth:open', opened);
    expect(opened).toHaveBeenCalledWith({ modal: 'login' });
  });

  it('mounts the hosts of commands emitted before the shell rendered (a cold /login)', () => {
    const bus = createBus();
    bus.emit('auth:open', { modal: 'register' });
    const { result } = renderHook(() => useModalHosts(bus, ALL, false));
    expect(result.current).toEqual(['mf_auth']);
  });

  it('holds a game launch for mf-games, then a guest launch brings mf-auth as well', () => {
    const bus = createBus();
    const { result } = renderHook(() => useModalHosts(bus, ALL, false));
    act(() => bus.emit('game:launch', { vassalage: 'SABA' }));
    expect(result.current).toEqual(['mf_games']);
    act(() => bus.emit('auth:open', { modal: 'login' }));
    expect(result.current).toEqual(['mf_auth', 'mf_games']);
  });

  it('mounts mf-auth for a signed-in member (the checks after a login) and keeps it after sign-out', () => {
    const bus = createBus();
    const { result, rerender } = renderHook(({ signedIn }) => useModalHosts(bus, ALL, signedIn), {
      initialProps: { signedIn: true },
    });
    expect(result.current).toEqual(['mf_auth']);
    rerender({ signedIn: false });
    expect(result.current).toEqual(['mf_auth']);
  });

  it('never mounts the host of a disabled remote', () => {
    const bus = createBus();
    const enabled = new Set<RemoteName>(['mf_games']);
    const { result } = renderHook(() => useModalHosts(bus, enabled, true));
    act(() => bus.emit('member:open', { modal: 'announcements' }));
    expect(result.current).toEqual([]);
    expect(hostsFor(['member:open', 'games:open', 'prompt:show'], ALL)).toEqual(['mf_games', 'mf_member']);
  });
});
