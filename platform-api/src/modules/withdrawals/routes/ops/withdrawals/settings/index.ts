import type { FastifyInstance } from 'fastify';
import { feeOf, ok, WithdrawalRulesSchema, type WithdrawalRules } from 'shared-contracts';
import type { Static } from 'typebox';
import { invalidField } from '../../../../../../infra/errors/common-errors';
import { MerchantQuery, opsKit, opsPermissions } from '../../../../../operator';

/**
 * /ops/withdrawals/settings (issue 29, money settings): the brand's withdrawal rules — limits, a day's count, the
 * turnover multiple, auto-received minutes, bank accounts per member, the four-eyes threshold and the fee. Finance reads them; an
 * admin (or the owner) sets them all at once, audited with the rules before and after. Withdrawals read the table on
 * each request: a change applies to the next one.
 */
export default async function withdrawalSettingsRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'withdrawals.read', write: 'merchants.configure' });
  const { settings } = app.withdrawals;
  const { merchantFor, audited } = opsKit(app);
  const rulesOf = async (merchant: Parameters<typeof settings.get>[0]): Promise<WithdrawalRules> => {
    const s = await settings.get(merchant);
    return {
      minAmount: s.minAmount,
      maxAmount: s.maxAmount,
      dailyCount: s.dailyCount,
      turnoverMultiple: s.turnoverMultiple,
      autoReceivedMinutes: s.autoReceivedMinutes,
      maxBankAccounts: s.maxBankAccounts,
      fourEyesThreshold: s.fourEyesThreshold,
      feeBps: s.feeBps,
      feeFixed: s.feeFixed,
      feeMax: s.feeMax,
    };
  };

  app.get<{ Querystring: Static<typeof MerchantQuery> }>(
    '/',
    { schema: { querystring: MerchantQuery } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok({ rules: await rulesOf(merchant), currency: merchant.currency });
    },
  );

  app.put<{ Querystring: Static<typeof MerchantQuery>; Body: WithdrawalRules }>(
    '/',
    { schema: { querystring: MerchantQuery, body: WithdrawalRulesSchema } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const rules = { ...request.body, turnoverMultiple: Math.round(request.body.turnoverMultiple * 100) / 100 };
      if (rules.maxAmount < rules.minAmount) throw invalidField('maxAmount', 'maxAmount must be at least minAmount');
      if (feeOf(rules.minAmount, rules) >= rules.minAmount)
        throw invalidField('feeFixed', 'the fee would take the whole of a withdrawal of the minimum amount');
      const before = await rulesOf(merchant);
      await audited(
        request,
        (tx) => settings.set(merchant.id, rules, tx),
        () => ({
          merchantId: merchant.id,
          action: 'withdrawal.settings',
          subjectType: 'merchant',
          subjectId: merchant.code,
          before,
          after: rules,
        }),
      );
      return ok({ rules: await rulesOf(merchant), currency: merchant.currency });
    },
  );
}
