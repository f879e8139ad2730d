import { createSessionStore, memberState, pageState } from '../store';

describe('session contract', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('stores each key under its SPEC name with its type', () => {
    const s = createSessionStore();
    s.set('token', 'abc');
    s.set('isAgent', true);
    s.set('merchantWallet', { isSingle: false });
    expect(sessionStorage.getItem('token')).toBe('abc');
    expect(sessionStorage.getItem('isAgent')).toBe('true');
    expect(s.get('isAgent')).toBe(true);
    expect(s.get('merchantWallet')).toEqual({ isSingle: false });
  });

  it('reads values written before it was created (a reload)', () => {
    sessionStorage.setItem('nickname', 'Lucky');
    localStorage.setItem('lang', 'TY');
    const s = createSessionStore();
    expect(s.get('nickname')).toBe('Lucky');
    expect(s.getLocal('lang')).toBe('TY');
    expect(s.jotai.get(s.localAtom('lang'))).toBe('TY');
  });

  it('mirrors writes into the jotai atom and notifies subscribers', () => {
    const s = createSessionStore();
    const seen: unknown[] = [];
    s.jotai.sub(s.atom('token'), () => seen.push(s.jotai.get(s.atom('token'))));
    s.set('token', 't1');
    s.set('token', null);
    expect(seen).toEqual(['t1', null]);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('clears the session on logout but keeps the merchant values', () => {
    const s = createSessionStore();
    s.set('token', 't');
    s.set('isAgent', true);
    s.set('merchantCode', 'DEMO');
    s.set('merchant', 'Demo');
    s.set('ANONYMOUS_POPUP', 'closed');
    s.clearSession();
    expect(s.get('token')).toBeNull();
    expect(s.get('isAgent')).toBeNull();
    expect(s.get('merchantCode')).toBe('DEMO');
    expect(s.get('merchant')).toBe('Demo');
    // A popup closed once stays closed for the browser session, also after signing out (SPEC §4).
    expect(s.get('ANONYMOUS_POPUP')).toBe('closed');
  });

  it('puts member state back on logout and keeps page state', () => {
    const s = createSessionStore();
    const favourites = memberState<number[] | null>(null);
    const config = pageState('loaded');
    s.jotai.set(favourites, [1, 2]);
    s.jotai.set(config, 'changed');
    s.clearSession();
    expect(s.jotai.get(favourites)).toBeNull();
    expect(s.jotai.get(config)).toBe('changed');
  });

  it('returns null for a corrupt JSON value instead of throwing', () => {
    sessionStorage.setItem('HOT_GAMES', '{not json');
    expect(createSessionStore().get('HOT_GAMES')).toBeNull();
  });
});
