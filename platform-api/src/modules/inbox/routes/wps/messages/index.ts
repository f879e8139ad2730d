import type { FastifyInstance } from 'fastify';
import { messagesApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/messages: the message page (messageV2) — list, read one, mark all read, delete (token, real accounts). */
export default async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { inbox } = app;
  const real = { realAccount: true };

  registerEndpoint(
    app,
    messagesApi.listMessages,
    ({ input, request }) => inbox.list(request.auth!.memberId, input),
    real,
  );

  registerEndpoint(
    app,
    messagesApi.readMessage,
    ({ input, request }) => inbox.read(request.auth!.memberId, input.id),
    real,
  );

  registerEndpoint(
    app,
    messagesApi.readAllMessages,
    async ({ request }) => ({ updated: await inbox.readAll(request.auth!.memberId) }),
    real,
  );

  registerEndpoint(
    app,
    messagesApi.deleteMessage,
    async ({ input, request }) => {
      await inbox.remove(request.auth!.memberId, input.id);
      return null;
    },
    real,
  );
}
