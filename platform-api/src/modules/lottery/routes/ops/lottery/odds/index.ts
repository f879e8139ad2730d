import type { FastifyInstance } from 'fastify';
import { lotteryOpsApi, ok } from 'shared-contracts';
import type { Merchant } from '../../../../../merchants';
import { MerchantQuery, opsKit, opsPermissions } from '../../../../../operator';

const { LotteryOddsChangeSchema } = lotteryOpsApi;

/**
 * /ops/lottery/odds (ADR 0007, issue 29): a brand's odds tables and liability caps (`lottery.read`), and one bet
 * type's odds and cap changed (`PUT`, `lottery.write`, audited `lottery.odds` with the row before and after; a bet
 * type its table does not offer → 400 VALIDATION `field: betType`). Bets placed from then on use the new odds.
 */
export default async function operatorLotteryOddsRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'lottery.read', write: 'lottery.write' });
  const { lottery } = app;
  const { merchantFor, audited } = opsKit(app);

  const answer = async (m: Merchant) => ({
    merchant: m.code,
    currency: m.currency,
    vnPrizeMode: await lottery.vnMode(m.id),
    tables: await lottery.ops.tables(m.id),
  });

  app.get<{ Querystring: { merchant?: string } }>('/', { schema: { querystring: MerchantQuery } }, async (request) =>
    ok(await answer(await merchantFor(request, request.query.merchant))),
  );

  app.put<{ Querystring: { merchant?: string }; Body: lotteryOpsApi.LotteryOddsChange }>(
    '/',
    { schema: { querystring: MerchantQuery, body: LotteryOddsChangeSchema } },
    async (request) => {
      const m = await merchantFor(request, request.query.merchant);
      const { prizeMode, structure, betType, odds, liabilityCap } = request.body;
      await audited(
        request,
        (tx) => lottery.ops.setOdds(m.id, request.body, tx),
        (before) => ({
          merchantId: m.id,
          action: 'lottery.odds',
          subjectType: 'lottery_odds',
          subjectId: `${m.code}:${prizeMode}:${structure}:${betType}`,
          before: { odds: before.odds, liabilityCap: before.liabilityCap },
          after: { odds, liabilityCap },
        }),
      );
      return ok(await answer(m));
    },
  );
}
