import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { DEMO_VENDOR_ERRORS } from '../../../errors';
import { pageTexts } from '../../../i18n';
import { renderErrorPage, renderGamePage } from '../../../page';
import { sendVendorPage } from '../../../vendor-page';

const PlayParams = Type.Object({ gameCode: Type.String({ minLength: 1, maxLength: 64 }) });
const PlayQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 128 })),
  lang: Type.Optional(Type.String({ maxLength: 5 })),
});
const RoundBody = Type.Object({
  stake: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  choice: Type.Optional(
    Type.Object({
      direction: Type.Union([Type.Literal('over'), Type.Literal('under')]),
      target: Type.Integer({ minimum: 1, maximum: 100 }),
    }),
  ),
});

/**
 * The demo game vendor's HTTP side, under /vendor/demo/ (ADR 0002). It behaves like an external vendor:
 * it knows the player only by the launch session's `memberRef` and moves money only through the
 * signed seamless-wallet API (`createSeamlessClient`, signing as the launched game's vendor; see demo-vendor-service.ts).
 *
 * - `GET /vendor/demo/play/:gameCode?token=…&lang=<one of LANGUAGES; EN otherwise>`: exchanges the one-time launch
 *   token for a game session and answers the game page (self-contained HTML5; the session id travels in the page, sent
 *   back in `x-demo-session`, so no cookie is needed inside a cross-site frame). A missing, used,
 *   expired or other game's token answers 403 with a page saying so (`x-error-code: LAUNCH_TOKEN_INVALID`).
 * - `POST /vendor/demo/api/round {stake, choice?}` (`x-demo-session`): one round — debit, draw, credit —
 *   answered in the usual envelope `{balance, outcome, payout, stake, roundId, currency}`.
 */
export default async function demoVendorRoutes(app: FastifyInstance): Promise<void> {
  const { demoVendor } = app;

  app.get<{ Params: Static<typeof PlayParams>; Querystring: Static<typeof PlayQuery> }>(
    '/play/:gameCode',
    { schema: { params: PlayParams, querystring: PlayQuery } },
    async (request, reply) => {
      const { t, lang } = pageTexts(request.query.lang);
      const nonce = randomBytes(16).toString('base64');
      const opened = await demoVendor.open(request.query.token, request.params.gameCode);
      if (!opened) {
        reply.header('x-error-code', 'LAUNCH_TOKEN_INVALID');
        const html = renderErrorPage(lang, t.linkInvalidTitle, t.linkInvalid, nonce);
        return sendVendorPage(reply, DEMO_VENDOR_ERRORS.LAUNCH_TOKEN_INVALID.status, html, nonce);
      }
      const { sessionId, session, balance, currency } = opened;
      const html = renderGamePage(
        { session: sessionId, engine: session.engine, title: session.title, fun: session.fun, currency, balance, lang },
        t,
        nonce,
      );
      return sendVendorPage(reply, 200, html, nonce);
    },
  );

  app.post<{ Body: Static<typeof RoundBody> }>('/api/round', { schema: { body: RoundBody } }, async (request) => {
    const header = request.headers['x-demo-session'];
    const sessionId = typeof header === 'string' && header.length <= 128 ? header : '';
    const { stake, choice } = request.body;
    return ok(await demoVendor.round(sessionId, stake, choice, request.log));
  });
}
