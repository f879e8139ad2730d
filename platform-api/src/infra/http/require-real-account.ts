import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRIAL_TYPE } from 'shared-contracts';
import { commonError } from '../errors/common-errors';

/**
 * onRequest hook (after requireSession) for member-only actions a trial (free-play) member may not take (SPEC §4, §6: real
 * games, member and agent pages): 403 TRIAL_FORBIDDEN `in_need_true_account`. Runs after
 * requireSession (registerEndpoint's `realAccount: true` puts it there), so `request.auth` is set.
 */
export async function requireRealAccount(request: FastifyRequest, _reply: FastifyReply): Promise<unknown> {
  if (request.auth?.type === TRIAL_TYPE) throw commonError('TRIAL_FORBIDDEN');
  return undefined;
}
