import type { FastifyInstance } from 'fastify';
import {
  DepositMethodPatchSchema,
  DepositMethodCodeSchema,
  feeOf,
  ok,
  type DepositMethodPatch,
  type OpsDepositMethod,
} from 'shared-contracts';
import type { Static } from 'typebox';
import { invalidField, notFound } from '../../../../../infra/errors/common-errors';
import type { Merchant } from '../../../../merchants';
import { MerchantQuery, opsKit, opsPermissions } from '../../../../operator';

type WithMerchant = { Querystring: Static<typeof MerchantQuery> };

/**
 * /ops/payments/methods (issue 29, money settings): the brand's deposit methods as the console lists them, on or off
 * (`deposits.read`), a change to one and adding a template's method the brand lacks (`merchants.configure`), each
 * audited with the method before and after. The deposit page reads the table on each request: a change is live at
 * once.
 */
export default async function depositMethodRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'deposits.read', write: 'merchants.configure' });
  const { payments } = app;
  const { merchantFor, audited } = opsKit(app);
  const listOf = async (m: Merchant): Promise<OpsDepositMethod[]> =>
    (await payments.allMethods(m.id)).map(({ id: _id, ...method }) => method);
  const one = async (m: Merchant, code: string) => {
    const found = (await listOf(m)).find((x) => x.code === code);
    if (!found) throw notFound(`${m.code} has no deposit method ${code}`);
    return found;
  };

  app.get<WithMerchant>('/methods', { schema: { querystring: MerchantQuery } }, async (request) => {
    const merchant = await merchantFor(request, request.query.merchant);
    const list = await listOf(merchant);
    const missing = payments.methodTemplates().filter((t) => !list.some((m) => m.code === t.code));
    return ok({ list, missing, currency: merchant.currency });
  });

  app.put<WithMerchant & { Params: Static<typeof DepositMethodCodeSchema>; Body: DepositMethodPatch }>(
    '/methods/:code',
    { schema: { params: DepositMethodCodeSchema, querystring: MerchantQuery, body: DepositMethodPatchSchema } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const before = await one(merchant, request.params.code);
      const patch = request.body;
      const min = patch.minAmount ?? before.minAmount;
      const max = patch.maxAmount ?? before.maxAmount;
      if (max < min) throw invalidField('maxAmount', 'maxAmount must be at least minAmount');
      const outside = (patch.presets ?? before.presets).find((p) => p < min || p > max);
      if (outside !== undefined) throw invalidField('presets', `quick amount ${outside} is outside the limits`);
      // A fee that would take a whole deposit of the method's minimum leaves the member nothing.
      const fee = patch.fee ?? before.fee;
      if (feeOf(min, fee) >= min)
        throw invalidField('fee', `the fee on the minimum deposit ${min} would take all of it`);
      if (patch.bank && before.kind !== 'BANK_TRANSFER')
        throw invalidField('bank', 'only a bank transfer has a bank account');
      const name = patch.name?.trim();
      await audited(
        request,
        (tx) => payments.updateMethod(merchant.id, before.code, { ...patch, ...(name ? { name } : {}) }, tx),
        () => ({
          merchantId: merchant.id,
          action: 'deposit.method',
          subjectType: 'deposit-method',
          subjectId: before.code,
          before,
          after: patch,
        }),
      );
      return ok(await one(merchant, before.code));
    },
  );

  app.post<WithMerchant & { Body: Static<typeof DepositMethodCodeSchema> }>(
    '/methods',
    { schema: { querystring: MerchantQuery, body: DepositMethodCodeSchema } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const { code } = request.body;
      if (!payments.methodTemplates().some((t) => t.code === code))
        throw invalidField('code', `no deposit method template ${code}`);
      if ((await listOf(merchant)).some((m) => m.code === code))
        throw invalidField('code', `${merchant.code} offers ${code} already`);
      await audited(
        request,
        (tx) => payments.addMethod(merchant, code, tx),
        () => ({
          merchantId: merchant.id,
          action: 'deposit.method.add',
          subjectType: 'deposit-method',
          subjectId: code,
          before: null,
          after: { code },
        }),
      );
      return ok(await one(merchant, code));
    },
  );
}
