import type { FastifyInstance } from 'fastify';
import { releasesApi } from 'shared-contracts';
import { optionalSession } from '../../../../../infra/http/optional-session';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import { rateLimitHook } from '../../../../../infra/rate-limit/rate-limit-hook';

/** A report is at most 12 small items: 4 KB is plenty, and refuses anything larger before it is parsed. */
const REPORT_BODY_LIMIT = 4096;

/**
 * /wps/remotes/health (ADR 0012 §6–7): the shell's counts of remote loads, load failures and mount errors per
 * version. Anonymous and rate-limited per IP; only versions the merchant runs are counted; with a member's token,
 * the versions are noted on its session. Answers null.
 */
export default async function remoteHealthRoutes(app: FastifyInstance): Promise<void> {
  const { rollouts, config } = app;
  registerEndpoint(
    app,
    releasesApi.reportRemoteHealth,
    async ({ input, merchant, request }) => {
      const session = await optionalSession(request, merchant);
      await rollouts.report(merchant, input.reports, session?.sessionId ?? null);
      return null;
    },
    {
      onRequest: [rateLimitHook('remote-health', () => config.remoteHealthRateLimit)],
      bodyLimit: REPORT_BODY_LIMIT,
    },
  );
}
