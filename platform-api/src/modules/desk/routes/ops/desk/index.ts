import type { FastifyInstance } from 'fastify';
import { claimDeskItem, getDeskInbox, ok, releaseDeskClaim, type RequestOf } from 'shared-contracts';
import { opsKit, opsPermissions } from '../../../../operator';
import { viewerOf } from '../../../desk-service';

/**
 * /ops/desk: the money desk (issue 25).
 * - `GET /ops/desk/inbox` (`desk.read`): the waiting items of every kind the role reads, in its merchants' scope
 * - `POST /ops/desk/claims {kind, id, merchant}` (`desk.claim` and the kind's decide permission): claim an item
 * - `DELETE /ops/desk/claims/:kind/:id` (`desk.claim`): release one's claim (an admin or the owner: anyone's)
 */
export default async function deskRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'desk.read', write: 'desk.claim' });
  const { desk } = app;
  const { merchantFor, merchantByCode, audited } = opsKit(app);

  app.get<{ Querystring: RequestOf<typeof getDeskInbox> }>(
    '/inbox',
    { schema: { querystring: getDeskInbox.request } },
    async (request) => {
      const q = request.query;
      const operator = request.opsOperator;
      // ?merchant= narrows to one merchant (refused outside the operator's); else the operator's (all: owner, key).
      const merchantIds = q.merchant
        ? [(await merchantFor(request, q.merchant)).id]
        : operator && operator.role !== 'owner'
          ? operator.merchantIds
          : null;
      const olderThan = q.olderThanMinutes;
      return ok(
        await desk.inbox(viewerOf(operator), {
          merchantIds,
          kind: q.kind,
          minAmount: q.minAmount,
          maxAmount: q.maxAmount,
          createdBefore: olderThan === undefined ? undefined : new Date(Date.now() - olderThan * 60_000),
          sort: q.sort ?? 'age',
          order: q.order ?? (q.sort === 'amount' ? 'desc' : 'asc'),
          page: q.page ?? 1,
          pageSize: q.pageSize ?? 20,
        }),
      );
    },
  );

  app.post<{ Body: RequestOf<typeof claimDeskItem> }>(
    '/claims',
    { schema: { body: claimDeskItem.request } },
    async (request) => {
      const { kind, id } = request.body;
      const merchant = await merchantByCode(request, request.body.merchant);
      const item = { kind, id, merchantId: merchant.id };
      const operator = await desk.claimable(request.opsOperator, item);
      const claim = await audited(
        request,
        (tx) => desk.claim(operator, item, tx),
        (c) => ({
          merchantId: merchant.id,
          action: 'desk.claim',
          subjectType: kind,
          subjectId: String(id),
          before: null,
          after: { operatorId: c.operatorId, username: c.username, expiresAt: c.expiresAt.toISOString() },
        }),
      );
      return ok({
        kind,
        id,
        merchant: merchant.code,
        claim: {
          operatorId: claim.operatorId,
          username: claim.username,
          claimedAt: claim.claimedAt.toISOString(),
          expiresAt: claim.expiresAt.toISOString(),
        },
      });
    },
  );

  app.delete<{ Params: RequestOf<typeof releaseDeskClaim> }>(
    '/claims/:kind/:id',
    { schema: { params: releaseDeskClaim.request } },
    async (request) => {
      const { kind, id } = request.params;
      await audited(
        request,
        (tx) => desk.release(request.opsOperator, kind, id, tx),
        (c) => ({
          merchantId: c.merchantId,
          action: 'desk.release',
          subjectType: kind,
          subjectId: String(id),
          before: { operatorId: c.operatorId, username: c.username },
          after: null,
        }),
      );
      return ok({ released: true });
    },
  );
}
