import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRIAL_TYPE, fail } from 'shared-contracts';
import { API_ERRORS } from '../errors/api-errors';

/**
 * preHandler for member-only actions a trial (free-play) member may not take (SPEC §4, §6: real
 * games, member and agent pages): 403 TRIAL_FORBIDDEN `in_need_true_account`. Runs after
 * requireSession (registerEndpoint's `realAccount: true` puts it there), so `request.auth` is set.
 */
export async function requireRealAccount(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  if (request.auth?.type !== TRIAL_TYPE) return undefined;
  const { status, message } = API_ERRORS.TRIAL_FORBIDDEN;
  return reply.code(status).send(fail('TRIAL_FORBIDDEN', message));
}
