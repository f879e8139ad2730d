import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentPagesOpsApi as api, Envelope, ok } from 'shared-contracts';
import type { Static } from 'typebox';
import { MerchantQuery, OpsId, opsKit, opsPermissions } from '../../../../../operator';

type Input = Static<typeof api.AnnouncementInputSchema>;
type ById = { Params: Static<typeof OpsId>; Querystring: Static<typeof MerchantQuery> };

/**
 * /ops/content/announcements (issue 29, content): a brand's announcements (publicModal: title, HTML content, an
 * optional promotion type, audience A/B/F, window), newest first (`marketing.read`); added, replaced and deleted
 * (`marketing.write`), each with its audit entry (`announcement.create|update|delete`) in one transaction.
 */
export default async function announcementRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'marketing.write' });
  const { content } = app;
  const admin = content.noticeAdmin;
  const { merchantFor, audited } = opsKit(app);
  const brand = (request: FastifyRequest<{ Querystring: Static<typeof MerchantQuery> }>) =>
    merchantFor(request, request.query.merchant);
  const entry = (merchantId: number, action: string, id: number, before: unknown, after: unknown) => ({
    merchantId,
    action: `announcement.${action}`,
    subjectType: 'announcement',
    subjectId: String(id),
    before,
    after,
  });

  app.get<{ Querystring: Static<typeof api.listAnnouncements.request> }>(
    '/',
    {
      schema: {
        querystring: api.listAnnouncements.request,
        response: { 200: Envelope(api.listAnnouncements.response) },
      },
    },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok(await admin.listAnnouncements(merchant.id, request.query));
    },
  );

  app.post<{ Querystring: Static<typeof MerchantQuery>; Body: Input }>(
    '/',
    {
      schema: {
        querystring: MerchantQuery,
        body: api.AnnouncementInputSchema,
        response: { 200: Envelope(api.createAnnouncement.response) },
      },
    },
    async (request) => {
      const merchant = await brand(request);
      const made = await audited(
        request,
        (tx) => admin.createAnnouncement(merchant.id, request.body, tx),
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
        body: api.AnnouncementInputSchema,
        response: { 200: Envelope(api.updateAnnouncement.response) },
      },
    },
    async (request) => {
      const merchant = await brand(request);
      const { after } = await audited(
        request,
        (tx) => admin.updateAnnouncement(merchant.id, request.params.id, request.body, tx),
        (r) => entry(merchant.id, 'update', r.after.id, r.before, r.after),
      );
      await content.contentChanged(merchant.id);
      return ok(after);
    },
  );

  app.delete<ById>(
    '/:id',
    {
      schema: {
        params: OpsId,
        querystring: MerchantQuery,
        response: { 200: Envelope(api.deleteAnnouncement.response) },
      },
    },
    async (request) => {
      const merchant = await brand(request);
      const gone = await audited(
        request,
        (tx) => admin.removeAnnouncement(merchant.id, request.params.id, tx),
        (n) => entry(merchant.id, 'delete', n.id, n, null),
      );
      await content.contentChanged(merchant.id);
      return ok({ id: gone.id });
    },
  );
}
