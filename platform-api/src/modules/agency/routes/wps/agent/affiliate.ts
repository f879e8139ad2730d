import type { FastifyInstance } from 'fastify';
import { registerApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import { rateLimitHook } from '../../../../../infra/rate-limit/rate-limit-hook';

/** /wps/agent/affiliate: the invitation-code check (no token; rate-limited per IP first, against enumeration). */
export default async function affiliateRoutes(app: FastifyInstance): Promise<void> {
  const { agency, config } = app;

  registerEndpoint(
    app,
    registerApi.checkAffiliate,
    ({ input, merchant }) => agency.checkAffiliate(merchant.id, input.code),
    { onRequest: [rateLimitHook('affiliate', () => config.auth.affiliateRateLimit)] },
  );
}
