import type { FastifyInstance } from 'fastify';
import { securityApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../../infra/http/register-endpoint';
import { memberRateLimitHook } from '../../../../../../../infra/rate-limit/rate-limit-hook';

/**
 * /wps/v2/member/totp: players' two-step sign-in with an authenticator app (the security centre). Real accounts
 * only; the calls that check a code share one per-member bucket (the login's rate), so codes cannot be guessed.
 */
export default async function totpRoutes(app: FastifyInstance): Promise<void> {
  const { security, config } = app;
  const perMember = [memberRateLimitHook('totp', () => config.auth.loginRateLimit)];

  registerEndpoint(app, securityApi.getTotpStatus, ({ request }) => security.totpStatus(request.auth!.memberId), {
    realAccount: true,
  });

  registerEndpoint(
    app,
    securityApi.setUpTotp,
    ({ merchant, request }) => security.setUpTotp(merchant, request.auth!.memberId),
    { realAccount: true, afterAuth: perMember },
  );

  registerEndpoint(
    app,
    securityApi.enableTotp,
    ({ input, request }) => security.enableTotp(request.auth!.memberId, input.code),
    { realAccount: true, afterAuth: perMember },
  );

  registerEndpoint(
    app,
    securityApi.disableTotp,
    ({ input, request }) => security.disableTotp(request.auth!.memberId, input.code),
    { realAccount: true, afterAuth: perMember },
  );
}
