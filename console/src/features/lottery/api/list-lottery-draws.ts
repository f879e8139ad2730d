import { lotteryOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** A game's draws (open and upcoming first) with the brand's stakes, and the games (`GET /ops/lottery/draws`). */
export const useLotteryDraws = (query: lotteryOpsApi.LotteryDrawsQuery, enabled = true) =>
  useOps(lotteryOpsApi.listLotteryDraws, query, undefined, enabled);
