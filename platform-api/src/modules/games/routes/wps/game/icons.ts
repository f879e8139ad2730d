import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { notFound } from '../../../../../infra/errors/common-errors';
import { PUBLIC_ACCESS } from '../../../../../infra/http/register-endpoint';
import { replyWithImage } from '../../../../../infra/uploads/image-store';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * GET /wps/game/icons/:id: a game icon a brand's operator uploaded (JPEG or PNG, checked by its bytes at upload), public
 * and cached for good — an icon never changes (a new upload is a new id).
 */
export default async function gameIconRoutes(app: FastifyInstance): Promise<void> {
  const { games } = app;
  app.get<{ Params: Static<typeof Params> }>(
    '/icons/:id',
    { config: { access: PUBLIC_ACCESS }, schema: { params: Params } },
    async (request, reply) => {
      const icon = await games.catalogueAdmin.icon(request.params.id);
      if (!icon) throw notFound('No such icon');
      return replyWithImage(reply, icon);
    },
  );
}
