import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentOpsApi as api, Envelope, ok } from 'shared-contracts';
import type { Static } from 'typebox';
import { readMultipart } from '../../../../../../infra/http/multipart';
import { MerchantQuery, OpsId, opsKit, opsPermissions } from '../../../../../operator';

type Input = Static<typeof api.BannerInputSchema>;
type ById = { Params: Static<typeof OpsId>; Querystring: Static<typeof MerchantQuery> };

/**
 * /ops/content/banners (issue 29, content): a brand's banners by group (`marketing.read`); uploading an image, adding,
 * replacing and deleting a banner (`marketing.write`). `?merchant=CODE` names the brand (else the request's). Each
 * change and its audit entry (`banner.create|update|delete`) commit together; the brand's cached reads are dropped
 * after the commit, so the player site shows the change (inside the banner's window) at its next request.
 */
export default async function bannerRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'marketing.write' });
  const { content } = app;
  const admin = content.bannerAdmin;
  const { merchantFor, audited } = opsKit(app);
  const brand = (request: FastifyRequest<{ Querystring: Static<typeof MerchantQuery> }>) =>
    merchantFor(request, request.query.merchant);

  app.get<{ Querystring: Static<typeof api.BannerListQuerySchema> }>(
    '/',
    { schema: { querystring: api.BannerListQuerySchema, response: { 200: Envelope(api.listBanners.response) } } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok({ list: await admin.list(merchant.id, request.query.group ?? null) });
    },
  );

  // Multipart (field `image`), read after the operator check: stored at once, shown by no banner until one names it.
  app.post<{ Querystring: Static<typeof MerchantQuery> }>(
    '/images',
    { schema: { querystring: MerchantQuery, response: { 200: Envelope(api.uploadBannerImage.response) } } },
    async (request) => {
      const merchant = await brand(request);
      const { files } = await readMultipart(request, ['image'], { fileSize: api.BANNER_IMAGE_MAX_BYTES, files: 1 });
      return ok(await admin.uploadImage(merchant.id, files.image));
    },
  );

  app.post<{ Querystring: Static<typeof MerchantQuery>; Body: Input }>(
    '/',
    {
      schema: {
        querystring: MerchantQuery,
        body: api.BannerInputSchema,
        response: { 200: Envelope(api.createBanner.response) },
      },
    },
    async (request) => {
      const merchant = await brand(request);
      const made = await audited(
        request,
        (tx) => admin.create(merchant.id, request.body, tx),
        (b) => ({
          merchantId: merchant.id,
          action: 'banner.create',
          subjectType: 'banner',
          subjectId: String(b.id),
          before: null,
          after: b,
        }),
      );
      await content.bannersChanged(merchant.id);
      return ok(made);
    },
  );

  app.put<ById & { Body: Input }>(
    '/:id',
    {
      schema: {
        params: OpsId,
        querystring: MerchantQuery,
        body: api.BannerInputSchema,
        response: { 200: Envelope(api.updateBanner.response) },
      },
    },
    async (request) => {
      const merchant = await brand(request);
      const { after } = await audited(
        request,
        (tx) => admin.update(merchant.id, request.params.id, request.body, tx),
        (r) => ({
          merchantId: merchant.id,
          action: 'banner.update',
          subjectType: 'banner',
          subjectId: String(r.after.id),
          before: r.before,
          after: r.after,
        }),
      );
      await content.bannersChanged(merchant.id);
      return ok(after);
    },
  );

  app.delete<ById>(
    '/:id',
    {
      schema: { params: OpsId, querystring: MerchantQuery, response: { 200: Envelope(api.deleteBanner.response) } },
    },
    async (request) => {
      const merchant = await brand(request);
      const gone = await audited(
        request,
        (tx) => admin.remove(merchant.id, request.params.id, tx),
        (b) => ({
          merchantId: merchant.id,
          action: 'banner.delete',
          subjectType: 'banner',
          subjectId: String(b.id),
          before: b,
          after: null,
        }),
      );
      await content.bannersChanged(merchant.id);
      return ok({ id: gone.id });
    },
  );
}
