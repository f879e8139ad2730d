import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BRAND_CODE_PATTERN,
  BRAND_IMAGE_MAX_BYTES,
  BrandLookSchema,
  ok,
  type BrandLook,
  type BrandLookState,
} from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { merchantNotFound } from '../../../../../infra/errors/common-errors';
import { readMultipart } from '../../../../../infra/http/multipart';
import type { Merchant } from '../../../../merchants';
import { auditActor, opsKit, opsPermissions } from '../../../../operator';

const Code = Type.Object({ code: Type.String({ pattern: BRAND_CODE_PATTERN, maxLength: 16 }) });
const Revert = Type.Object(
  { version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);

/**
 * /ops/brands/:code/look (issue 29, the brand editor): the live look and the published ones (`merchants.read`);
 * publishing a look and reverting to an earlier one (`merchants.configure`), each checked for WCAG AA contrast,
 * audited with the look before and after, and live at the next request on every API process. A logo or favicon is
 * uploaded first (`/look/images`, multipart, read after the operator check) and named by the look it is published in.
 */
export default async function brandLookRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'merchants.read', write: 'merchants.configure' });
  const { merchants } = app;
  const { merchantByCode, audited } = opsKit(app);

  async function state(m: Merchant): Promise<BrandLookState> {
    const history = await merchants.lookHistory(m.id);
    return {
      code: m.code,
      look: { name: m.name, theme: m.theme },
      mainDomain: m.mainDomain,
      history: history.map((v) => ({ ...v, publishedAt: new Date(v.publishedAt).toISOString() })),
    };
  }

  /** Runs a publish in an audited transaction, drops the caches, and answers the new state. */
  async function published(
    request: FastifyRequest,
    m: Merchant,
    action: string,
    work: (tx: Parameters<Parameters<typeof audited>[1]>[0], by: string) => Promise<{ version: number }>,
  ) {
    const by = auditActor(request).actor;
    await audited(
      request,
      (tx) => work(tx, by),
      (after) => ({
        merchantId: m.id,
        action,
        subjectType: 'merchant',
        subjectId: m.code,
        before: { name: m.name, theme: m.theme },
        after,
      }),
    );
    await merchants.changed(m.id);
    const fresh = await merchants.findById(m.id);
    if (!fresh) throw merchantNotFound();
    return ok(await state(fresh));
  }

  app.get<{ Params: Static<typeof Code> }>('/:code/look', { schema: { params: Code } }, async (request) =>
    ok(await state(await merchantByCode(request, request.params.code))),
  );

  app.post<{ Params: Static<typeof Code>; Body: BrandLook }>(
    '/:code/look',
    { schema: { params: Code, body: BrandLookSchema } },
    async (request) => {
      const m = await merchantByCode(request, request.params.code);
      return published(request, m, 'brand.look.publish', (tx, by) => merchants.publishLook(m, request.body, by, tx));
    },
  );

  app.post<{ Params: Static<typeof Code>; Body: Static<typeof Revert> }>(
    '/:code/look/revert',
    { schema: { params: Code, body: Revert } },
    async (request) => {
      const m = await merchantByCode(request, request.params.code);
      return published(request, m, 'brand.look.revert', (tx, by) =>
        merchants.revertLook(m, request.body.version, by, tx),
      );
    },
  );

  app.post<{ Params: Static<typeof Code> }>('/:code/look/images', { schema: { params: Code } }, async (request) => {
    const m = await merchantByCode(request, request.params.code);
    const { files } = await readMultipart(request, ['image'], { fileSize: BRAND_IMAGE_MAX_BYTES, files: 1 });
    return ok(await merchants.uploadBrandImage(m.id, files.image));
  });
}
