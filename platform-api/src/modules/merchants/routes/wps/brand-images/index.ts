import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { notFound } from '../../../../../infra/errors/common-errors';
import { PUBLIC_ACCESS } from '../../../../../infra/http/register-endpoint';
import { replyWithImage } from '../../../../../infra/uploads/image-store';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * GET /wps/brand-images/:id: a logo or favicon an operator uploaded in the brand editor (JPEG or PNG, checked by its
 * bytes at upload), public and cached for good — an image never changes (a new upload is a new id).
 */
export default async function brandImageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Static<typeof Params> }>(
    '/:id',
    { config: { access: PUBLIC_ACCESS }, schema: { params: Params } },
    async (request, reply) => {
      const image = await app.merchants.brandImage(request.params.id);
      if (!image) throw notFound('No such image');
      return replyWithImage(reply, image);
    },
  );
}
