import { createSessionStore } from 'shared-contracts';
import { adoptTokenFromUrl } from '../token-from-url';

describe('token from the URL (SPEC §4 status 0)', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores ?token= in the session and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/live?vassalage=EVO&token=abc123#x');
    const s = createSessionStore();
    adoptTokenFromUrl(s);
    expect(s.get('token')).toBe('abc123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/live?vassalage=EVO#x');
  });

  it('leaves the session alone without a token', () => {
    window.history.replaceState(null, '', '/index');
    const s = createSessionStore();
    s.set('token', 'kept');
    adoptTokenFromUrl(s);
    expect(s.get('token')).toBe('kept');
  });
});
