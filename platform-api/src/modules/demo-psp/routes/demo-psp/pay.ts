import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import type { PspSession } from '../../demo-psp-repository';
import { pspTexts } from '../../i18n';
import { pspCsp, renderPayPage, renderResultPage } from '../../page';

const Params = Type.Object({ session: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
const Query = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 5 })) });
const Form = Type.Object({
  cardNumber: Type.Optional(Type.String({ maxLength: 40 })),
  expiry: Type.Optional(Type.String({ maxLength: 10 })),
  cvc: Type.Optional(Type.String({ maxLength: 10 })),
  holder: Type.Optional(Type.String({ maxLength: 200 })),
  lang: Type.Optional(Type.String({ maxLength: 5 })),
});

/** Sends a page: never cached, nonce CSP, not framed, no referrer (the URL holds the session). */
function sendPage(reply: FastifyReply, status: number, html: string, nonce: string, s: PspSession | null) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', pspCsp(nonce, s?.returnUrl))
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('x-psp-status', s?.status ?? 'UNKNOWN')
    .send(html);
}

const statusOf = (s: PspSession | null): number => (!s ? 404 : s.status === 'EXPIRED' ? 410 : 200);

/**
 * The demo PSP's hosted payment page (ADR 0006), `?lang=` one of LANGUAGES (EN for anything else; the form posts it back as `lang`):
 * - `GET /demo-psp/pay/:session`: the card form of an open session; an ended one says how it ended (an
 *   open one past its 15 minutes is expired here, and its EXPIRED callback sent: 410); unknown: 404.
 * - `POST /demo-psp/pay/:session` (a browser form, urlencoded): a paid card sends the PAID callback and
 *   redirects (303) to the site's return URL; a declined one sends DECLINED and says so; a form with
 *   problems comes back 400 with them; a second submit shows how the session ended.
 * `x-psp-status` tells the session's status (for tests and logs).
 */
export default async function demoPspPayRoutes(app: FastifyInstance): Promise<void> {
  const { demoPsp } = app;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );

  app.get<{ Params: Static<typeof Params>; Querystring: Static<typeof Query> }>(
    '/pay/:session',
    { schema: { params: Params, querystring: Query } },
    async (request, reply) => {
      const { t, lang } = pspTexts(request.query.lang);
      const nonce = randomBytes(16).toString('base64');
      const s = await demoPsp.view(request.params.session);
      const html = s?.status === 'OPEN' ? renderPayPage(s, t, lang, nonce) : renderResultPage(s, t, lang, nonce);
      return sendPage(reply, statusOf(s), html, nonce, s);
    },
  );

  app.post<{ Params: Static<typeof Params>; Body: Static<typeof Form> }>(
    '/pay/:session',
    { schema: { params: Params, body: Form } },
    async (request, reply) => {
      const { t, lang } = pspTexts(request.body.lang);
      const nonce = randomBytes(16).toString('base64');
      const r = await demoPsp.pay(request.params.session, request.body);
      switch (r.kind) {
        case 'unknown':
          return sendPage(reply, 404, renderResultPage(null, t, lang, nonce), nonce, null);
        case 'invalid':
          return sendPage(
            reply,
            400,
            renderPayPage(r.session, t, lang, nonce, request.body, r.problems),
            nonce,
            r.session,
          );
        case 'paid':
          return reply
            .code(303)
            .header('location', r.session.returnUrl)
            .header('cache-control', 'no-store')
            .header('x-psp-status', 'PAID')
            .send();
        default:
          return sendPage(reply, statusOf(r.session), renderResultPage(r.session, t, lang, nonce), nonce, r.session);
      }
    },
  );
}
