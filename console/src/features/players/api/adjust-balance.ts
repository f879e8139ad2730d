import { makeAdjustment, type RequestOf } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/**
 * Credits (> 0) or debits (< 0) a player's main balance with a reason (`POST /ops/adjustments`): applied at once up to
 * the merchant's four-eyes threshold, else waiting on the money desk for a second operator. The request id makes a
 * retry replay instead of adjusting twice.
 */
export const adjustBalance = (input: RequestOf<typeof makeAdjustment>) => opsCall(makeAdjustment, input);
