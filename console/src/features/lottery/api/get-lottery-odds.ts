import { lotteryOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The brand's odds tables and liability caps (`GET /ops/lottery/odds`). */
export const useLotteryOdds = (merchant: string | undefined) =>
  useOps(lotteryOpsApi.getLotteryOdds, { merchant }, undefined, merchant !== undefined);
