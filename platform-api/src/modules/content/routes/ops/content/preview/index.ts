import type { FastifyInstance } from 'fastify';
import { contentPagesOpsApi as api, Envelope, ok } from 'shared-contracts';
import type { Static } from 'typebox';
import { MerchantQuery, opsKit, opsPermissions } from '../../../../../operator';

/**
 * POST /ops/content/preview (issue 29, content): the HTML an operator is writing as the server would store it and the
 * player site show it (sanitised: no scripts, event handlers or `javascript:` URLs), without saving anything
 * (`marketing.write`: only those who may write need it).
 */
export default async function previewRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'marketing.write' });
  const { merchantFor } = opsKit(app);
  app.post<{ Querystring: Static<typeof MerchantQuery>; Body: Static<typeof api.previewContent.request> }>(
    '/',
    {
      schema: {
        querystring: MerchantQuery,
        body: api.previewContent.request,
        response: { 200: Envelope(api.previewContent.response) },
      },
    },
    async (request) => {
      await merchantFor(request, request.query.merchant);
      return ok({ content: app.content.preview(request.body.content) });
    },
  );
}
