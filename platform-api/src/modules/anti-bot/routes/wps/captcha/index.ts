import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import { rateLimitHook } from '../../../../../infra/rate-limit/rate-limit-hook';

/** /wps/captcha: a PNG (base64) per client key, rate-limited per IP. */
export default async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const { antiBot, config } = app;

  registerEndpoint(
    app,
    sessionApi.getCaptcha,
    async ({ input, merchant, reply }) => {
      reply.header('cache-control', 'no-store');
      return antiBot.newCaptcha(merchant.id, input.key);
    },
    { onRequest: [rateLimitHook('captcha', () => config.auth.captchaRateLimit)] },
  );
}
