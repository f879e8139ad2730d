import type { FastifyInstance } from 'fastify';
import { contentPagesOpsApi as api, Envelope, ok } from 'shared-contracts';
import type { Static } from 'typebox';
import { MerchantQuery, opsKit, opsPermissions } from '../../../../../operator';

type ListQuery = Static<typeof api.listHelpSections.request>;
type ByKey = { Params: Static<typeof api.HelpParams>; Querystring: Static<typeof MerchantQuery> };

/**
 * /ops/content/help (issue 29, content): a brand's help-centre sections per language — terms (`terms`, `term`) and
 * privacy (`privacy`) among them — listed (`marketing.read`), added and edited (`marketing.write`; audited
 * `help.create|update`). The language must be one of the brand's; content is sanitised when written.
 */
export default async function helpRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'marketing.write' });
  const { content } = app;
  const admin = content.helpAdmin;
  const { merchantFor, audited } = opsKit(app);
  const subject = (s: { lang: string; key: string }) => `${s.lang}/${s.key}`;

  app.get<{ Querystring: ListQuery }>(
    '/',
    {
      schema: {
        querystring: api.listHelpSections.request,
        response: { 200: Envelope(api.listHelpSections.response) },
      },
    },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok(await admin.list(merchant, request.query.lang));
    },
  );

  app.post<{ Querystring: Static<typeof MerchantQuery>; Body: api.NewHelpSection }>(
    '/',
    {
      schema: {
        querystring: MerchantQuery,
        body: api.NewHelpSectionSchema,
        response: { 200: Envelope(api.createHelpSection.response) },
      },
    },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const made = await audited(
        request,
        (tx) => admin.create(merchant, request.body, tx),
        (s) => ({
          merchantId: merchant.id,
          action: 'help.create',
          subjectType: 'help_section',
          subjectId: subject(s),
          before: null,
          after: s,
        }),
      );
      await content.contentChanged(merchant.id);
      return ok(made);
    },
  );

  app.put<ByKey & { Body: api.HelpSectionInput }>(
    '/:lang/:key',
    {
      schema: {
        params: api.HelpParams,
        querystring: MerchantQuery,
        body: api.HelpSectionInputSchema,
        response: { 200: Envelope(api.updateHelpSection.response) },
      },
    },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const { lang, key } = request.params;
      const { after } = await audited(
        request,
        (tx) => admin.update(merchant, lang, key, request.body, tx),
        (r) => ({
          merchantId: merchant.id,
          action: 'help.update',
          subjectType: 'help_section',
          subjectId: subject(r.after),
          before: r.before,
          after: r.after,
        }),
      );
      await content.contentChanged(merchant.id);
      return ok(after);
    },
  );
}
