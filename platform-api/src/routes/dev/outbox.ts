import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../infra/http/register-endpoint';

/** GET /dev/outbox: the merchant's newest outbox messages. Registered only when `config.devOutbox` (never in production). */
export default async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, sessionApi.listOutbox, async ({ input, merchant }) => ({
    list: await app.platform.repos.outbox.list(merchant.id, input.to, 50),
  }));
}
