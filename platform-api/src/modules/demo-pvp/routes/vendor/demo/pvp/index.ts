import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { pageTexts } from '../../../../i18n';
import { renderPvpPage } from '../../../../page';
import { renderErrorPage, sendVendorPage } from '../../../../../demo-vendor';

const PageParams = Type.Object({ gameCode: Type.String({ minLength: 1, maxLength: 64 }) });
const PageQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 128 })),
  lang: Type.Optional(Type.String({ maxLength: 5 })),
  room: Type.Optional(Type.String({ maxLength: 16 })),
});
const RoomCode = Type.String({ minLength: 1, maxLength: 16 });
const RoomParams = Type.Object({ room: RoomCode });
const MoveBody = Type.Object({ room: RoomCode });

/** The page's session id (`x-demo-session`), or ''. */
const sessionId = (request: FastifyRequest): string => {
  const header = request.headers['x-demo-session'];
  return typeof header === 'string' && header.length <= 128 ? header : '';
};

/**
 * The PVP rooms' HTTP side under /vendor/demo/pvp/ (issue 30), a vendor's own pages and API:
 * - `GET /vendor/demo/pvp/:gameCode?token=…&lang=…&room=…`: exchanges the one-time launch token (engine PVP) for a game
 *   session and answers the room page (the rooms list, or `room`'s view); a bad token: 403 page, `x-error-code:
 *   LAUNCH_TOKEN_INVALID`.
 * - `GET api/rooms`, `GET api/rooms/:room` (the page polls it), `POST api/sit {room}`, `POST api/leave {room}`, each
 *   with `x-demo-session`; answers in the usual envelope.
 */
export default async function pvpPageRoutes(app: FastifyInstance): Promise<void> {
  const { demoVendor, demoPvp } = app;

  app.get<{ Params: Static<typeof PageParams>; Querystring: Static<typeof PageQuery> }>(
    '/:gameCode',
    { schema: { params: PageParams, querystring: PageQuery } },
    async (request, reply) => {
      const { t, lang, locale } = pageTexts(request.query.lang);
      const nonce = randomBytes(16).toString('base64');
      const opened = await demoVendor.open(request.query.token, request.params.gameCode, ['PVP']);
      if (!opened) {
        reply.header('x-error-code', 'LAUNCH_TOKEN_INVALID');
        return sendVendorPage(reply, 403, renderErrorPage(lang, t.linkInvalidTitle, t.linkInvalid, nonce), nonce);
      }
      const { sessionId: session, session: s, balance, currency } = opened;
      const state = { session, title: s.title, currency, balance, lang, locale, room: request.query.room ?? null };
      return sendVendorPage(reply, 200, renderPvpPage(state, t, nonce), nonce);
    },
  );

  app.get('/api/rooms', async (request) => ok(await demoPvp.roomsFor(sessionId(request))));
  app.get<{ Params: Static<typeof RoomParams> }>('/api/rooms/:room', { schema: { params: RoomParams } }, async (r) =>
    ok(await demoPvp.state(sessionId(r), r.params.room)),
  );
  app.post<{ Body: Static<typeof MoveBody> }>('/api/sit', { schema: { body: MoveBody } }, async (r) =>
    ok(await demoPvp.sit(sessionId(r), r.body.room)),
  );
  app.post<{ Body: Static<typeof MoveBody> }>('/api/leave', { schema: { body: MoveBody } }, async (r) =>
    ok(await demoPvp.leave(sessionId(r), r.body.room)),
  );
}
