import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BRAND_CODE_PATTERN, BrandCreateSchema, BrandSuspensionSchema, ok } from 'shared-contracts';
import type { BrandCreate, BrandSuspension } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { commonError, merchantNotFound } from '../../../../../infra/errors/common-errors';
import { opsKit, opsPermissions } from '../../../../operator';
import { operatorsError } from '../../../../operators';

const Code = Type.Object({ code: Type.String({ pattern: BRAND_CODE_PATTERN, maxLength: 16 }) });

/** The signed-in operator (a session or an API token): brands are opened and suspended by someone. */
function opener(request: FastifyRequest) {
  const o = request.opsOperator;
  if (!o) throw operatorsError('FORBIDDEN', { detail: 'needs an operator session or token' });
  return o;
}

/**
 * /ops/brands (issue 29, merchant onboarding): the brands the operator works for (`merchants.read`), one brand's setup,
 * the new-brand form's choices, a new brand (`brands.create`, audited with what was asked) and a brand's suspension
 * (`brands.suspend`, audited with its reason).
 */
export default async function brandRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'merchants.read', write: 'brands.create' });
  const { brands, merchants } = app;
  const { merchantByCode, audited } = opsKit(app);

  app.get('/', async (request) => {
    const o = opener(request);
    return ok({ list: await brands.list(o.role === 'owner' ? null : o.merchantIds) });
  });

  app.get('/options', async () => ok(brands.options()));

  app.get<{ Params: Static<typeof Code> }>('/:code', { schema: { params: Code } }, async (request) =>
    ok(await brands.detail(await merchantByCode(request, request.params.code))),
  );

  app.post<{ Body: BrandCreate }>('/', { schema: { body: BrandCreateSchema } }, async (request) => {
    const who = opener(request);
    const { startFrom: fromCode } = request.body;
    const startFrom = fromCode ? await merchants.findByCode(fromCode) : null;
    if (fromCode && !startFrom) throw commonError('VALIDATION', { field: 'startFrom', detail: `no brand ${fromCode}` });
    if (startFrom) await merchantByCode(request, startFrom.code); // 403 for a brand the operator does not work for
    const id = await audited(
      request,
      (tx) => brands.create(request.body, startFrom, who, tx),
      (merchantId) => ({
        merchantId,
        action: 'brand.create',
        subjectType: 'merchant',
        subjectId: request.body.code,
        before: null,
        after: request.body,
      }),
    );
    await brands.changed(id);
    const created = await merchants.findById(id);
    if (!created) throw merchantNotFound();
    return ok(await brands.detail(created));
  });

  app.post<{ Params: Static<typeof Code>; Body: BrandSuspension }>(
    '/:code/suspension',
    { config: { opsAccess: 'brands.suspend' }, schema: { params: Code, body: BrandSuspensionSchema } },
    async (request) => {
      const merchant = await merchantByCode(request, request.params.code);
      const { suspended } = request.body;
      const after = await audited(
        request,
        async (tx) => (await brands.setSuspended(merchant.code, suspended, tx)) ?? Promise.reject(merchantNotFound()),
        () => ({
          merchantId: merchant.id,
          action: suspended ? 'brand.suspend' : 'brand.reinstate',
          subjectType: 'merchant',
          subjectId: merchant.code,
          before: { suspended: merchant.suspended },
          after: { suspended },
          reason: request.body.reason.trim(),
        }),
      );
      await brands.changed(merchant.id);
      return ok(await brands.row(after));
    },
  );
}
