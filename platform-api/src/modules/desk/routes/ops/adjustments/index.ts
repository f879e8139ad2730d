import type { FastifyInstance, FastifyRequest } from 'fastify';
import { makeAdjustment, ok, rejectAdjustment, type RequestOf } from 'shared-contracts';
import { notFound } from '../../../../../infra/errors/common-errors';
import { auditActor, checkDecision, MerchantQuery, OpsId, opsKit, opsPermissions } from '../../../../operator';

type Item = { Params: { id: number }; Querystring: { merchant?: string } };

/**
 * /ops/adjustments (`adjustments.make`): balance adjustments through the desk.
 * - `POST /ops/adjustments {merchant, member, amount (signed minor units), reason, requestId}`: applied at once up to
 *   the merchant's four-eyes threshold, else PENDING for a second operator (listed in the inbox as `adjustment`)
 * - `POST /ops/adjustments/:id/approve` (another operator: applies it) · `POST /ops/adjustments/:id/reject {reason}`
 */
export default async function adjustmentRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { write: 'adjustments.make' });
  const { adjustments, members } = app;
  const { merchantByCode, merchantFor } = opsKit(app);
  const actorOf = (request: FastifyRequest) => {
    const o = request.opsOperator;
    return { operatorId: o?.operatorId ?? null, username: o?.username ?? '', audit: auditActor(request) };
  };

  app.post<{ Body: RequestOf<typeof makeAdjustment> }>(
    '/',
    { schema: { body: makeAdjustment.request } },
    async (request) => {
      const merchant = await merchantByCode(request, request.body.merchant);
      const member = await members.findByUsername(merchant.id, request.body.member);
      if (!member) throw notFound(`member ${request.body.member}`);
      const { amount, reason, requestId } = request.body;
      return ok(await adjustments.make(merchant, member.id, { amount, reason, requestId }, actorOf(request)));
    },
  );

  app.post<Item>('/:id/approve', { schema: { params: OpsId, querystring: MerchantQuery } }, async (request) => {
    const merchant = await merchantFor(request, request.query.merchant);
    await checkDecision(app, request, 'adjustment', merchant, request.params.id);
    return ok(await adjustments.decide(merchant, request.params.id, { action: 'approve' }, actorOf(request)));
  });

  app.post<Item & { Body: RequestOf<typeof rejectAdjustment> }>(
    '/:id/reject',
    { schema: { params: OpsId, querystring: MerchantQuery, body: rejectAdjustment.request } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      await checkDecision(app, request, 'adjustment', merchant, request.params.id);
      const decision = { action: 'reject' as const, reason: request.body.reason.trim() };
      return ok(await adjustments.decide(merchant, request.params.id, decision, actorOf(request)));
    },
  );
}
