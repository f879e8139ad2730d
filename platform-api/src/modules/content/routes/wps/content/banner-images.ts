import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { notFound } from '../../../../../infra/errors/common-errors';
import { PUBLIC_ACCESS } from '../../../../../infra/http/register-endpoint';
import { replyWithImage } from '../../../../../infra/uploads/image-store';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * GET /wps/content/banner-images/:id: an image an operator uploaded for a banner (JPEG or PNG, checked by its bytes at
 * upload), public and cached for good — an image never changes (a new upload is a new id). Its id is random, so a
 * scheduled banner's art is not found before its banner shows it.
 */
export default async function bannerImageRoutes(app: FastifyInstance): Promise<void> {
  const { content } = app;
  app.get<{ Params: Static<typeof Params> }>(
    '/banner-images/:id',
    { config: { access: PUBLIC_ACCESS }, schema: { params: Params } },
    async (request, reply) => {
      const image = await content.bannerAdmin.image(request.params.id);
      if (!image) throw notFound('No such image');
      return replyWithImage(reply, image);
    },
  );
}
