import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { avatarSvg, tileSvg } from '../../../plugins/app/assets/svg';
import { HttpError } from '../../../infra/errors/http-error';

const File = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}\\.svg$' }) });
const Size = Type.Object({ size: Type.Optional(Type.Union([Type.Literal('large'), Type.Literal('small')])) });

const notFound = (): HttpError => new HttpError(404, 'NOT_FOUND', 'No such image');
const baseName = (file: string): string => file.slice(0, -'.svg'.length);

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=3600')
    .send(svg);
}

const Hue = Type.Object({ hue: Type.Optional(Type.Integer({ minimum: 0, maximum: 359 })) });
/** One or two letters or digits of any script (what memberIconUrl puts in the path). */
const INITIALS = /^[\p{L}\p{N}]{1,2}$/u;

/** Generated placeholder art: /assets/icon/:code.svg, /assets/game/:id.svg, /assets/banner/:id.svg, /assets/avatar/:initials.svg. */
export default async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string }; Querystring: { size?: 'large' | 'small' } }>(
    '/assets/icon/:file',
    { schema: { params: File, querystring: Size } },
    async (request, reply) => {
      const code = baseName(request.params.file);
      const large = request.query.size === 'large';
      return sendSvg(reply, tileSvg({ title: code, width: large ? 320 : 120, height: large ? 200 : 120 }));
    },
  );

  app.get<{ Params: { file: string } }>('/assets/game/:file', { schema: { params: File } }, async (request, reply) => {
    const id = Number(baseName(request.params.file));
    const game = Number.isSafeInteger(id) && id > 0 ? await app.games.findGame(id) : null;
    if (!game) throw notFound();
    return sendSvg(
      reply,
      tileSvg({ title: game.displayName, subtitle: game.vendor, seed: game.gameCode, width: 240, height: 240 }),
    );
  });

  app.get<{ Params: { file: string } }>(
    '/assets/banner/:file',
    { schema: { params: File } },
    async (request, reply) => {
      const id = Number(baseName(request.params.file));
      const title = Number.isSafeInteger(id) && id > 0 ? await app.content.bannerTitle(id) : null;
      if (title === null) throw notFound();
      return sendSvg(
        reply,
        tileSvg({ title, subtitle: 'Demo Casino', width: 1200, height: 360, seed: `banner-${id}` }),
      );
    },
  );

  // Member avatars (GET /wps/member/info/icon): everything drawn comes from the URL.
  app.get<{ Params: { file: string }; Querystring: { hue?: number } }>(
    '/assets/avatar/:file',
    { schema: { querystring: Hue } },
    async (request, reply) => {
      const { file } = request.params;
      const initials = file.endsWith('.svg') ? baseName(file) : '';
      if (!INITIALS.test(initials)) throw notFound();
      return sendSvg(reply, avatarSvg({ initials, hue: request.query.hue ?? 210, size: 96 }));
    },
  );
}
