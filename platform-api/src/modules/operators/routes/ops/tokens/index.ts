import type { FastifyInstance } from 'fastify';
import { ok, OperatorTokenCreateSchema, type OperatorTokenCreate } from 'shared-contracts';
import { notFound } from '../../../../../infra/errors/common-errors';
import { OpsId } from '../../../../operator';
import { clientOf, sessionOperator } from '../../../operators-service';

/**
 * /ops/tokens (ADR 0011): the signed-in operator's API tokens for scripts and the CLI — made with a session only (a
 * token never makes another), shown once, listed without the secret, revoked.
 */
export default async function operatorTokensRoutes(app: FastifyInstance): Promise<void> {
  const { operators } = app;

  app.get('/', { config: { opsAccess: 'signed-in' } }, async (request) =>
    ok({ list: await operators.listTokens(sessionOperator(request)) }),
  );

  app.post<{ Body: OperatorTokenCreate }>(
    '/',
    { schema: { body: OperatorTokenCreateSchema }, config: { opsAccess: 'signed-in' } },
    async (request) => {
      const made = await operators.createToken(sessionOperator(request), request.body, clientOf(request));
      return ok({ token: made.token, ...made.row });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/:id',
    { schema: { params: OpsId }, config: { opsAccess: 'signed-in' } },
    async (request) => {
      if (!(await operators.revokeToken(sessionOperator(request), request.params.id, clientOf(request))))
        throw notFound('token');
      return ok(null);
    },
  );
}
