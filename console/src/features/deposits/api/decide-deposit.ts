import { opsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Approves a bank transfer (credits the member) or rejects it with a reason. */
export function decideDeposit(merchant: string | undefined, id: number, decision: { reason?: string }) {
  return decision.reason === undefined
    ? opsCall(opsApi.approveDeposit, { merchant }, { id })
    : opsCall(opsApi.rejectDeposit, { merchant, reason: decision.reason }, { id });
}
