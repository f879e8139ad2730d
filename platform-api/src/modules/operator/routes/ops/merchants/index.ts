import type { FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { auditActor, opsKit, opsPermissions } from '../../../ops-kit';
import type { MerchantSummary } from '../../../operator-service';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';

const Code = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) });
const CodeAndRemote = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32 }),
  name: Type.String({ minLength: 1, maxLength: 32 }),
});
const Enabled = Type.Object({ enabled: Type.Boolean() });
const On = Type.Object({ on: Type.Boolean() });
const CodeAndProvider = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32 }),
  provider: Type.String({ minLength: 1, maxLength: 32 }),
});
const Url = Type.Union([Type.String({ maxLength: 2048 }), Type.Null()]);
const SocialPatch = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    issuer: Type.Optional(Url),
    authorizationEndpoint: Type.Optional(Url),
    tokenEndpoint: Type.Optional(Url),
    userinfoEndpoint: Type.Optional(Url),
    jwksUri: Type.Optional(Url),
    clientId: Type.Optional(Type.String({ maxLength: 512 })),
    clientSecret: Type.Optional(Type.String({ maxLength: 1024 })),
    scopes: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  },
  { additionalProperties: false },
);

/** A brand change (the merchants module's ThemePatch); token names and values are checked there, with clear messages. */
const ThemeBody = Type.Object(
  {
    reset: Type.Optional(Type.Boolean()),
    tokens: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), Type.Union([Type.String({ maxLength: 256 }), Type.Null()])),
    ),
    logoUrl: Type.Optional(Type.String({ maxLength: 2048 })),
    faviconUrl: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false },
);

/** /ops/merchants: operator actions (an operator session or API token, as every /ops route: authenticateOpsRoutes). */
export default async function operatorRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'merchants.read', write: 'merchants.configure' });
  const ops = app.operator;
  const { merchantFor } = opsKit(app);
  // Every route names its merchant in the path: 404 MERCHANT_NOT_FOUND, or 403 FORBIDDEN for an operator who does not
  // work for it.
  app.addHook('preHandler', async (request) => {
    await merchantFor(request, (request.params as { code: string }).code);
  });

  app.get<{ Params: Static<typeof Code> }>('/:code', { schema: { params: Code } }, async (request) =>
    ok(await ops.show(request.params.code)),
  );

  /** Makes a change and writes its audit entry (who, the merchant, what was asked for; never a secret's value). */
  const changed = async (
    request: FastifyRequest<{ Params: { code: string } }>,
    action: string,
    asked: unknown,
    change: () => Promise<MerchantSummary>,
  ) => {
    const summary = await change();
    const merchant = await app.merchants.findByCode(request.params.code);
    await ops.audit({
      ...auditActor(request),
      merchantId: merchant?.id ?? null,
      action: `merchant.${action}`,
      subjectType: 'merchant',
      subjectId: request.params.code,
      before: null,
      after: asked,
    });
    return ok(summary);
  };

  app.post<{ Params: Static<typeof CodeAndRemote>; Body: Static<typeof Enabled> }>(
    '/:code/remotes/:name',
    { schema: { params: CodeAndRemote, body: Enabled } },
    async (request) =>
      changed(request, 'remote', { remote: request.params.name, ...request.body }, () =>
        ops.setRemote(request.params.code, request.params.name, request.body.enabled),
      ),
  );

  app.post<{ Params: Static<typeof Code>; Body: Static<typeof On> }>(
    '/:code/maintenance',
    { schema: { params: Code, body: On } },
    async (request) =>
      changed(request, 'maintenance', request.body, () =>
        ops.setFlag(request.params.code, 'maintenance', request.body.on),
      ),
  );

  app.post<{ Params: Static<typeof Code>; Body: Static<typeof On> }>(
    '/:code/region-restriction',
    { schema: { params: Code, body: On } },
    async (request) =>
      changed(request, 'region-restriction', request.body, () =>
        ops.setFlag(request.params.code, 'region_restriction', request.body.on),
      ),
  );

  app.post<{ Params: Static<typeof Code>; Body: Static<typeof ThemeBody> }>(
    '/:code/theme',
    { schema: { params: Code, body: ThemeBody } },
    async (request) => changed(request, 'theme', request.body, () => ops.setTheme(request.params.code, request.body)),
  );

  app.post<{ Params: Static<typeof CodeAndProvider>; Body: Static<typeof SocialPatch> }>(
    '/:code/social/:provider',
    { schema: { params: CodeAndProvider, body: SocialPatch } },
    async (request) => {
      const { clientSecret, ...rest } = request.body;
      const asked = { provider: request.params.provider, ...rest, ...(clientSecret ? { clientSecret: 'set' } : {}) };
      return changed(request, 'social', asked, () =>
        ops.setSocial(request.params.code, request.params.provider, request.body),
      );
    },
  );
}
