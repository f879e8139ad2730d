import type { FastifyInstance } from 'fastify';
import { ok, restrictedOpsApi as api } from 'shared-contracts';
import type { Static } from 'typebox';
import { auditActor, MerchantQuery, OpsId, opsKit, opsPermissions } from '../../../../operator';

/**
 * /ops/restricted: the merchant's restricted-persons list (`restricted.read`); add, remove and CSV import
 * (`restricted.manage`), each change audited in its transaction.
 */
export default async function restrictedRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'restricted.read', write: 'restricted.manage' });
  const { restricted } = app;
  const { merchantFor, audited } = opsKit(app);

  app.get<{ Querystring: Static<typeof api.listRestricted.request> }>(
    '/',
    { schema: { querystring: api.listRestricted.request } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok(await restricted.list(merchant.id, request.query));
    },
  );

  app.post<{ Body: Static<typeof api.addRestricted.request> }>(
    '/',
    { schema: { body: api.addRestricted.request } },
    async (request) => {
      const { merchant: code, ...input } = request.body;
      const merchant = await merchantFor(request, code);
      const row = await audited(
        request,
        (tx) => restricted.add(merchant.id, input, auditActor(request).actor, tx),
        (r) => ({
          merchantId: merchant.id,
          action: 'restricted.add',
          subjectType: 'restricted-person',
          subjectId: String(r.id),
          before: null,
          after: { id: r.id, idType: r.idType },
          reason: r.reason,
        }),
      );
      return ok(row);
    },
  );

  app.delete<{ Params: Static<typeof OpsId>; Querystring: Static<typeof MerchantQuery> }>(
    '/:id',
    { schema: { params: OpsId, querystring: MerchantQuery } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const row = await audited(
        request,
        (tx) => restricted.remove(merchant.id, request.params.id, tx),
        (r) => ({
          merchantId: merchant.id,
          action: 'restricted.remove',
          subjectType: 'restricted-person',
          subjectId: String(r.id),
          before: { id: r.id, idType: r.idType },
          after: null,
        }),
      );
      return ok({ id: row.id });
    },
  );

  app.post<{ Body: Static<typeof api.importRestricted.request> }>(
    '/import',
    { schema: { body: api.importRestricted.request } },
    async (request) => {
      const { merchant: code, csv, preview } = request.body;
      const merchant = await merchantFor(request, code);
      const actor = auditActor(request).actor;
      if (preview) return ok(await restricted.importCsv(merchant.id, csv, true, actor));
      const result = await audited(
        request,
        (tx) => restricted.importCsv(merchant.id, csv, false, actor, tx),
        (r) => ({
          merchantId: merchant.id,
          action: 'restricted.import',
          subjectType: 'restricted-list',
          subjectId: merchant.code,
          before: null,
          after: { imported: r.imported, rejected: r.rejected.length },
        }),
      );
      return ok(result);
    },
  );
}
