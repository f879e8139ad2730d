import { createBus } from '../../bus/event-bus';
import { startSession } from '../start-session';
import { createSessionStore } from '../store';

describe('startSession', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores the SPEC §3 login keys and emits auth:login', () => {
    const store = createSessionStore();
    const bus = createBus();
    const logins: unknown[] = [];
    bus.on('auth:login', (p) => logins.push(p));
    startSession(
      'tok',
      { id: 7, account: 'google_a1b2c3', nickname: 'Ann', type: 0, isAgent: false, isTrial: false },
      store,
      bus,
    );
    expect([
      store.get('token'),
      store.get('account'),
      store.get('username'),
      store.get('nickname'),
      store.get('customerId'),
      store.get('isAgent'),
      store.get('isTrial'),
    ]).toEqual(['tok', 'google_a1b2c3', 'google_a1b2c3', 'Ann', '7', false, false]);
    expect(logins).toEqual([{ account: 'google_a1b2c3', isAgent: false, isTrial: false }]);
  });
});
