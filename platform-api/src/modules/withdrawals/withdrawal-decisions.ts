import type { Withdrawal, WithdrawalStatus } from 'shared-contracts';
import { checkImage } from '../../infra/http/image-type';
import type { UploadedFile } from '../../infra/http/multipart';
import type { Db } from '../../infra/db';
import type { Merchant } from '../merchants';
import { whoOf, type OpsActor, type OpsDecision } from '../operator';
import { moneyPostings } from '../wallet';
import { withdrawalsError } from './errors';
import { defaultSettings } from './settings-repository';
import { WITHDRAW_CHANNEL, type WithdrawalDeps } from './withdrawal-request';
import { withdrawalView, type WithdrawalRow } from './withdrawal-repository';

/** A withdrawal as the operator sees it (and as the audit keeps it before and after a decision). */
export interface OperatorWithdrawal extends Withdrawal {
  memberId: number;
  username: string | null;
  payeeName: string;
  /** The full account number: the operator pays it. */
  accountNumber: string;
  /** The review of a PENDING one: HELD or ESCALATED with its code and note; a rejection's code. */
  review: 'HELD' | 'ESCALATED' | null;
  reviewCode: string | null;
  reviewNote: string | null;
  rejectCode: string | null;
  /** Approved once above the four-eyes threshold, by this operator: a second operator's approval pays it. */
  firstApprovedBy: string | null;
  awaitingSecondApproval: boolean;
}

const view = (w: WithdrawalRow, username: string | null): OperatorWithdrawal => ({
  ...withdrawalView(w),
  memberId: w.memberId,
  username,
  payeeName: w.payeeName,
  accountNumber: w.accountNumber,
  review: w.reviewState,
  reviewCode: w.reviewCode,
  reviewNote: w.reviewNote,
  rejectCode: w.rejectCode,
  firstApprovedBy: w.firstApprovedName,
  awaitingSecondApproval: w.status === 'PENDING' && w.firstApprovedBy !== null,
});

/** GET /ops/withdrawals: the merchant's withdrawals of a status (oldest first), with usernames. */
export async function listForOperator(deps: WithdrawalDeps, merchant: Merchant, status: WithdrawalStatus, limit = 100) {
  const rows = await deps.withdrawals.listByStatus(merchant.id, status, limit);
  const names = await deps.members.usernames(merchant.id, [...new Set(rows.map((r) => r.memberId))]);
  return rows.map((r) => view(r, names.get(r.memberId) ?? null));
}

/** Writes the operator's audit entry of a withdrawal moving from `before` to `after` (in `tx`); answers `after`'s view. */
export async function audited(
  deps: WithdrawalDeps,
  o: { merchant: Merchant; actor: OpsActor; action: string; username: string | null; reason?: string | null },
  before: WithdrawalRow,
  after: WithdrawalRow,
  tx: Db,
): Promise<OperatorWithdrawal> {
  const shown = view(after, o.username);
  await deps.audit(
    {
      ...whoOf(o.actor),
      merchantId: o.merchant.id,
      action: o.action,
      reason: o.reason ?? null,
      subjectType: 'withdrawal',
      subjectId: String(before.id),
      before: view(before, o.username),
      after: shown,
    },
    tx,
  );
  return shown;
}

/** Approve, or reject with a reason (and the review's code when the rejection was coded). */
export type WithdrawalDecision = OpsDecision | { action: 'reject'; reason: string; code: string };

/**
 * The operator's decision on a PENDING withdrawal, in one transaction: `UPDATE … WHERE status =
 * 'PENDING'` (the loser of concurrent decisions waits, finds nothing pending: WITHDRAWAL_NOT_PENDING),
 * the posting — approve: held → the bank's clearing account (`withdraw-pay:<id>`), PAID; reject: held →
 * main (`withdraw-refund:<id>`), REJECTED with the reason —, the member's message and the audit entry.
 */
export async function decideWithdrawal(
  deps: WithdrawalDeps,
  merchant: Merchant,
  id: number,
  decision: WithdrawalDecision,
  actor: OpsActor,
): Promise<OperatorWithdrawal> {
  const w = await deps.withdrawals.find(merchant.id, id);
  if (!w) throw withdrawalsError('WITHDRAWAL_NOT_FOUND', { detail: `no withdrawal ${id}` });
  if (w.status !== 'PENDING')
    throw withdrawalsError('WITHDRAWAL_NOT_PENDING', { detail: `withdrawal ${id} is ${w.status}` });
  const username = (await deps.members.usernames(merchant.id, [w.memberId])).get(w.memberId) ?? null;
  const accounts = await deps.wallet.moneyAccounts(merchant, w.memberId, WITHDRAW_CHANNEL);
  const approve = decision.action === 'approve';
  return deps.db.transaction(async (tx) => {
    const reason = approve ? null : decision.reason;
    const rejectCode = decision.action === 'reject' && 'code' in decision ? decision.code : null;
    const done = await deps.withdrawals.move(
      id,
      'PENDING',
      approve ? 'PAID' : 'REJECTED',
      { reason, rejectCode, stamp: 'decided_at' },
      tx,
    );
    if (!done) throw withdrawalsError('WITHDRAWAL_NOT_PENDING', { detail: `withdrawal ${id} is not pending` });
    await deps.wallet.post(
      approve
        ? moneyPostings.withdrawPay(accounts, id, done.amount, done.fee)
        : moneyPostings.withdrawRefund(accounts, id, done.amount),
      tx,
    );
    const params = {
      withdrawalId: id,
      amount: done.amount,
      currency: done.currency,
      ...(reason ? { note: reason } : {}),
    };
    await deps.inbox.notify(
      done.memberId,
      { kind: approve ? 'withdrawal_approved' : 'withdrawal_rejected', params },
      tx,
    );
    return audited(deps, { merchant, actor, action: `withdrawal.${decision.action}`, username }, w, done, tx);
  });
}

