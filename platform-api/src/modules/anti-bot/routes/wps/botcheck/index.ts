import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/botcheck/challenge: a fresh ALTCHA challenge (never cached). */
export default async function botCheckRoutes(app: FastifyInstance): Promise<void> {
  const { antiBot } = app;

  registerEndpoint(app, sessionApi.getBotChallenge, ({ merchant, reply }) => {
    reply.header('cache-control', 'no-store');
    return antiBot.challenge(merchant.id);
  });
}
