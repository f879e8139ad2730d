import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../infra/http/register-endpoint';

/** GET /dev/outbox: the merchant's newest outbox messages (the module registers it only with `config.devOutbox`). */
export default async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  const { outbox } = app;
  registerEndpoint(app, sessionApi.listOutbox, async ({ input, merchant }) => ({
    list: await outbox.list(merchant.id, input.to, 50),
  }));
}
