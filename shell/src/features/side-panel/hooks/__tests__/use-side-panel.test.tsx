import { act, renderHook } from '@testing-library/react';
import { createBus } from 'shared-contracts';
import { useSidePanel } from '../use-side-panel';

describe('the right-hand panel’s state', () => {
  it('opens on panel:open, replaces the page on a second request and closes on panel:close', () => {
    const bus = createBus();
    const { result } = renderHook(() => useSidePanel(bus, '/agentHome'));
    expect(result.current.request).toBeNull();
    act(() => bus.emit('panel:open', { panel: 'member', page: 'deposit' }));
    expect(result.current.request).toEqual({ panel: 'member', page: 'deposit' });
    act(() => bus.emit('panel:open', { panel: 'member', page: 'messages' }));
    expect(result.current.request).toEqual({ panel: 'member', page: 'messages' });
    act(() => bus.emit('panel:close', {}));
    expect(result.current.request).toBeNull();
  });

  it('closes with its close function, on a sign-out and on any navigation', () => {
    const bus = createBus();
    const { result, rerender } = renderHook(({ where }) => useSidePanel(bus, where), {
      initialProps: { where: '/agentHome' },
    });
    act(() => bus.emit('panel:open', { panel: 'member', page: 'withdraw' }));
    act(() => result.current.close());
    expect(result.current.request).toBeNull();
    act(() => bus.emit('panel:open', { panel: 'member', page: 'withdraw' }));
    act(() => bus.emit('auth:logout', { reason: 'user' }));
    expect(result.current.request).toBeNull();
    act(() => bus.emit('panel:open', { panel: 'member', page: 'withdraw' }));
    rerender({ where: '/agentHome' });
    expect(result.current.request).not.toBeNull();
    rerender({ where: '/member?page=securityCenter' });
    expect(result.current.request).toBeNull();
  });

  it('stops listening once unmounted', () => {
    const bus = createBus();
    const { result, unmount } = renderHook(() => useSidePanel(bus, '/agentHome'));
    unmount();
    bus.emit('panel:open', { panel: 'member', page: 'deposit' });
    expect(result.current.request).toBeNull();
  });
});
