import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { socialApi } from 'shared-contracts';
import { readCookie, setCookie } from '../../../../../../infra/http/cookies';
import { PUBLIC_ACCESS } from '../../../../../../infra/http/register-endpoint';
import { merchantOf } from '../../../../../../infra/http/request-merchant';
import type { SocialRedirect } from '../../../../social-login';

/** Binds a sign-in to the browser that started it (checked against `state` at the callback). */
export const STATE_COOKIE = 'wps_oauth_state';
const COOKIE_PATH = '/wps/session/oauth';

type Req = FastifyRequest<{ Params: { provider: string }; Querystring: Record<string, unknown> }>;

/** The first value of a query parameter (repeated parameters arrive as arrays). */
const one = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;

const queryString = (url = ''): string => (url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

function send(request: FastifyRequest, reply: FastifyReply, r: SocialRedirect, ttlSeconds: number) {
  const cookie = { name: STATE_COOKIE, path: COOKIE_PATH, maxAgeSeconds: ttlSeconds, sameSite: 'Lax' } as const;
  if (r.setState) setCookie(request, reply, { ...cookie, value: r.setState });
  else if (r.clearState) setCookie(request, reply, { ...cookie, value: null });
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(r.location, 302);
}

/**
 * Social sign-in (the module's README.md "Social sign-in"): two browser navigations, each answered with a 302 —
 * never a JSON error page: every failure lands on the site with `?loginError=CODE`.
 */
export default async function socialRoutes(app: FastifyInstance): Promise<void> {
  const { social } = app;
  const ttl = app.config.auth.oauthStateTtlSeconds;
  const noMerchant = (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, { location: socialApi.landingUrl('/', { error: 'NOT_ENABLED' }), clearState: true }, ttl);

  app.get('/:provider/authorize', { config: { access: PUBLIC_ACCESS } }, async (request: Req, reply) => {
    const merchant = await merchantOf(request);
    if (!merchant) return noMerchant(request, reply);
    const redirect = await social.begin(request.log, {
      merchant,
      provider: request.params.provider,
      returnTo: one(request.query.returnTo),
      origin: `${request.protocol}://${request.host}`,
      ip: request.ip,
    });
    return send(request, reply, redirect, ttl);
  });

  app.get('/:provider/callback', { config: { access: PUBLIC_ACCESS } }, async (request: Req, reply) => {
    const merchant = await merchantOf(request);
    if (!merchant) return noMerchant(request, reply);
    const query = Object.fromEntries(Object.entries(request.query).map(([k, v]) => [k, one(v)]));
    const redirect = await social.finish(request.log, {
      merchant,
      provider: request.params.provider,
      query,
      rawQuery: queryString(request.raw.url),
      stateCookie: readCookie(request, STATE_COOKIE),
      ip: request.ip,
    });
    return send(request, reply, redirect, ttl);
  });
}
