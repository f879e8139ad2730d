import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Envelope, ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { parseSignedJson } from '../../../../infra/http/signed-json-body';
import { invalidField } from '../../../../infra/errors/common-errors';
import { demoPspError } from '../../errors';
import { MAX_SKEW_SECONDS, pspSignatureMatches } from '../../psp-signature';

const Url = Type.String({ minLength: 1, maxLength: 2048 });
const Order = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_00 }),
  currency: Type.String({ minLength: 1, maxLength: 8 }),
  merchantName: Type.String({ minLength: 1, maxLength: 128 }),
  returnUrl: Url,
  callbackUrl: Url,
  timestamp: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
});
const Reply = Type.Object({ session: Type.String(), payUrl: Type.String(), expiresAt: Type.String() });

/** An absolute http(s) URL, or a path on this origin (not `//host`, which would leave it). */
const safeUrl = (u: string): boolean => (u.startsWith('/') ? !u.startsWith('//') : /^https?:\/\/[^\s]+$/i.test(u));

/**
 * `POST /demo-psp/api/payments`: a merchant opens a payment session (server to server). Headers
 * `x-merchant-code` and `x-signature` (hex HMAC-SHA256 of the raw body with the merchant's PSP secret,
 * checked before parsing: 401 PSP_BAD_SIGNATURE); body `{reference, amount, currency, merchantName,
 * returnUrl, callbackUrl, timestamp}`, the timestamp within 5 minutes (PSP_STALE_REQUEST). The same
 * reference again answers the same session; with another amount or currency it is PSP_ORDER_CONFLICT.
 * Answers `{session, payUrl, expiresAt}`; `payUrl` is a path on this origin (the demo PSP shares it).
 */
export default async function demoPspApiRoutes(app: FastifyInstance): Promise<void> {
  const { demoPsp } = app;
  const callers = new WeakMap<FastifyRequest, string>();

  const authenticate = async (request: FastifyRequest, raw: string) => {
    const code = request.headers['x-merchant-code'];
    const secret = typeof code === 'string' && code ? await demoPsp.secretOf(code) : null;
    if (!secret || !pspSignatureMatches(raw, secret, request.headers['x-signature']))
      throw demoPspError('PSP_BAD_SIGNATURE');
    callers.set(request, code as string);
  };
  // The signature is over the exact bytes sent: parsed only once it matches.
  parseSignedJson(app, 16 * 1024, authenticate, (request) => callers.has(request));

  app.post<{ Body: Static<typeof Order> }>(
    '/api/payments',
    { schema: { body: Order, response: { 200: Envelope(Reply) } } },
    async (request) => {
      const merchantCode = callers.get(request);
      if (!merchantCode) throw demoPspError('PSP_BAD_SIGNATURE');
      const { timestamp, ...order } = request.body;
      if (Math.abs(Date.now() / 1000 - timestamp) > MAX_SKEW_SECONDS) throw demoPspError('PSP_STALE_REQUEST');
      if (!safeUrl(order.returnUrl)) throw invalidField('returnUrl', 'returnUrl must be http(s) or a path');
      if (!safeUrl(order.callbackUrl)) throw invalidField('callbackUrl', 'callbackUrl must be http(s) or a path');
      const s = await demoPsp.open(merchantCode, order);
      if (s.amount !== order.amount || s.currency !== order.currency)
        throw demoPspError('PSP_ORDER_CONFLICT', {
          detail: `reference ${order.reference} was opened for another amount`,
        });
      return ok({ session: s.id, payUrl: `/demo-psp/pay/${s.id}`, expiresAt: s.expiresAt.toISOString() });
    },
  );
}
