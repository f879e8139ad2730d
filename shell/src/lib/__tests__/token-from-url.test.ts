import { createBus, createSessionStore, type MemberInfo } from 'shared-contracts';
import { adoptTokenFromUrl, completeUrlLogin } from '../token-from-url';

const ANN: MemberInfo = { id: 9, account: 'google_a1b2c3', nickname: 'Ann', type: 0, isAgent: false, isTrial: false };
const here = () => window.location.pathname + window.location.search + window.location.hash;

describe('token from the URL (SPEC §4 status 0)', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores ?token= in the session and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/live?vassalage=EVO&token=abc123#x');
    const s = createSessionStore();
    expect(adoptTokenFromUrl(s)).toEqual({ token: 'abc123', error: null });
    expect(s.get('token')).toBe('abc123');
    expect(here()).toBe('/live?vassalage=EVO#x');
  });

  it('takes the #token= a social sign-in lands with, and a ?loginError=', () => {
    window.history.replaceState(null, '', '/lott?gameCode=X#token=tok_en-1');
    const s = createSessionStore();
    expect(adoptTokenFromUrl(s)).toEqual({ token: 'tok_en-1', error: null });
    expect(s.get('token')).toBe('tok_en-1');
    expect(here()).toBe('/lott?gameCode=X');

    window.history.replaceState(null, '', '/index?loginError=OAUTH_DENIED');
    expect(adoptTokenFromUrl(s)).toEqual({ token: null, error: 'OAUTH_DENIED' });
    expect(here()).toBe('/index');

    window.history.replaceState(
      null,
      '',
      '/index?loginError=SELF_EXCLUDED&loginErrorUntil=2031-01-01T00%3A00%3A00.000Z',
    );
    expect(adoptTokenFromUrl(s)).toEqual({ token: null, error: 'SELF_EXCLUDED', until: '2031-01-01T00:00:00.000Z' });
    expect(here()).toBe('/index');
  });

  it('leaves the session and other fragments alone without a token', () => {
    window.history.replaceState(null, '', '/help#terms');
    const s = createSessionStore();
    s.set('token', 'kept');
    expect(adoptTokenFromUrl(s)).toEqual({ token: null, error: null });
    expect(s.get('token')).toBe('kept');
    expect(here()).toBe('/help#terms');
  });
});

describe('completeUrlLogin', () => {
  beforeEach(() => sessionStorage.clear());

  it('loads the member and stores the login keys like a password login, announcing it', async () => {
    const session = createSessionStore();
    const bus = createBus();
    const logins: unknown[] = [];
    bus.on('auth:login', (p) => logins.push(p));
    session.set('token', 'tok');
    const api = { call: jest.fn().mockResolvedValue(ANN) };
    await completeUrlLogin({ token: 'tok', error: null }, { api, bus, session });
    expect(api.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/wps/member/info' }), {});
    expect([session.get('account'), session.get('nickname'), session.get('customerId')]).toEqual([
      'google_a1b2c3',
      'Ann',
      '9',
    ]);
    expect(logins).toEqual([{ account: 'google_a1b2c3', isAgent: false, isTrial: false }]);
  });

  it('drops a token the server refuses', async () => {
    const session = createSessionStore();
    session.set('merchantCode', 'DEMO');
    session.set('token', 'stale');
    const api = { call: jest.fn().mockRejectedValue(new Error('401')) };
    await completeUrlLogin({ token: 'stale', error: null }, { api, bus: createBus(), session });
    expect([session.get('token'), session.get('merchantCode')]).toEqual([null, 'DEMO']);
  });

  it('shows a sign-in error as a prompt with its common message key', async () => {
    const bus = createBus();
    const prompts: string[] = [];
    bus.on('prompt:show', (p) => prompts.push(p.message));
    const api = { call: jest.fn() };
    await completeUrlLogin({ token: null, error: 'OAUTH_DENIED' }, { api, bus, session: createSessionStore() });
    await completeUrlLogin({ token: null, error: 'bogus' }, { api, bus, session: createSessionStore() });
    expect(prompts).toEqual(['err_social_denied', 'err_social_failed']);
    expect(api.call).not.toHaveBeenCalled();
  });

  it('shows a self-excluded sign-in with the end of the exclusion in local time', async () => {
    const bus = createBus();
    const prompts: unknown[] = [];
    bus.on('prompt:show', (p) => prompts.push(p));
    const until = new Date(2031, 0, 2, 3, 4).toISOString();
    await completeUrlLogin(
      { token: null, error: 'SELF_EXCLUDED', until },
      { api: { call: jest.fn() }, bus, session: createSessionStore() },
    );
    expect(prompts).toEqual([{ message: 'err_self_excluded', params: { until: '2031-01-02 03:04' } }]);
  });
});
