import type { FastifyInstance } from 'fastify';
import { registerApi } from 'shared-contracts';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { rateLimitHook } from '../../../infra/rate-limit/rate-limit-hook';
import { checkAffiliate } from '../../../plugins/app/registration/affiliate-service';
import { requestSmsRegisterCode } from '../../../plugins/app/registration/register-code-service';
import { registerMember } from '../../../plugins/app/registration/register-service';

/**
 * Registration (README "Registration"): register by username or mobile (encrypted; the per-IP
 * limit is taken after the bot check, inside the service), the registration SMS code, and the
 * invitation-code check (rate-limited per IP before anything else, against enumeration).
 */
export default async function registerRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;

  registerEndpoint(app, registerApi.register, ({ input, merchant, request }) =>
    registerMember(platform, merchant, input, 'username', request.ip),
  );

  registerEndpoint(app, registerApi.registerMobile, ({ input, merchant, request }) =>
    registerMember(platform, merchant, input, 'mobile', request.ip),
  );

  registerEndpoint(app, registerApi.requestSmsRegisterCode, ({ input, merchant }) =>
    requestSmsRegisterCode(platform, merchant, input),
  );

  registerEndpoint(
    app,
    registerApi.checkAffiliate,
    ({ input, merchant }) => checkAffiliate(platform, merchant, input.code),
    { onRequest: [rateLimitHook('affiliate', () => platform.config.auth.affiliateRateLimit)] },
  );
}
