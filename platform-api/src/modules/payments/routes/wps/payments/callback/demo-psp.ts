import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Envelope, ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { parseSignedJson } from '../../../../../../infra/http/signed-json-body';
import { merchantNotFound } from '../../../../../../infra/errors/common-errors';
import { merchantOf } from '../../../../../../infra/http/request-merchant';
import { PUBLIC_ACCESS } from '../../../../../../infra/http/register-endpoint';
import type { Merchant } from '../../../../../merchants';
import { paymentsError } from '../../../../errors';
import { DEMO_PSP_SECRET } from '../../../../gateways/demo-psp-gateway';
import { paymentSignatureMatches } from '../../../../payment-signature';

const Body = Type.Object({
  transactionId: Type.String({ minLength: 1, maxLength: 128 }),
  reference: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_00 }),
  currency: Type.String({ minLength: 1, maxLength: 8 }),
  status: Type.Union([Type.Literal('PAID'), Type.Literal('DECLINED'), Type.Literal('EXPIRED')]),
  timestamp: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
});
const Reply = Type.Object({ depositId: Type.Integer(), status: Type.String(), replayed: Type.Boolean() });

const BODY_LIMIT = 16 * 1024;

/**
 * POST /wps/payments/callback/demo-psp: the demo payment provider's server-to-server notification (ADR
 * 0006). Not in shared-contracts (no browser calls it). `x-merchant-code` names the merchant (default:
 * the Host's); `x-signature` must be the hex HMAC-SHA256 of the raw body with the merchant's PSP secret,
 * checked by this route's own JSON parser before anything is parsed (401 CALLBACK_BAD_SIGNATURE). Body
 * `{transactionId, reference, amount, currency, status: PAID|DECLINED|EXPIRED, timestamp}` (unix s).
 * Answers `{depositId, status, replayed}`; the refusals are in provider-callback.ts.
 */
export default async function demoPspCallbackRoutes(app: FastifyInstance): Promise<void> {
  const { payments, merchants } = app;
  const callers = new WeakMap<FastifyRequest, Merchant>();

  const authenticate = async (request: FastifyRequest, raw: string): Promise<void> => {
    const code = request.headers['x-merchant-code'];
    const merchant =
      typeof code === 'string' && code !== '' ? await merchants.findByCode(code) : await merchantOf(request);
    if (!merchant) throw merchantNotFound();
    const secret = await merchants.secret(merchant.id, DEMO_PSP_SECRET);
    if (!paymentSignatureMatches(raw, secret, request.headers['x-signature']))
      throw paymentsError('CALLBACK_BAD_SIGNATURE');
    callers.set(request, merchant);
  };

  // The signature is over the exact bytes sent: parsed only once it matches.
  parseSignedJson(app, BODY_LIMIT, authenticate, (request) => callers.has(request));

  app.post<{ Body: Static<typeof Body> }>(
    '/demo-psp',
    {
      schema: { body: Body, response: { 200: Envelope(Reply) } },
      config: { access: { ...PUBLIC_ACCESS, signed: true } },
    },
    async (request) => {
      const merchant = callers.get(request);
      if (!merchant) throw paymentsError('CALLBACK_BAD_SIGNATURE');
      return ok(await payments.callback(merchant, 'DEMO_PSP', request.body));
    },
  );
}