/**
 * The player's confirmation of one of its PAID withdrawals with a proof image (present, ≤ 5,242,880
 * bytes, jpeg/png by content): RECEIVED, or NOT_RECEIVED → DISPUTED for the operator. Once: `UPDATE …
 * WHERE status = 'PAID'` (else WITHDRAWAL_NOT_PAID). No money moves: it was paid out on approval.
 */
export async function confirmWithdrawal(
  deps: WithdrawalDeps,
  merchant: Merchant,
  memberId: number,
  input: { id: number; result: 'RECEIVED' | 'NOT_RECEIVED' },
  proof: UploadedFile | undefined,
): Promise<Withdrawal> {
  const w = await deps.withdrawals.find(merchant.id, input.id);
  if (!w || w.memberId !== memberId) throw withdrawalsError('WITHDRAWAL_NOT_FOUND', { field: 'id' });
  if (w.status !== 'PAID')
    throw withdrawalsError('WITHDRAWAL_NOT_PAID', { detail: `withdrawal ${w.id} is ${w.status}` });
  if (!proof) throw withdrawalsError('PROOF_REQUIRED', { field: 'proof' });
  const image = checkImage(proof, {
    tooLarge: () => withdrawalsError('PROOF_IMAGE_TOO_LARGE', { field: 'proof' }),
    badType: () => withdrawalsError('PROOF_IMAGE_TYPE', { field: 'proof' }),
  });
  const to = input.result === 'RECEIVED' ? 'RECEIVED' : 'DISPUTED';
  const done = await deps.db.transaction(async (tx) => {
    const moved = await deps.withdrawals.move(w.id, 'PAID', to, { stamp: 'confirmed_at' }, tx);
    if (!moved) throw withdrawalsError('WITHDRAWAL_NOT_PAID', { detail: `withdrawal ${w.id} is no longer PAID` });
    await deps.withdrawals.saveProof(w.id, image, proof.filename || null, tx);
    return moved;
  });
  return withdrawalView(done);
}

/**
 * The `withdrawals.auto-received` sweep at `now`: PAID withdrawals unconfirmed for longer than their
 * merchant's minutes become RECEIVED with `forced` (one UPDATE: two workers never take the same one).
 * Nothing is refunded, ever: a forced-received withdrawal stays paid out (SPEC §4).
 */
export async function autoReceive(deps: WithdrawalDeps, now: Date): Promise<number[]> {
  const rows = await deps.withdrawals.forceReceived(now, defaultSettings('').autoReceivedMinutes);
  return rows.map((r) => r.id);
}

export type DisputeResolution = { outcome: 'RECEIVED' | 'RETURNED'; reason: string };

/**
 * The operator's resolution of a DISPUTED withdrawal (the player said it did not arrive), in one
 * transaction with the member's message and the audit: RECEIVED — the bank shows it was delivered, no
 * money moves; RETURNED — the payout came back to the merchant's bank account: clearing → main
 * (`withdraw-return:<id>`). Once: `UPDATE … WHERE status = 'DISPUTED'` (else WITHDRAWAL_NOT_DISPUTED).
 */
export async function resolveDispute(
  deps: WithdrawalDeps,
  merchant: Merchant,
  id: number,
  r: DisputeResolution,
  actor: OpsActor,
): Promise<OperatorWithdrawal> {
  const w = await deps.withdrawals.find(merchant.id, id);
  if (!w) throw withdrawalsError('WITHDRAWAL_NOT_FOUND', { detail: `no withdrawal ${id}` });
  const notDisputed = () => withdrawalsError('WITHDRAWAL_NOT_DISPUTED', { detail: `withdrawal ${id} is not disputed` });
  if (w.status !== 'DISPUTED') throw notDisputed();
  const username = (await deps.members.usernames(merchant.id, [w.memberId])).get(w.memberId) ?? null;
  const accounts = await deps.wallet.moneyAccounts(merchant, w.memberId, WITHDRAW_CHANNEL);
  return deps.db.transaction(async (tx) => {
    const done = await deps.withdrawals.move(id, 'DISPUTED', r.outcome, { reason: r.reason, stamp: 'resolved_at' }, tx);
    if (!done) throw notDisputed();
    if (r.outcome === 'RETURNED')
      await deps.wallet.post(moneyPostings.withdrawReturn(accounts, id, done.amount, done.fee), tx);
    const params = { withdrawalId: id, amount: done.amount, currency: done.currency, note: r.reason };
    const kind = r.outcome === 'RETURNED' ? 'withdrawal_returned' : 'withdrawal_dispute_closed';
    await deps.inbox.notify(done.memberId, { kind, params }, tx);
    const action = `withdrawal.resolve.${r.outcome.toLowerCase()}`;
    return audited(deps, { merchant, actor, action, username, reason: r.reason }, w, done, tx);
  });
}
