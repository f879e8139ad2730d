import { readRemembered, saveRemembered } from '../remember-me';

describe('remember me (SPEC §4)', () => {
  beforeEach(() => localStorage.clear());
  const t0 = Date.UTC(2026, 10, 21, 12);

  it('keeps the last username and password for one day', () => {
    saveRemembered(true, { username: 'demo_player', password: 'pw' }, t0);
    expect(readRemembered(t0 + 23 * 3600_000)).toEqual({ username: 'demo_player', password: 'pw', phone: '' });
    expect(readRemembered(t0 + 24 * 3600_000 + 1)).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
  });

  it('forgets everything when remember is not ticked', () => {
    saveRemembered(true, { username: 'a', password: 'b' }, t0);
    saveRemembered(false, {}, t0);
    expect(readRemembered(t0)).toBeNull();
  });

  it('keeps the SMS phone alongside the username', () => {
    saveRemembered(true, { username: 'a', password: 'b' }, t0);
    saveRemembered(true, { phone: '0912345678' }, t0);
    expect(readRemembered(t0)).toEqual({ username: 'a', password: 'b', phone: '0912345678' });
  });
});
