import type { FastifyInstance } from 'fastify';
import { ok, playersOpsApi } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { checkDecision, MerchantQuery, opsKit, opsPermissions } from '../../../../operator';

const Username = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
/** `{status: 'A'|'R', reason?}`: the reason is kept in the audit, and a rejection's is told to the player. */
const Review = playersOpsApi.decideKyc.request;

/**
 * /ops/members: the operator's ID-verification review (`kyc.decide`), of `?merchant=CODE` or the request's merchant:
 * the status, the player's platform message and the audit entry in one transaction.
 */
export default async function operatorMemberRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { write: 'kyc.decide' });
  const { idVerification } = app;
  const { merchantFor, audited } = opsKit(app);

  app.post<{ Params: Static<typeof Username>; Querystring: Static<typeof MerchantQuery>; Body: Static<typeof Review> }>(
    '/:username/id-verification',
    { schema: { params: Username, querystring: MerchantQuery, body: Review } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      // The desk lists a review by the member's id: refused while another operator has claimed it.
      const member = await app.members.findByUsername(merchant.id, request.params.username);
      if (member) await checkDecision(app, request, 'kyc', merchant, member.id);
      const { status } = request.body;
      const reason = request.body.reason?.trim();
      const reviewed = await audited(
        request,
        (tx) => idVerification.review(merchant.id, request.params.username, status, reason, tx),
        (r) => ({
          merchantId: merchant.id,
          action: status === 'A' ? 'kyc.approve' : 'kyc.reject',
          subjectType: 'member',
          subjectId: String(r.memberId),
          before: { idVerification: 'P' },
          after: { idVerification: status },
          reason: reason ?? null,
        }),
      );
      return ok({ username: reviewed.username, status: reviewed.status });
    },
  );
}
