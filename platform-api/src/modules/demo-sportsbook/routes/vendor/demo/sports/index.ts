import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { commonError } from '../../../../../../infra/errors/common-errors';
import { demoVendorError, renderErrorPage, type DemoSession, sendVendorPage } from '../../../../../demo-vendor';
import { sportsbookTexts } from '../../../../i18n';
import { renderSportsbookPage } from '../../../../page';
import type { Selection } from '../../../../odds';
import { kindOfVendor } from '../../../../sportsbook-service';

const PlayParams = Type.Object({ gameCode: Type.String({ minLength: 1, maxLength: 64 }) });
const PlayQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 128 })),
  lang: Type.Optional(Type.String({ maxLength: 5 })),
});
const Leg = Type.Object({
  fixtureId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  selection: Type.Union(['HOME', 'DRAW', 'AWAY', 'OVER', 'UNDER'].map((s) => Type.Literal(s))),
  odds: Type.Integer({ minimum: 100, maximum: 100_000 }),
});
const PlaceBody = Type.Object({
  stake: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }),
  legs: Type.Array(Leg, { minItems: 1, maxItems: 8 }),
});
const BetParams = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
});
const CashOutBody = Type.Object({ value: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }) });

/** Bets and cash-outs a page's session may send: 10 per 10 s. */
const ACTIONS_PER_WINDOW = 10;
const WINDOW_SECONDS = 10;

/**
 * The demo vendor's sportsbook page and its API, under /vendor/demo/sports/ (issue 30):
 * - `GET /vendor/demo/sports/:gameCode?token=&lang=`: exchanges the one-time launch token (engine SPORTS) for a game
 *   session and answers the page (SPORTS or ESPORTS fixtures by the launched card's category); refused → 403 page.
 * - `GET /api/fixtures`, `GET /api/bets`, `POST /api/bets {stake, legs}`, `POST /api/bets/:id/cash-out {value}`, each
 *   with `x-demo-session`.
 */
export default async function sportsbookPageRoutes(app: FastifyInstance): Promise<void> {
  const { demoVendor, demoSportsbook, rateLimiter } = app;

  const sessionOf = async (request: FastifyRequest): Promise<{ id: string; session: DemoSession }> => {
    const header = request.headers['x-demo-session'];
    const id = typeof header === 'string' && header.length <= 128 ? header : '';
    const session = id ? await demoVendor.session(id) : null;
    if (!session || session.engine !== 'SPORTS') throw demoVendorError('GAME_SESSION_EXPIRED');
    return { id, session };
  };
  const limited = async (id: string): Promise<void> => {
    const bucket = `demo-sports:${createHash('sha256').update(id).digest('hex')}`;
    if (!(await rateLimiter.take(bucket, ACTIONS_PER_WINDOW, WINDOW_SECONDS))) throw commonError('RATE_LIMITED');
  };

  app.get<{ Params: Static<typeof PlayParams>; Querystring: Static<typeof PlayQuery> }>(
    '/:gameCode',
    { schema: { params: PlayParams, querystring: PlayQuery } },
    async (request, reply) => {
      const { t, lang } = sportsbookTexts(request.query.lang);
      const nonce = randomBytes(16).toString('base64');
      const opened = await demoVendor.open(request.query.token, request.params.gameCode, ['SPORTS']);
      if (!opened) {
        reply.header('x-error-code', 'LAUNCH_TOKEN_INVALID');
        return sendVendorPage(reply, 403, renderErrorPage(lang, t.linkInvalidTitle, t.linkInvalid, nonce), nonce);
      }
      const { sessionId, session, balance, currency } = opened;
      const kind = kindOfVendor(session.vendor);
      const html = renderSportsbookPage(
        { session: sessionId, kind, title: session.title, currency, balance, lang },
        t,
        nonce,
      );
      return sendVendorPage(reply, 200, html, nonce);
    },
  );

  app.get('/api/fixtures', async (request) => {
    const { session } = await sessionOf(request);
    const kind = kindOfVendor(session.vendor);
    return ok({ kind, fixtures: await demoSportsbook.fixtures(kind), serverTime: new Date().toISOString() });
  });

  app.get('/api/bets', async (request) => {
    const { session } = await sessionOf(request);
    const adapter = await demoVendor.adapter(session.merchantId, session.vendor);
    const { balance } = await adapter.balance({ memberRef: session.memberRef, currency: session.currency });
    return ok({ bets: await demoSportsbook.bets(session), balance });
  });

  app.post<{ Body: Static<typeof PlaceBody> }>('/api/bets', { schema: { body: PlaceBody } }, async (request) => {
    const { id, session } = await sessionOf(request);
    await limited(id);
    const { stake, legs } = request.body;
    const kind = kindOfVendor(session.vendor);
    return ok(
      await demoSportsbook.place(
        session,
        kind,
        stake,
        legs.map((l) => ({ fixtureId: l.fixtureId, selection: l.selection as Selection, odds: l.odds })),
      ),
    );
  });

  app.post<{ Params: Static<typeof BetParams>; Body: Static<typeof CashOutBody> }>(
    '/api/bets/:id/cash-out',
    { schema: { params: BetParams, body: CashOutBody } },
    async (request) => {
      const { id, session } = await sessionOf(request);
      await limited(id);
      return ok(await demoSportsbook.cashOut(session, request.params.id, request.body.value));
    },
  );
}
