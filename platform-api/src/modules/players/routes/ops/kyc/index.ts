import type { FastifyInstance } from 'fastify';
import { ok, playersOpsApi as api } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { OpsId, opsKit, opsPermissions, sendPrivateFile } from '../../../../operator';

const Image = Type.Object({ id: OpsId.properties.id, kind: Type.String({ minLength: 1, maxLength: 16 }) });
type Query = { Querystring: Static<typeof api.PlayerQuery> };

/**
 * /ops/kyc: the identity-verification queue and its photos (`players.read`); the decision is
 * `POST /ops/members/:username/id-verification` (`kyc.decide`, the id-verification module).
 */
export default async function kycRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'players.read' });
  const { players } = app;
  const { merchantFor } = opsKit(app);

  app.get<{ Querystring: Static<typeof api.listKyc.request> }>(
    '/',
    { schema: { querystring: api.listKyc.request } },
    async (request) => ok(await players.kyc.list(await merchantFor(request, request.query.merchant), request.query)),
  );

  app.get<Query & { Params: Static<typeof OpsId> }>(
    '/:id',
    { schema: { params: OpsId, querystring: api.PlayerQuery } },
    async (request) => ok(await players.kyc.get(await merchantFor(request, request.query.merchant), request.params.id)),
  );

  app.get<Query & { Params: Static<typeof Image> }>(
    '/:id/images/:kind',
    { schema: { params: Image, querystring: api.PlayerQuery } },
    async (request, reply) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return sendPrivateFile(reply, await players.kyc.image(merchant, request.params.id, request.params.kind));
    },
  );
}
