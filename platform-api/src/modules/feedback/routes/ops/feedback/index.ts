import type { FastifyInstance } from 'fastify';
import { feedbackApi as api, ok, type RequestOf } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { auditActor, MerchantQuery, OpsId, opsKit, opsPermissions, sendPrivateFile } from '../../../../operator';

type Item = { Params: Static<typeof OpsId>; Querystring: Static<typeof MerchantQuery> };
const Image = Type.Object({ id: OpsId.properties.id, n: Type.Integer({ minimum: 1, maximum: 3 }) });

/**
 * /ops/feedback: the players' feedback of `?merchant=CODE` or the request's merchant. The queue and its screenshots
 * (`feedback.read`); answering (a platform message to the player) and closing (`feedback.answer`), each with its
 * audit entry in the same transaction.
 */
export default async function opsFeedbackRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'feedback.read', write: 'feedback.answer' });
  const { feedback } = app;
  const { merchantFor, audited } = opsKit(app);

  app.get<{ Querystring: RequestOf<typeof api.listOpsFeedback> }>(
    '/',
    { schema: { querystring: api.listOpsFeedback.request } },
    async (request) => ok(await feedback.opsList(await merchantFor(request, request.query.merchant), request.query)),
  );

  app.get<{ Params: Static<typeof Image>; Querystring: Static<typeof MerchantQuery> }>(
    '/:id/images/:n',
    { schema: { params: Image, querystring: MerchantQuery } },
    async (request, reply) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return sendPrivateFile(reply, await feedback.image(merchant, request.params.id, request.params.n));
    },
  );

  app.post<Item & { Body: RequestOf<typeof api.answerFeedback> }>(
    '/:id/answer',
    { schema: { params: OpsId, querystring: MerchantQuery, body: api.answerFeedback.request } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const { id } = request.params;
      const done = await audited(
        request,
        (tx) => feedback.answer(merchant, id, request.body.answer, auditActor(request).actor, tx),
        (r) => ({
          merchantId: merchant.id,
          action: 'feedback.answer',
          subjectType: 'feedback',
          subjectId: String(id),
          before: { status: r.before.status, answer: r.before.answer },
          after: { status: r.after.status, answer: r.after.answer, messageId: r.messageId },
        }),
      );
      return ok(await feedback.opsRow(merchant, done.after));
    },
  );

  app.post<Item>(
    '/:id/close',
    { schema: { params: OpsId, querystring: MerchantQuery, body: api.closeFeedback.request } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const { id } = request.params;
      const done = await audited(
        request,
        (tx) => feedback.close(merchant, id, tx),
        (r) => ({
          merchantId: merchant.id,
          action: 'feedback.close',
          subjectType: 'feedback',
          subjectId: String(id),
          before: { status: r.before.status },
          after: { status: r.after.status },
        }),
      );
      return ok(await feedback.opsRow(merchant, done.after));
    },
  );
}
