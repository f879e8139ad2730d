import { bus, session, type LoginReply } from 'shared-contracts';

/** Stores a new session (SPEC §3 keys) and tells the other packages (SPEC §4 login flow). */
export function completeLogin(reply: LoginReply): void {
  const m = reply.member;
  session.set('token', reply.token);
  session.set('account', m.account);
  session.set('username', m.account);
  session.set('nickname', m.nickname);
  session.set('customerId', String(m.id));
  session.set('isAgent', m.isAgent);
  session.set('isTrial', m.isTrial);
  bus.emit('auth:login', { account: m.account, isAgent: m.isAgent, isTrial: m.isTrial });
}
