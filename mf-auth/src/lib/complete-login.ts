import { session, startSession, type LoginReply } from 'shared-contracts';

/**
 * Stores a new session (SPEC §3 keys) and tells the other packages (SPEC §4 login flow). The first login of a new
 * player's account (firstTimeLogin) leaves the welcome due (`lib/after-login.ts`).
 */
export function completeLogin(reply: LoginReply): void {
  startSession(reply.token, reply.member);
  if (reply.firstTimeLogin && !reply.member.isTrial && !reply.member.isAgent) session.set('welcomeDue', true);
}
