import type { WithdrawalReview } from 'shared-contracts';
import type { Merchant } from '../merchants';
import type { OpsActor } from '../operator';
import { withdrawalsError } from './errors';
import { audited, decideWithdrawal, type OperatorWithdrawal } from './withdrawal-decisions';
import type { WithdrawalRow } from './withdrawal-repository';
import { turnover, type WithdrawalDeps } from './withdrawal-request';

/** Who approves: the signed-in operator (null for the shared key: no person) and the audit's actor. */
export interface Approver {
  operatorId: number | null;
  username: string;
  actor: OpsActor;
}

async function pending(deps: WithdrawalDeps, merchant: Merchant, id: number): Promise<WithdrawalRow> {
  const w = await deps.withdrawals.find(merchant.id, id);
  if (!w) throw withdrawalsError('WITHDRAWAL_NOT_FOUND', { detail: `no withdrawal ${id}` });
  if (w.status !== 'PENDING')
    throw withdrawalsError('WITHDRAWAL_NOT_PENDING', { detail: `withdrawal ${id} is ${w.status}` });
  return w;
}

const username = async (deps: WithdrawalDeps, merchant: Merchant, w: WithdrawalRow) =>
  (await deps.members.usernames(merchant.id, [w.memberId])).get(w.memberId) ?? null;

/**
 * Holds or escalates a PENDING withdrawal with a coded reason (a label of the pending state: no money moves, it can
 * still be approved or rejected), audited as `withdrawal.hold` / `withdrawal.escalate`. A later hold or escalation
 * replaces the label.
 */
export async function reviewWithdrawal(
  deps: WithdrawalDeps,
  merchant: Merchant,
  id: number,
  state: 'HELD' | 'ESCALATED',
  r: WithdrawalReview,
  actor: OpsActor,
): Promise<OperatorWithdrawal> {
  const w = await pending(deps, merchant, id);
  const name = await username(deps, merchant, w);
  return deps.db.transaction(async (tx) => {
    const done = await deps.withdrawals.setReview(id, { state, code: r.code, note: r.note?.trim() ?? null }, tx);
    if (!done) throw withdrawalsError('WITHDRAWAL_NOT_PENDING', { detail: `withdrawal ${id} is not pending` });
    const action = state === 'HELD' ? 'withdrawal.hold' : 'withdrawal.escalate';
    return audited(deps, { merchant, actor, action, username: name }, w, done, tx);
  });
}

/**
 * An operator's approval. Up to the merchant's four-eyes threshold it pays the withdrawal. Above it, two different
 * signed-in operators approve: the first approval is recorded (`withdrawal.approve.first`, the withdrawal stays
 * PENDING, `awaitingSecondApproval`), the same operator again is FOUR_EYES_SAME_OPERATOR, another operator's approval
 * pays it. The shared operator key names no person, so above the threshold it gives neither approval
 * (FOUR_EYES_OPERATOR_REQUIRED).
 */
export async function approveWithdrawal(
  deps: WithdrawalDeps,
  merchant: Merchant,
  id: number,
  approver: Approver,
): Promise<OperatorWithdrawal> {
  const w = await pending(deps, merchant, id);
  const { fourEyesThreshold } = await deps.settings.get(merchant);
  if (w.amount <= fourEyesThreshold) return decideWithdrawal(deps, merchant, id, { action: 'approve' }, approver.actor);
  if (approver.operatorId === null)
    throw withdrawalsError('FOUR_EYES_OPERATOR_REQUIRED', { threshold: fourEyesThreshold });
  if (w.firstApprovedBy === approver.operatorId)
    throw withdrawalsError('FOUR_EYES_SAME_OPERATOR', { firstApprovedBy: w.firstApprovedName });
  if (w.firstApprovedBy !== null) return decideWithdrawal(deps, merchant, id, { action: 'approve' }, approver.actor);
  const name = await username(deps, merchant, w);
  const operator = { id: approver.operatorId, name: approver.username };
  return deps.db.transaction(async (tx) => {
    const done = await deps.withdrawals.firstApproval(id, operator, tx);
    // Another operator's first approval (or a decision) won the race: look again.
    if (!done) throw withdrawalsError('WITHDRAWAL_NOT_PENDING', { detail: `withdrawal ${id} changed, try again` });
    const entry = { merchant, actor: approver.actor, action: 'withdrawal.approve.first', username: name };
    return audited(deps, entry, w, done, tx);
  });
}

/**
 * What the operator weighs before deciding a withdrawal: the turnover position as the withdrawal check computes it
 * (the last credited deposit × the merchant's multiple, plus unfinished bonuses), the bonuses still running, the
 * member's last 10 deposits and withdrawals, and the identity-verification state.
 */
export async function withdrawalSignals(deps: WithdrawalDeps, merchant: Merchant, id: number) {
  const w = await deps.withdrawals.find(merchant.id, id);
  if (!w) throw withdrawalsError('WITHDRAWAL_NOT_FOUND', { detail: `no withdrawal ${id}` });
  const s = await deps.settings.get(merchant);
  const [t, last, bonuses, deposits, withdrawals, kyc, name] = await Promise.all([
    turnover(deps, w.memberId, s),
    deps.lastDeposit(w.memberId),
    Promise.all(deps.turnoverSources.map((source) => source(w.memberId))),
    deps.recentDeposits(w.memberId, 10),
    deps.withdrawals.listByMember(w.memberId, { limit: 10, offset: 0 }),
    deps.members.idVerificationStatus(w.memberId),
    username(deps, merchant, w),
  ]);
  return {
    withdrawalId: w.id,
    member: name,
    turnover: { ...t, since: last?.creditedAt.toISOString() ?? null },
    bonuses: bonuses.flat().filter((b) => b.done < b.required),
    deposits,
    withdrawals: withdrawals.rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    kyc: kyc ?? 'N',
  };
}
