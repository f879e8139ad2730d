import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { MerchantQuery, opsKit, opsPermissions } from '../../../../../operator';

const Threshold = Type.Object({
  /** Minor units: a withdrawal above it needs two different operators' approvals. */
  threshold: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000_00 }),
});

/**
 * /ops/withdrawals/four-eyes (issue 25): the merchant's four-eyes threshold. Finance reads it; an admin (or the owner)
 * sets it, audited with the old and new values.
 * - `GET /ops/withdrawals/four-eyes?merchant=CODE` → `{threshold, currency}`
 * - `POST /ops/withdrawals/four-eyes?merchant=CODE {threshold}`
 */
export default async function fourEyesRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'withdrawals.read', write: 'merchants.configure' });
  const { settings } = app.withdrawals;
  const { merchantFor, audited } = opsKit(app);

  app.get<{ Querystring: Static<typeof MerchantQuery> }>(
    '/',
    { schema: { querystring: MerchantQuery } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const s = await settings.get(merchant);
      return ok({ threshold: s.fourEyesThreshold, currency: merchant.currency });
    },
  );

  app.post<{ Querystring: Static<typeof MerchantQuery>; Body: Static<typeof Threshold> }>(
    '/',
    { schema: { querystring: MerchantQuery, body: Threshold } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const before = (await settings.get(merchant)).fourEyesThreshold;
      const threshold = request.body.threshold;
      await audited(
        request,
        async (tx) =>
          settings.set(merchant.id, { ...(await settings.get(merchant, tx)), fourEyesThreshold: threshold }, tx),
        () => ({
          merchantId: merchant.id,
          action: 'withdrawal.four-eyes',
          subjectType: 'merchant',
          subjectId: merchant.code,
          before: { threshold: before },
          after: { threshold },
        }),
      );
      return ok({ threshold, currency: merchant.currency });
    },
  );
}
