import type { FastifyInstance } from 'fastify';
import {
  ok,
  SecurityQuestionAddSchema,
  SecurityQuestionPatchSchema,
  type OpsSecurityQuestion,
  type SecurityQuestionAdd,
  type SecurityQuestionPatch,
} from 'shared-contracts';
import { Type, type Static } from 'typebox';
import type { Db } from '../../../../../infra/db';
import { MerchantQuery, opsKit, opsPermissions } from '../../../../operator';
import type { Merchant } from '../../../../merchants';

const Params = Type.Object({ questionId: Type.Integer({ minimum: 1, maximum: 1_000_000 }) });

/**
 * /ops/security/questions (issue 29, "Settings"): a brand's security questions with how many members chose each
 * (`merchants.read`); add an own question, rename an own one, order any, stop or start offering any
 * (`merchants.configure`), audited `security.questions` with the list before and after. Players choosing a question
 * see the change at the next request; members who chose a question no longer offered keep it.
 */
export default async function securityQuestionOpsRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'merchants.read', write: 'merchants.configure' });
  const { merchantFor, audited } = opsKit(app);
  const admin = app.security.questionAdmin;

  async function change(
    request: Parameters<typeof merchantFor>[0],
    merchant: Merchant,
    work: (tx: Db) => Promise<OpsSecurityQuestion[]>,
  ) {
    const before = await admin.list(merchant.id);
    const after = await audited(request, work, (list) => ({
      merchantId: merchant.id,
      action: 'security.questions',
      subjectType: 'merchant',
      subjectId: merchant.code,
      before: before.map(({ answers: _, ...q }) => q),
      after: list.map(({ answers: _, ...q }) => q),
    }));
    return ok({ list: after });
  }

  app.get<{ Querystring: Static<typeof MerchantQuery> }>(
    '/questions',
    { schema: { querystring: MerchantQuery } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok({ list: await admin.list(merchant.id) });
    },
  );

  app.post<{ Querystring: Static<typeof MerchantQuery>; Body: SecurityQuestionAdd }>(
    '/questions',
    { schema: { querystring: MerchantQuery, body: SecurityQuestionAddSchema } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return change(request, merchant, (tx) => admin.add(merchant.id, request.body.question, tx));
    },
  );

  app.put<{ Params: Static<typeof Params>; Querystring: Static<typeof MerchantQuery>; Body: SecurityQuestionPatch }>(
    '/questions/:questionId',
    { schema: { params: Params, querystring: MerchantQuery, body: SecurityQuestionPatchSchema } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return change(request, merchant, (tx) => admin.update(merchant, request.params.questionId, request.body, tx));
    },
  );
}
