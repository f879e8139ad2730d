import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentPagesOpsApi as api, Envelope, ok } from 'shared-contracts';
import type { Static } from 'typebox';
import { MerchantQuery, OpsId, opsKit, opsPermissions } from '../../../../../operator';

type Input = Static<typeof api.NoticeInputSchema>;
type ById = { Params: Static<typeof OpsId>; Querystring: Static<typeof MerchantQuery> };

/**
 * /ops/content/notices (issue 29, content): a brand's notices — the notice bar (PLAYER), popups by audience (POPUP,
 * execution A/B/F) and promotions (PROMOTION) — listed by kind and order (`marketing.read`); added, replaced and
 * deleted (`marketing.write`), each with its audit entry (`notice.create|update|delete`) in one transaction. The
 * brand's cached reads are dropped after the commit, so the player site shows the change at its next request.
 */
export default async function noticeRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'marketing.write' });
  const { content } = app;
  const admin = content.noticeAdmin;
  const { merchantFor, audited } = opsKit(app);
  const brand = (request: FastifyRequest<{ Querystring: Static<typeof MerchantQuery> }>) =>
    merchantFor(request, request.query.merchant);
  const entry = (merchantId: number, action: string, id: number, before: unknown, after: unknown) => ({
    merchantId,
    action: `notice.${action}`,
    subjectType: 'notice',
    subjectId: String(id),
    before,
    after,
  });

  app.get<{ Querystring: Static<typeof api.NoticeListQuerySchema> }>(
    '/',
    { schema: { querystring: api.NoticeListQuerySchema, response: { 200: Envelope(api.listNotices.response) } } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok(await admin.listNotices(merchant.id, request.query));
    },
  );

  app.post<{ Querystring: Static<typeof MerchantQuery>; Body: Input }>(
    '/',
    {
      schema: {
        querystring: MerchantQuery,
        body: api.NoticeInputSchema,
        response: { 200: Envelope(api.createNotice.response) },
      },
    },
    async (request) => {
      const merchant = await brand(request);
      const made = await audited(
        request,
        (tx) => admin.createNotice(merchant.id, request.body, tx),
        (n) => entry(merchant.id, 'create', n.id, null, n),
      );
      await content.contentChanged(merchant.id);
      return ok(made);
    },
  );

  app.put<ById & { Body: Input }>(
    '/:id',
    {
      schema: {
        params: OpsId,
        querystring: MerchantQuery,
        body: api.NoticeInputSchema,
        response: { 200: Envelope(api.updateNotice.response) },
      },
    },
    async (request) => {
      const merchant = await brand(request);
      const { after } = await audited(
        request,
        (tx) => admin.updateNotice(merchant.id, request.params.id, request.body, tx),
        (r) => entry(merchant.id, 'update', r.after.id, r.before, r.after),
      );
      await content.contentChanged(merchant.id);
      return ok(after);
    },
  );

  app.delete<ById>(
    '/:id',
    {
      schema: { params: OpsId, querystring: MerchantQuery, response: { 200: Envelope(api.deleteNotice.response) } },
    },
    async (request) => {
      const merchant = await brand(request);
      const gone = await audited(
        request,
        (tx) => admin.removeNotice(merchant.id, request.params.id, tx),
        (n) => entry(merchant.id, 'delete', n.id, n, null),
      );
      await content.contentChanged(merchant.id);
      return ok({ id: gone.id });
    },
  );
}
