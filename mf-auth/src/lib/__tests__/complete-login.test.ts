import { session, type LoginReply } from 'shared-contracts';
import { completeLogin } from '../complete-login';

const reply = (o: { firstTimeLogin: boolean; isAgent?: boolean; isTrial?: boolean }): LoginReply => ({
  token: 't',
  firstTimeLogin: o.firstTimeLogin,
  passwordExpired: false,
  member: { id: 1, account: 'p1', nickname: '', type: 0, isAgent: o.isAgent ?? false, isTrial: o.isTrial ?? false },
});

describe('completeLogin (SPEC §4 firstTimeLogin)', () => {
  beforeEach(() => session.clearSession());

  it('leaves the welcome due after the first login of a new player only', () => {
    completeLogin(reply({ firstTimeLogin: true }));
    expect(session.get('token')).toBe('t');
    expect(session.get('welcomeDue')).toBe(true);
    session.clearSession();
    completeLogin(reply({ firstTimeLogin: false }));
    expect(session.get('welcomeDue')).toBeNull();
  });

  it('never for agents or trials', () => {
    completeLogin(reply({ firstTimeLogin: true, isAgent: true }));
    expect(session.get('welcomeDue')).toBeNull();
    completeLogin(reply({ firstTimeLogin: true, isTrial: true }));
    expect(session.get('welcomeDue')).toBeNull();
  });
});
