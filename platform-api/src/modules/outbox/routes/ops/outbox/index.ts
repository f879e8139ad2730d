import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { MerchantCode, opsKit } from '../../../../operator';

const Query = Type.Object({
  merchant: Type.Optional(MerchantCode),
  /** Only messages to exactly this address: `+<dial code><number>` or an e-mail. */
  to: Type.Optional(Type.String({ maxLength: 64 })),
});

/**
 * /ops/outbox (x-operator-key, checked for the whole /ops prefix; `?merchant=CODE` or the request's merchant): the
 * newest 50 messages the default provider "sent" (codes and temporary passwords included), newest first; `?to=`
 * keeps those to one address. The outbox module registers it only with `config.devOutbox` (never in production).
 */
export default async function operatorOutboxRoutes(app: FastifyInstance): Promise<void> {
  const { outbox } = app;
  const { merchantFor } = opsKit(app);

  app.get<{ Querystring: Static<typeof Query> }>('/', { schema: { querystring: Query } }, async (request) => {
    const merchant = await merchantFor(request, request.query.merchant);
    return ok({ list: await outbox.list(merchant.id, request.query.to, 50) });
  });
}
