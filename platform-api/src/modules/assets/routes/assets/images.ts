import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../../../infra/errors/common-errors';

const File = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}\\.svg$' }) });
const Size = Type.Object({ size: Type.Optional(Type.Union([Type.Literal('large'), Type.Literal('small')])) });
const Hue = Type.Object({ hue: Type.Optional(Type.Integer({ minimum: 0, maximum: 359 })) });
/** One or two letters or digits of any script (what memberIconUrl puts in the path). */
const INITIALS = /^[\p{L}\p{N}]{1,2}$/u;

const baseName = (file: string): string => file.slice(0, -'.svg'.length);

function sendSvg(reply: FastifyReply, svg: string | null): FastifyReply {
  if (svg === null) throw notFound('No such image');
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=3600')
    .send(svg);
}

/**
 * Generated placeholder art: /assets/icon/:code.svg, /assets/game/:id.svg, /assets/banner/:id.svg,
 * /assets/avatar/:initials.svg, and each merchant's /assets/logo/:code.svg and /assets/favicon/:code.svg.
 */
export default async function imageRoutes(app: FastifyInstance): Promise<void> {
  const { assets } = app;

  app.get<{ Params: { file: string }; Querystring: { size?: 'large' | 'small' } }>(
    '/icon/:file',
    { schema: { params: File, querystring: Size } },
    async (request, reply) =>
      sendSvg(reply, assets.icon(baseName(request.params.file), request.query.size === 'large')),
  );

  app.get<{ Params: { file: string } }>('/game/:file', { schema: { params: File } }, async (request, reply) =>
    sendSvg(reply, await assets.game(baseName(request.params.file))),
  );

  app.get<{ Params: { file: string } }>('/banner/:file', { schema: { params: File } }, async (request, reply) =>
    sendSvg(reply, await assets.banner(baseName(request.params.file))),
  );

  // A merchant's generated brand art (the seed's logo_url and favicon_url point here).
  app.get<{ Params: { file: string } }>('/logo/:file', { schema: { params: File } }, async (request, reply) =>
    sendSvg(reply, await assets.logo(baseName(request.params.file))),
  );

  app.get<{ Params: { file: string } }>('/favicon/:file', { schema: { params: File } }, async (request, reply) =>
    sendSvg(reply, await assets.favicon(baseName(request.params.file))),
  );

  // Member avatars (GET /wps/member/info/icon): everything drawn comes from the URL.
  app.get<{ Params: { file: string }; Querystring: { hue?: number } }>(
    '/avatar/:file',
    { schema: { querystring: Hue } },
    async (request, reply) => {
      const { file } = request.params;
      const initials = file.endsWith('.svg') ? baseName(file) : '';
      return sendSvg(reply, INITIALS.test(initials) ? assets.avatar(initials, request.query.hue ?? 210) : null);
    },
  );
}
