import type { FastifyInstance } from 'fastify';
import { signPaymentBody } from '../payment-signature';
import type { PaymentGateway } from './gateway';
import type { SecretName } from '../../merchants';

/** The merchant secret both sides of the demo PSP sign with (merchant_secrets; never in the repository). */
export const DEMO_PSP_SECRET = 'psp_demo_psp' as const satisfies SecretName;

/**
 * The platform's integration of the demo payment provider: `POST /demo-psp/api/payments` signed like its
 * callbacks (`x-merchant-code`, `x-signature` = hex HMAC-SHA256 of the raw body with the merchant's PSP
 * secret, a `timestamp` in the body). The provider runs in this process for the demo, so the request
 * travels by `app.inject`: the same routes, parsers and checks an HTTP request meets. Throws on refusal.
 */
export function createDemoPspGateway(app: FastifyInstance): PaymentGateway {
  return {
    async createPayment(r) {
      const payload = JSON.stringify({
        reference: r.reference,
        amount: r.amount,
        currency: r.currency,
        merchantName: r.merchant.name,
        returnUrl: r.returnUrl,
        callbackUrl: '/wps/payments/callback/demo-psp',
        timestamp: Math.floor(Date.now() / 1000),
      });
      const secret = await app.merchants.secret(r.merchant.id, DEMO_PSP_SECRET);
      const res = await app.inject({
        method: 'POST',
        url: '/demo-psp/api/payments',
        headers: {
          'content-type': 'application/json',
          'x-merchant-code': r.merchant.code,
          'x-signature': signPaymentBody(payload, secret),
        },
        payload,
      });
      const body = res.json() as { success?: boolean; value?: { session: string; payUrl: string }; code?: string };
      if (res.statusCode !== 200 || !body.success || !body.value)
        throw new Error(`demo PSP refused the payment: ${res.statusCode} ${body.code ?? ''}`);
      return body.value;
    },
  };
}
