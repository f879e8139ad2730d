import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { renderCaptcha } from '../../../plugins/app/captchas/captcha-image';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { apiError } from '../../../infra/errors/api-errors';
import { rateLimitHook } from '../../../infra/rate-limit/rate-limit-hook';

/** /wps/captcha (PNG, base64, per client key) and /wps/botcheck/challenge (ALTCHA). */
export default async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;

  registerEndpoint(
    app,
    sessionApi.getCaptcha,
    async ({ input, merchant, reply }) => {
      reply.header('cache-control', 'no-store');
      const text = platform.captchaText();
      const { captchaTtlSeconds: ttlSeconds, captchaRefreshSeconds: refreshSeconds } = platform.config.auth;
      const stored = await platform.repos.captchas.put(merchant.id, input.key, text, { ttlSeconds, refreshSeconds });
      if (!stored) throw apiError('TOO_FAST');
      return renderCaptcha(text);
    },
    { onRequest: [rateLimitHook('captcha', () => platform.config.auth.captchaRateLimit)] },
  );

  registerEndpoint(app, sessionApi.getBotChallenge, ({ merchant, reply }) => {
    reply.header('cache-control', 'no-store');
    return platform.botCheck.challenge(merchant.id);
  });
}
