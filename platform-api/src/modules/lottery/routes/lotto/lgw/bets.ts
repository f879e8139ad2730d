import type { FastifyInstance } from 'fastify';
import { lotteryApi } from 'shared-contracts/lottery';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** The member's lottery bets: placing a slip (real accounts only: a trial gets TRIAL_FORBIDDEN) and the list. */
export default async function lotteryBetRoutes(app: FastifyInstance): Promise<void> {
  const { lottery } = app;

  registerEndpoint(
    app,
    lotteryApi.placeBets,
    ({ input, request, merchant }) => lottery.placeBets(merchant, request.auth!.memberId, input),
    { realAccount: true },
  );
  registerEndpoint(app, lotteryApi.listMyBets, ({ input, request }) => lottery.myBets(request.auth!.memberId, input));
}
