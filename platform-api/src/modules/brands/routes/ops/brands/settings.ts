import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BRAND_CODE_PATTERN, brandSettingsOpsApi as api, ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import type { Db } from '../../../../../infra/db';
import type { Merchant } from '../../../../merchants';
import { opsKit, opsPermissions } from '../../../../operator';

const code = Type.String({ pattern: BRAND_CODE_PATTERN, maxLength: 16 });
const Code = Type.Object({ code });
const ModParams = Type.Object({ code, modId: Type.String({ pattern: '^[A-Z0-9_]{1,40}$' }) });
const FieldParams = Type.Object({ code, field: Type.String({ pattern: '^[A-Za-z]{1,40}$' }) });
const TypeParams = Type.Object({ code, type: Type.String({ pattern: api.RESOURCE_TYPE_PATTERN }) });
const Toggle = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });

type Settings = api.BrandSettings;

/**
 * /ops/brands/:code/settings (issue 29, "Settings"): a brand's whitelabel modules, registration rules, login and
 * security options, customer service and resources (`merchants.read`), each changed with `merchants.configure`:
 * validated by the merchants module, audited `brand.settings.<area>` with the part before and after, and live on the
 * player site at the next request (the merchant cache is dropped in every process after the commit).
 */
export default async function brandSettingsRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'merchants.read', write: 'merchants.configure' });
  const { merchants } = app;
  const { merchantByCode, audited } = opsKit(app);

  /** Runs one change with its audit entry (the area's part before and after), drops the cache, answers the settings. */
  async function change(
    request: FastifyRequest,
    area: string,
    part: (s: Settings) => unknown,
    work: (m: Merchant, tx: Db) => Promise<void>,
  ) {
    const m = await merchantByCode(request, (request.params as { code: string }).code);
    const before = await merchants.brandSettings(m.id);
    const after = await audited(
      request,
      async (tx) => {
        await work(m, tx);
        return merchants.brandSettings(m.id, tx);
      },
      (s) => ({
        merchantId: m.id,
        action: `brand.settings.${area}`,
        subjectType: 'merchant',
        subjectId: m.code,
        before: part(before),
        after: part(s),
      }),
    );
    await merchants.changed(m.id);
    return ok(after);
  }

  app.get<{ Params: Static<typeof Code> }>('/:code/settings', { schema: { params: Code } }, async (request) => {
    const m = await merchantByCode(request, request.params.code);
    return ok(await merchants.brandSettings(m.id));
  });

  app.put<{ Params: Static<typeof ModParams>; Body: Static<typeof Toggle> }>(
    '/:code/settings/modules/:modId',
    { schema: { params: ModParams, body: Toggle } },
    (request) => {
      const { modId } = request.params;
      const find = (s: Settings) =>
        s.modules
          .flatMap((g) => [{ modId: g.modId, enabled: g.enabled }, ...g.children])
          .find((x) => x.modId === modId);
      return change(request, 'modules', find, (m, tx) =>
        merchants.setModuleSetting(m, modId, request.body.enabled, tx),
      );
    },
  );

  app.put<{ Params: Static<typeof FieldParams>; Body: api.RulePatch }>(
    '/:code/settings/register-rules/:field',
    { schema: { params: FieldParams, body: api.RulePatchSchema } },
    (request) => {
      const { field } = request.params;
      return change(
        request,
        'register',
        (s) => s.registerRules.find((r) => r.field === field),
        (m, tx) => merchants.setRegisterRule(m, field, request.body, tx),
      );
    },
  );

  app.put<{ Params: Static<typeof Code>; Body: api.SecuritySettings }>(
    '/:code/settings/security',
    { schema: { params: Code, body: api.SecuritySettingsSchema } },
    (request) =>
      change(
        request,
        'security',
        (s) => s.security,
        (m, tx) => merchants.setSecurity(m, request.body, tx),
      ),
  );

  app.put<{ Params: Static<typeof Code>; Body: api.CustomerServiceSettings }>(
    '/:code/settings/customer-service',
    { schema: { params: Code, body: api.CustomerServiceSettingsSchema } },
    (request) =>
      change(
        request,
        'customer-service',
        (s) => s.customerService,
        (m, tx) => merchants.setCustomerService(m, request.body, tx),
      ),
  );

  const resourceOf = (type: string) => (s: Settings) => s.resources.find((r) => r.resourceType === type) ?? null;

  app.put<{ Params: Static<typeof TypeParams>; Body: api.ResourcePatch }>(
    '/:code/settings/resources/:type',
    { schema: { params: TypeParams, body: api.ResourcePatchSchema } },
    (request) =>
      change(request, 'resources', resourceOf(request.params.type), (m, tx) =>
        merchants.putResource(m, request.params.type, request.body, tx),
      ),
  );

  app.delete<{ Params: Static<typeof TypeParams> }>(
    '/:code/settings/resources/:type',
    { schema: { params: TypeParams } },
    (request) =>
      change(request, 'resources', resourceOf(request.params.type), (m, tx) =>
        merchants.deleteResource(m, request.params.type, tx),
      ),
  );
}
