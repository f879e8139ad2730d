import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { renderErrorPage, sendVendorPage } from '../../../../../demo-vendor';
import { livePageTexts } from '../../../../i18n';
import { renderChatPage, renderTablePage } from '../../../../page';

const GameParams = Type.Object({ gameCode: Type.String({ minLength: 1, maxLength: 64 }) });
const TableParams = Type.Object({ table: Type.String({ minLength: 1, maxLength: 16 }) });
const PageQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 128 })),
  lang: Type.Optional(Type.String({ maxLength: 5 })),
});
const BetBody = Type.Object({
  spot: Type.String({ minLength: 1, maxLength: 16 }),
  amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
const ChatQuery = Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })) });
const ChatBody = Type.Object({ text: Type.String({ maxLength: 1000 }) });

const headerOf = (request: FastifyRequest, name: string): string => {
  const h = request.headers[name];
  return typeof h === 'string' && h.length <= 128 ? h : '';
};

/**
 * The live studio's vendor side, under /vendor/demo/live/:
 * - `GET /:gameCode?token=&lang=`: exchanges a LIVE launch token for a game session → the table page (the table the
 *   game maps to, `tableForGame`); refused → 403 page (`x-error-code: LAUNCH_TOKEN_INVALID`).
 * - `GET /api/state`, `POST /api/bet {spot, amount}` (`x-demo-session`): the table's state, a bet.
 * - `GET /chat/:table?token=`: the chat page of a one-time chat link (/wps/live/chat).
 * - `GET /api/chat?after=`, `POST /api/chat {text}` (`x-demo-session` of a table page or `x-live-chat` of a chat page).
 */
export default async function liveVendorRoutes(app: FastifyInstance): Promise<void> {
  const { demoLive, demoVendor } = app;

  app.get<{ Params: Static<typeof GameParams>; Querystring: Static<typeof PageQuery> }>(
    '/:gameCode',
    { schema: { params: GameParams, querystring: PageQuery } },
    async (request, reply) => {
      const { t, lang, locale } = livePageTexts(request.query.lang);
      const nonce = randomBytes(16).toString('base64');
      const opened = await demoVendor.open(request.query.token, request.params.gameCode, ['LIVE']);
      if (!opened) {
        reply.header('x-error-code', 'LAUNCH_TOKEN_INVALID');
        return sendVendorPage(reply, 403, renderErrorPage(lang, t.linkInvalidTitle, t.linkInvalid, nonce), nonce);
      }
      const table = demoLive.tableForGame(opened.session.gameCode, opened.session.title);
      const html = renderTablePage(
        { session: opened.sessionId, table: table.code, currency: opened.currency, lang, locale },
        table,
        t,
        nonce,
      );
      return sendVendorPage(reply, 200, html, nonce);
    },
  );

  app.get('/api/state', async (request) => ok(await demoLive.state(headerOf(request, 'x-demo-session'))));

  app.post<{ Body: Static<typeof BetBody> }>('/api/bet', { schema: { body: BetBody } }, async (request) =>
    ok(await demoLive.bet(headerOf(request, 'x-demo-session'), request.body.spot, request.body.amount)),
  );

  /** Who is chatting: a table page's game session, or a chat page's session. */
  const chatterOf = async (request: FastifyRequest) => {
    const game = headerOf(request, 'x-demo-session');
    if (game) {
      const { session, table } = await demoLive.sessionTable(game);
      const nickname = await demoLive.chat.nickname(session.merchantId, session.memberId);
      return { tableCode: table.code, merchantId: session.merchantId, memberId: session.memberId, nickname };
    }
    return demoLive.chat.chatter(headerOf(request, 'x-live-chat'));
  };

  app.get<{ Querystring: Static<typeof ChatQuery> }>(
    '/api/chat',
    { schema: { querystring: ChatQuery } },
    async (request) => {
      const c = await chatterOf(request);
      return ok({ me: c.nickname, messages: await demoLive.chat.messages(c.tableCode, request.query.after ?? 0) });
    },
  );

  app.post<{ Body: Static<typeof ChatBody> }>('/api/chat', { schema: { body: ChatBody } }, async (request) =>
    ok(await demoLive.chat.post(await chatterOf(request), request.body.text)),
  );

  app.get<{ Params: Static<typeof TableParams>; Querystring: Static<typeof PageQuery> }>(
    '/chat/:table',
    { schema: { params: TableParams, querystring: PageQuery } },
    async (request, reply) => {
      const { t, lang, locale } = livePageTexts(request.query.lang);
      const nonce = randomBytes(16).toString('base64');
      const opened = await demoLive.chat.open(request.query.token, request.params.table);
      if (!opened) {
        reply.header('x-error-code', 'LAUNCH_TOKEN_INVALID');
        return sendVendorPage(reply, 403, renderErrorPage(lang, t.linkInvalidTitle, t.linkInvalid, nonce), nonce);
      }
      const table = demoLive.table(opened.chatter.tableCode);
      return sendVendorPage(
        reply,
        200,
        renderChatPage({ chat: opened.sessionId, lang, locale }, table, t, nonce),
        nonce,
      );
    },
  );
}
