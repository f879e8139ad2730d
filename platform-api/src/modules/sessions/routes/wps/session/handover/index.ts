import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';
import { tokenOf } from '../../../../../../infra/http/require-session';
import { rateLimitHook } from '../../../../../../infra/rate-limit/rate-limit-hook';

/**
 * /wps/session/handover (SPEC §4, issue 24): a code for the caller's session, and its single exchange for a session
 * of the site's own. Both rate-limited per IP (`handoverRateLimit`, one bucket each) before the body is read.
 */
export default async function sessionHandoverRoutes(app: FastifyInstance): Promise<void> {
  const { sessions, config } = app;
  const limit = () => config.auth.handoverRateLimit;

  // Not for a session still waiting for its security answer (no `beforeVerification`): it would skip the question.
  registerEndpoint(
    app,
    sessionApi.issueHandover,
    ({ request }) => sessions.issueHandover(tokenOf(request)!, request.auth!.merchantId),
    { onRequest: [rateLimitHook('handover-issue', limit)] },
  );

  registerEndpoint(
    app,
    sessionApi.exchangeHandover,
    ({ input, merchant, request }) => sessions.exchangeHandover(merchant, input.code, request.ip),
    { onRequest: [rateLimitHook('handover-exchange', limit)] },
  );
}
