import type { MemberInfo } from './schemas';
import { bus as pageBus, type Bus } from '../bus/event-bus';
import { session as pageSession, type SessionStore } from './store';

/**
 * Stores a new session under the SPEC §3 keys and announces it (`auth:login`). Every way of logging
 * in ends here: mf-auth's forms (`completeLogin`) and a token the shell takes from the URL (social
 * sign-in), so both leave the same keys behind.
 */
export function startSession(
  token: string,
  m: MemberInfo,
  store: SessionStore = pageSession,
  events: Bus = pageBus,
): void {
  store.set('token', token);
  store.set('account', m.account);
  store.set('username', m.account);
  store.set('nickname', m.nickname);
  store.set('customerId', String(m.id));
  store.set('isAgent', m.isAgent);
  store.set('isTrial', m.isTrial);
  events.emit('auth:login', { account: m.account, isAgent: m.isAgent, isTrial: m.isTrial });
}
