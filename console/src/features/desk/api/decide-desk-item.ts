import {
  approveWithdrawal,
  DESK_KINDS,
  escalateWithdrawal,
  holdWithdrawal,
  opsApi,
  playersOpsApi,
  rejectWithdrawal,
  approveAdjustment,
  rejectAdjustment,
  type DeskItem,
  type WithdrawalReviewCode,
} from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** A decision on an inbox item: approve, or reject with a reason (withdrawals: a coded reason and a note). */
export type DeskDecision =
  | { action: 'approve' }
  | { action: 'reject'; reason: string; code?: WithdrawalReviewCode }
  | { action: 'hold' | 'escalate'; code: WithdrawalReviewCode; note?: string }
  | { action: 'resolve'; outcome: 'RECEIVED' | 'RETURNED'; reason: string };

/** Sends a decision to the queue the item belongs to (each kind's own /ops route, which checks the desk's claims). */
export function decideItem(item: DeskItem, d: DeskDecision): Promise<unknown> {
  const m = { merchant: item.merchant };
  const p = { id: item.id };
  const reason = d.action === 'reject' ? d.reason : '';
  switch (item.kind satisfies (typeof DESK_KINDS)[number]) {
    case 'deposit':
      return d.action === 'approve'
        ? opsCall(opsApi.approveDeposit, m, p)
        : opsCall(opsApi.rejectDeposit, { ...m, reason }, p);
    case 'withdrawal':
    case 'dispute':
      if (d.action === 'approve') return opsCall(approveWithdrawal, m, p);
      if (d.action === 'hold' || d.action === 'escalate')
        return opsCall(
          d.action === 'hold' ? holdWithdrawal : escalateWithdrawal,
          { ...m, code: d.code, note: d.note },
          p,
        );
      if (d.action === 'resolve')
        return opsCall(opsApi.resolveWithdrawal, { ...m, outcome: d.outcome, reason: d.reason }, p);
      return opsCall(
        rejectWithdrawal,
        d.code ? { ...m, code: d.code, note: reason || undefined } : { ...m, reason },
        p,
      );
    case 'promotion':
      return d.action === 'approve'
        ? opsCall(opsApi.approvePromotionApplication, m, p)
        : opsCall(opsApi.rejectPromotionApplication, { ...m, reason }, p);
    case 'redemption':
      return d.action === 'approve'
        ? opsCall(opsApi.approveRedemption, m, p)
        : opsCall(opsApi.rejectRedemption, { ...m, reason }, p);
    case 'adjustment':
      return d.action === 'approve' ? opsCall(approveAdjustment, m, p) : opsCall(rejectAdjustment, { ...m, reason }, p);
    case 'kyc':
      return opsCall(
        playersOpsApi.decideKyc,
        { ...m, status: d.action === 'approve' ? 'A' : 'R', reason: reason || undefined },
        { username: item.member ?? '' },
      );
  }
}
