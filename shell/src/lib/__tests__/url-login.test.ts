import { ApiError, createBus, createSessionStore, type MemberInfo, type SessionStore } from 'shared-contracts';
import { completeUrlLogin, takeUrlLogin, type UrlLoginDeps } from '../url-login';
import { handoverState } from '../handover-state';

const ANN: MemberInfo = { id: 9, account: 'google_a1b2c3', nickname: 'Ann', type: 0, isAgent: false, isTrial: false };
const CODE = 'c'.repeat(43);
const here = () => window.location.pathname + window.location.search + window.location.hash;

describe('takeUrlLogin (SPEC §4 status 0)', () => {
  it('takes ?handover= and #handover= out of the address bar', () => {
    window.history.replaceState(null, '', `/member?page=depositv2&handover=${CODE}#x`);
    expect(takeUrlLogin()).toEqual({ code: CODE, error: null });
    expect(here()).toBe('/member?page=depositv2#x');

    window.history.replaceState(null, '', `/lott?gameCode=X#handover=${CODE}`);
    expect(takeUrlLogin()).toEqual({ code: CODE, error: null });
    expect(here()).toBe('/lott?gameCode=X');
  });

  it('removes a raw ?token= or #token= without taking it as a session (issue 24)', () => {
    const s = createSessionStore();
    s.set('token', 'kept');
    window.history.replaceState(null, '', '/member?page=depositv2&token=someone-else');
    expect(takeUrlLogin()).toEqual({ code: null, error: null });
    expect(here()).toBe('/member?page=depositv2');
    window.history.replaceState(null, '', '/index#token=someone-else');
    expect(takeUrlLogin()).toEqual({ code: null, error: null });
    expect(here()).toBe('/index');
    expect(s.get('token')).toBe('kept');
  });

  it("takes a social sign-in's ?loginError= (and its end), and leaves other fragments alone", () => {
    window.history.replaceState(null, '', '/index?loginError=OAUTH_DENIED');
    expect(takeUrlLogin()).toEqual({ code: null, error: 'OAUTH_DENIED' });
    expect(here()).toBe('/index');
    window.history.replaceState(
      null,
      '',
      '/index?loginError=SELF_EXCLUDED&loginErrorUntil=2031-01-01T00%3A00%3A00.000Z',
    );
    expect(takeUrlLogin()).toEqual({ code: null, error: 'SELF_EXCLUDED', until: '2031-01-01T00:00:00.000Z' });
    window.history.replaceState(null, '', '/help#terms');
    expect(takeUrlLogin()).toEqual({ code: null, error: null });
    expect(here()).toBe('/help#terms');
  });
});

describe('completeUrlLogin', () => {
  beforeEach(() => {
    sessionStorage.clear();
    handoverState.set({ exchanging: false, offer: null });
  });

  const setup = (exchange: () => Promise<unknown>) => {
    const session = createSessionStore();
    const bus = createBus();
    const events: unknown[] = [];
    bus.on('auth:login', (p) => events.push(['login', p]));
    bus.on('prompt:show', (p) => events.push(['prompt', p.message]));
    const deps: UrlLoginDeps = {
      api: { call: jest.fn().mockImplementation(exchange) },
      bus,
      session,
      state: handoverState,
      end: jest.fn().mockResolvedValue(undefined),
    };
    return { session, events, deps };
  };
  const signIn = (session: SessionStore, account: string, id: number) => {
    session.set('token', `tok-${account}`);
    session.set('account', account);
    session.set('customerId', String(id));
  };

  it('signs a guest in with the exchanged session, saying so while it exchanges', async () => {
    const { session, events, deps } = setup(async () => ({ token: 'new', member: ANN }));
    const done = completeUrlLogin({ code: CODE, error: null }, deps);
    expect(handoverState.get().exchanging).toBe(true);
    await done;
    expect(deps.api.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/wps/session/handover/exchange' }), {
      code: CODE,
    });
    expect([session.get('token'), session.get('account'), session.get('customerId')]).toEqual([
      'new',
      'google_a1b2c3',
      '9',
    ]);
    expect(events).toEqual([['login', { account: 'google_a1b2c3', isAgent: false, isTrial: false }]]);
    expect(handoverState.get()).toEqual({ exchanging: false, offer: null });
  });

  it("never replaces a signed-in member's session: another member's code becomes a question", async () => {
    const { session, events, deps } = setup(async () => ({ token: 'new', member: ANN }));
    signIn(session, 'demo_player', 1);
    await completeUrlLogin({ code: CODE, error: null }, deps);
    expect([session.get('token'), session.get('account')]).toEqual(['tok-demo_player', 'demo_player']);
    expect(handoverState.get().offer).toEqual({ token: 'new', member: ANN, current: 'demo_player' });
    expect(events).toEqual([]);
    expect(deps.end).not.toHaveBeenCalled();
  });

  it("keeps the member's session for a code of the same member, ending the new one", async () => {
    const { session, deps } = setup(async () => ({ token: 'new', member: ANN }));
    signIn(session, 'google_a1b2c3', 9);
    await completeUrlLogin({ code: CODE, error: null }, deps);
    expect(session.get('token')).toBe('tok-google_a1b2c3');
    expect(deps.end).toHaveBeenCalledWith('new');
    expect(handoverState.get().offer).toBeNull();
  });

  it('shows a refused code as a prompt and changes nothing', async () => {
    const { session, events, deps } = setup(async () => {
      throw new ApiError('HANDOVER_INVALID', 'err_handover_invalid', 400, '/wps/session/handover/exchange');
    });
    signIn(session, 'demo_player', 1);
    await completeUrlLogin({ code: CODE, error: null }, deps);
    expect(session.get('token')).toBe('tok-demo_player');
    expect(events).toEqual([['prompt', 'err_handover_invalid']]);
    expect(handoverState.get()).toEqual({ exchanging: false, offer: null });
  });

  it('shows a sign-in error as a prompt with its common message key, the exclusion end in local time', async () => {
    const { events, deps } = setup(async () => undefined);
    await completeUrlLogin({ code: null, error: 'OAUTH_DENIED' }, deps);
    await completeUrlLogin({ code: null, error: 'bogus' }, deps);
    expect(events).toEqual([
      ['prompt', 'err_social_denied'],
      ['prompt', 'err_social_failed'],
    ]);
    const prompts: unknown[] = [];
    deps.bus.on('prompt:show', (p) => prompts.push(p));
    const until = new Date(2031, 0, 2, 3, 4).toISOString();
    await completeUrlLogin({ code: null, error: 'SELF_EXCLUDED', until }, deps);
    expect(prompts).toEqual([{ message: 'err_self_excluded', params: { until: '2031-01-02 03:04' } }]);
    expect(deps.api.call).not.toHaveBeenCalled();
  });
});
