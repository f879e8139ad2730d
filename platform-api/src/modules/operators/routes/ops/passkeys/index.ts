import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { ok, PasskeyAddSchema, type PasskeyAdd } from 'shared-contracts';
import { notFound } from '../../../../../infra/errors/common-errors';
import { OpsId } from '../../../../operator';
import { clientOf, sessionOperator } from '../../../operators-service';
import { relyingPartyOf } from '../../../relying-party';

/**
 * /ops/passkeys (ADR 0011): the signed-in operator's passkeys (WebAuthn) — registered with a session only (the
 * challenge is kept on it for two minutes), listed, removed; adding and removing one is audited.
 */
export default async function operatorPasskeysRoutes(app: FastifyInstance): Promise<void> {
  const { operators } = app;

  app.get('/', { config: { opsAccess: 'signed-in' } }, async (request) =>
    ok({ list: await operators.listPasskeys(sessionOperator(request)) }),
  );

  app.post('/options', { config: { opsAccess: 'signed-in' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await operators.passkeyRegistrationOptions(sessionOperator(request), relyingPartyOf(request)));
  });

  app.post<{ Body: PasskeyAdd }>(
    '/',
    { schema: { body: PasskeyAddSchema }, config: { opsAccess: 'signed-in' } },
    async (request) => {
      const { name, response } = request.body;
      return ok(
        await operators.addPasskey(
          sessionOperator(request),
          { name, response: response as RegistrationResponseJSON },
          relyingPartyOf(request),
          clientOf(request),
        ),
      );
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/:id',
    { schema: { params: OpsId }, config: { opsAccess: 'signed-in' } },
    async (request) => {
      if (!(await operators.removePasskey(sessionOperator(request), request.params.id, clientOf(request))))
        throw notFound('passkey');
      return ok(null);
    },
  );
}
