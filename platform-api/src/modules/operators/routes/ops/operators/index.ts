import type { FastifyInstance } from 'fastify';
import { ok, OperatorCreateSchema, type OperatorCreate } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { OpsId, opsPermissions } from '../../../../operator';
import { operatorsError } from '../../../errors';

const Disabled = Type.Object({ disabled: Type.Boolean() });

/**
 * /ops/operators (ADR 0011, permission `operators.manage`): the accounts the operator manages — listed, made,
 * disabled or enabled, their authenticator reset (the next sign-in enrols a new one).
 */
export default async function operatorAccountRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'operators.manage', write: 'operators.manage' });
  const accounts = app.operatorAccounts;
  /** The signed-in operator (the shared key manages no accounts: it is nobody). */
  const actor = (request: { opsOperator: Parameters<typeof accounts.list>[0] | null }) => {
    if (!request.opsOperator) throw operatorsError('FORBIDDEN', { detail: 'needs an operator session or token' });
    return request.opsOperator;
  };

  app.get('/', async (request) => ok({ list: await accounts.list(actor(request)) }));

  app.post<{ Body: OperatorCreate }>('/', { schema: { body: OperatorCreateSchema } }, async (request) =>
    ok({ id: await accounts.create(actor(request), request.body, request) }),
  );

  app.post<{ Params: Static<typeof OpsId>; Body: Static<typeof Disabled> }>(
    '/:id/disabled',
    { schema: { params: OpsId, body: Disabled } },
    async (request) => {
      await accounts.setDisabled(actor(request), request.params.id, request.body.disabled, request);
      return ok(null);
    },
  );

  app.post<{ Params: Static<typeof OpsId> }>('/:id/reset-2fa', { schema: { params: OpsId } }, async (request) => {
    await accounts.resetSecondFactor(actor(request), request.params.id, request);
    return ok(null);
  });
}
