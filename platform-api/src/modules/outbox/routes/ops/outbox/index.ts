import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { MerchantCode, opsKit, opsPermissions } from '../../../../operator';

const Query = Type.Object({
  merchant: Type.Optional(MerchantCode),
  /** Only messages to exactly this address: `+<dial code><number>` or an e-mail. */
  to: Type.Optional(Type.String({ maxLength: 64 })),
});

/**
 * /ops/outbox (an operator session or API token, checked for the whole /ops prefix; `?merchant=CODE` or the request's merchant): the
 * newest 50 messages the default provider "sent" (codes and temporary passwords included), newest first; `?to=`
 * keeps those to one address. The outbox module registers it only with `config.devOutbox` (never in production).
 * The messages carry sign-in codes and temporary passwords, so each read is in the operator audit (`outbox.read`,
 * with the address asked for and how many messages were shown), written with the read.
 */
export default async function operatorOutboxRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'outbox.read' });
  const { outbox } = app;
  const { merchantFor, audited } = opsKit(app);

  app.get<{ Querystring: Static<typeof Query> }>('/', { schema: { querystring: Query } }, async (request) => {
    const merchant = await merchantFor(request, request.query.merchant);
    const to = request.query.to ?? null;
    const list = await audited(
      request,
      // In the audit's transaction: PGlite runs one transaction at a time, so a read beside it would wait forever.
      (tx) => outbox.list(merchant.id, request.query.to, 50, tx),
      (shown) => ({
        merchantId: merchant.id,
        action: 'outbox.read',
        subjectType: 'outbox',
        subjectId: to ?? '*',
        before: null,
        after: { to, shown: shown.length },
      }),
    );
    return ok({ list });
  });
}
