import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { checkDecision, MerchantQuery, opsKit, opsPermissions } from '../../../../operator';

const Username = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
const Review = Type.Object({ status: Type.Union([Type.Literal('A'), Type.Literal('R')]) });

/** /ops/members: the operator's ID-verification review (x-operator-key), of `?merchant=CODE` or the request's merchant. */
export default async function operatorMemberRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { write: 'kyc.decide' });
  const { idVerification } = app;
  const { merchantFor } = opsKit(app);

  app.post<{ Params: Static<typeof Username>; Querystring: Static<typeof MerchantQuery>; Body: Static<typeof Review> }>(
    '/:username/id-verification',
    { schema: { params: Username, querystring: MerchantQuery, body: Review } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      // The desk lists a review by the member's id: refused while another operator has claimed it.
      const member = await app.members.findByUsername(merchant.id, request.params.username);
      if (member) await checkDecision(app, request, 'kyc', merchant, member.id);
      return ok(await idVerification.review(merchant.id, request.params.username, request.body.status));
    },
  );
}
