import { lotteryOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Changes one bet type's odds and liability cap of the brand (`PUT /ops/lottery/odds`). */
export const setLotteryOdds = (merchant: string, change: lotteryOpsApi.LotteryOddsChange) =>
  opsCall(lotteryOpsApi.setLotteryOdds, { ...change, merchant });
