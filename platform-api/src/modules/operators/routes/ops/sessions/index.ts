import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { notFound } from '../../../../../infra/errors/common-errors';
import { OpsId } from '../../../../operator';
import { clientOf, sessionOperator } from '../../../operators-service';

/** /ops/sessions (ADR 0011): the operator's own open sessions (where and when), and revoking one. */
export default async function operatorSessionsRoutes(app: FastifyInstance): Promise<void> {
  const { operators } = app;

  app.get('/', { config: { opsAccess: 'signed-in' } }, async (request) => {
    return ok({ list: await operators.listSessions(sessionOperator(request)) });
  });

  app.delete<{ Params: { id: number } }>(
    '/:id',
    { schema: { params: OpsId }, config: { opsAccess: 'signed-in' } },
    async (request) => {
      const operator = sessionOperator(request);
      if (!(await operators.revokeSession(operator, request.params.id, clientOf(request)))) throw notFound('session');
      return ok(null);
    },
  );
}
