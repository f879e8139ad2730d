import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../../modules/merchants';
import type { ActiveSession } from '../../modules/sessions';
import { tokenOf } from './require-session';

/**
 * For public endpoints whose answer depends on the caller being logged in (the notice's popup
 * audience): the live session of the request's token when it belongs to this merchant and has
 * passed its security question, else null. Never refuses: a missing, unknown, expired or pending
 * token just means "anonymous".
 */
export async function optionalSession(request: FastifyRequest, merchant: Merchant): Promise<ActiveSession | null> {
  const token = tokenOf(request);
  const session = token ? await request.server.sessions.findActive(token) : null;
  return session && session.merchantId === merchant.id && !session.pending ? session : null;
}
