import { createBus } from '../event-bus';

describe('event bus', () => {
  it('delivers a typed payload to every subscriber of that event only', () => {
    const bus = createBus();
    const logins: string[] = [];
    const langs: string[] = [];
    bus.on('auth:login', (p) => logins.push(p.account));
    bus.on('language:changed', (p) => langs.push(p.lang));
    bus.emit('auth:login', { account: 'demo01', isAgent: false, isTrial: false });
    expect(logins).toEqual(['demo01']);
    expect(langs).toEqual([]);
  });

  it('stops delivering after the returned unsubscribe is called', () => {
    const bus = createBus();
    const seen: number[] = [];
    const off = bus.on('games:open', (p) => seen.push(p.modal === 'notice' ? p.index : -1));
    bus.emit('games:open', { modal: 'notice', index: 2 });
    off();
    bus.emit('games:open', { modal: 'notice', index: 3 });
    expect(seen).toEqual([2]);
  });

  it('keeps separate buses isolated', () => {
    const a = createBus();
    const b = createBus();
    const fn = jest.fn();
    b.on('navigate', fn);
    a.emit('navigate', { to: '/index' });
    expect(fn).not.toHaveBeenCalled();
  });

  it('holds a modal command until the remote that opens it subscribes, then delivers it once', () => {
    const bus = createBus();
    bus.emit('auth:open', { modal: 'login' });
    const first = jest.fn();
    const second = jest.fn();
    bus.on('auth:open', first);
    bus.on('auth:open', second);
    expect(first).toHaveBeenCalledWith({ modal: 'login' });
    expect(second).not.toHaveBeenCalled();
  });

  it('does not queue ordinary notifications that nobody listens to', () => {
    const bus = createBus();
    bus.emit('navigate', { to: '/live' });
    const late = jest.fn();
    bus.on('navigate', late);
    expect(late).not.toHaveBeenCalled();
  });
});

describe('held commands (lazy modal hosts)', () => {
  it('tells its onHeld listeners about a command nobody subscribes to yet, and lists it as held', () => {
    const bus = createBus();
    const held = jest.fn();
    bus.onHeld(held);
    bus.emit('member:open', { modal: 'announcements' });
    expect(held).toHaveBeenCalledWith('member:open');
    expect(bus.held()).toEqual(['member:open']);
    bus.on('member:open', jest.fn());
    expect(bus.held()).toEqual([]);
  });

  it('does not report a command that already has a subscriber, nor an ordinary event', () => {
    const bus = createBus();
    const held = jest.fn();
    bus.onHeld(held);
    bus.on('auth:open', jest.fn());
    bus.emit('auth:open', { modal: 'register' });
    bus.emit('navigate', { to: '/index' });
    expect(held).not.toHaveBeenCalled();
    expect(bus.held()).toEqual([]);
  });

  it('holds a game launch until the games host subscribes, then delivers the latest one once', () => {
    const bus = createBus();
    bus.emit('game:launch', { vassalage: 'SABA' });
    bus.emit('game:launch', { vassalage: 'EVO', gameCode: 'EVO_1' });
    const launch = jest.fn();
    bus.on('game:launch', launch);
    expect(launch).toHaveBeenCalledTimes(1);
    expect(launch).toHaveBeenCalledWith({ vassalage: 'EVO', gameCode: 'EVO_1' });
  });

  it('stops telling a listener after its unsubscribe', () => {
    const bus = createBus();
    const held = jest.fn();
    bus.onHeld(held)();
    bus.emit('games:open', { modal: 'notice', index: 0 });
    expect(held).not.toHaveBeenCalled();
  });
});
