import type { FastifyInstance } from 'fastify';
import { Envelope, gamesOpsApi as api, ok, type OpsGame } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { readMultipart } from '../../../../../infra/http/multipart';
import { MerchantQuery, opsKit, opsPermissions } from '../../../../operator';

const Params = Type.Object(api.GameParamsSchema.properties);
type ByGame = { Params: Static<typeof Params>; Querystring: Static<typeof MerchantQuery> };

/**
 * /ops/games/catalogue (issue 29): the shared catalogue searched and paged for a brand (`merchants.read`), and the
 * brand's settings of one game — name, hot, order, hidden (`PUT`), and its icon (`POST …/icon`, multipart) — with
 * `games.configure`, each audited (`games.game`, `games.icon`) with the game before and after; the brand's cached
 * lobby is dropped after the commit, so players see it at the next request. `?merchant=CODE` names the brand.
 */
export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'merchants.read', write: 'games.configure' });
  const admin = app.games.catalogueAdmin;
  const { merchantFor, audited } = opsKit(app);
  const entry = (merchantId: number, action: string) => (r: { before: OpsGame; after: OpsGame }) => ({
    merchantId,
    action,
    subjectType: 'game',
    subjectId: String(r.after.id),
    before: r.before,
    after: r.after,
  });

  app.get<{ Querystring: api.CatalogueQuery }>(
    '/catalogue',
    { schema: { querystring: api.CatalogueQuerySchema, response: { 200: Envelope(api.listCatalogue.response) } } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok(await admin.search(merchant.id, request.query));
    },
  );

  app.put<ByGame & { Body: api.GameSettingsPatch }>(
    '/catalogue/:gameId',
    {
      schema: {
        params: Params,
        querystring: MerchantQuery,
        body: api.GameSettingsPatchSchema,
        response: { 200: Envelope(api.updateGame.response) },
      },
    },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const { after } = await audited(
        request,
        (tx) => admin.update(merchant.id, request.params.gameId, request.body, tx),
        entry(merchant.id, 'games.game'),
      );
      await app.cache.invalidate(merchant.id);
      return ok(after);
    },
  );

  // Multipart (field `icon`), read after the operator check.
  app.post<ByGame>(
    '/catalogue/:gameId/icon',
    {
      schema: { params: Params, querystring: MerchantQuery, response: { 200: Envelope(api.uploadGameIcon.response) } },
    },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const { files } = await readMultipart(request, ['icon'], { fileSize: api.GAME_ICON_MAX_BYTES, files: 1 });
      const { after } = await audited(
        request,
        (tx) => admin.uploadIcon(merchant.id, request.params.gameId, files.icon, tx),
        entry(merchant.id, 'games.icon'),
      );
      await app.cache.invalidate(merchant.id);
      return ok(after);
    },
  );
}
