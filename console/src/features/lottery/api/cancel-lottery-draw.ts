import { lotteryOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Cancels an open draw with a reason: every line refunded once (`POST /ops/lottery/draws/:id/cancel`). */
export const cancelLotteryDraw = (id: number, reason: string) =>
  opsCall(lotteryOpsApi.cancelLotteryDraw, { reason }, { id });
