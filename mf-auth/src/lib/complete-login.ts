import { startSession, type LoginReply } from 'shared-contracts';

/** Stores a new session (SPEC §3 keys) and tells the other packages (SPEC §4 login flow). */
export function completeLogin(reply: LoginReply): void {
  startSession(reply.token, reply.member);
}
