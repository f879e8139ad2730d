import type { Adjustment } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { invalidField } from '../../infra/errors/common-errors';
import type { Merchant } from '../merchants';
import type { AuditEntry } from '../operator';
import { moneyPostings, requestHash, walletError, type WalletService } from '../wallet';
import { withdrawalsError } from '../withdrawals';
import { createAdjustmentsRepository, type AdjustmentRow } from './adjustments-repository';
import { deskError } from './errors';

/** Who acts: the signed-in operator (null id: the shared key) and the audit entry's actor fields. */
export interface AdjustmentActor {
  operatorId: number | null;
  username: string;
  audit: { actor: string; operatorId: number | null; role: string | null; ip?: string | null };
}

export interface AdjustmentDeps {
  db: Db;
  wallet: Pick<WalletService, 'post' | 'moneyAccounts'>;
  /** The merchant's four-eyes threshold (the withdrawals module's setting: one number for both). */
  threshold: (merchant: Merchant) => Promise<number>;
  audit: (e: AuditEntry, tx: Db) => Promise<void>;
  username: (merchantId: number, memberId: number) => Promise<string | null>;
}

/**
 * Balance adjustments (desk_adjustments): an operator's signed change of a member's main wallet with a reason, posted
 * through the wallet's `adjustment` posting (house ⇄ main, key `adjustment:<id>`, never below zero) in the same
 * transaction as the row and its audit entry. Up to the merchant's four-eyes threshold (absolute amount) it applies
 * at once; above it a signed-in operator's request waits (PENDING, in the inbox as `adjustment`) for another operator
 * holding `adjustments.make`. The shared key names no person: above the threshold it neither requests nor approves.
 */
export function createAdjustments(deps: AdjustmentDeps) {
  const rows = createAdjustmentsRepository(deps.db);
  const view = async (merchant: Merchant, r: AdjustmentRow, balance: number | null = null): Promise<Adjustment> => ({
    id: r.id,
    merchant: merchant.code,
    member: (await deps.username(merchant.id, r.memberId)) ?? '',
    amount: r.amount,
    currency: r.currency,
    reason: r.reason,
    status: r.status,
    requestedBy: r.requestedName,
    decidedBy: r.decidedName,
    awaitingSecondApproval: r.status === 'PENDING',
    balance,
    createdAt: r.createdAt.toISOString(),
  });
  /** Posts an adjustment in `tx`: answers the member's main balance after it. */
  const post = async (merchant: Merchant, r: AdjustmentRow, tx: Db) => {
    const accounts = await deps.wallet.moneyAccounts(merchant, r.memberId, 'BANK');
    const posted = await deps.wallet.post(
      moneyPostings.adjustment(accounts, `adjustment:${r.id}`, r.amount, r.reason),
      tx,
    );
    return posted.balances[String(accounts.main)] ?? 0;
  };
  const entry = (merchant: Merchant, actor: AdjustmentActor, action: string, before: unknown, after: unknown) => ({
    merchantId: merchant.id,
    ...actor.audit,
    action,
    subjectType: 'adjustment',
    subjectId: String((after as { id: number }).id),
    before,
    after,
  });

  return {
    pending: rows.pending,
    marks: rows.marks,

    /** POST /ops/adjustments: applies it, or (above the threshold) records it PENDING; a replayed requestId answers it. */
    async make(
      merchant: Merchant,
      memberId: number,
      input: { amount: number; reason: string; requestId: string },
      actor: AdjustmentActor,
    ): Promise<Adjustment> {
      if (input.amount === 0) throw invalidField('amount', 'an adjustment moves a non-zero amount');
      const reason = input.reason.trim();
      const hash = requestHash({ memberId, amount: input.amount, reason });
      const replay = async () => {
        const stored = await rows.byRequest(merchant.id, input.requestId);
        if (!stored || stored.requestHash !== hash) throw walletError('IDEMPOTENCY_CONFLICT');
        return view(merchant, stored);
      };
      if (await rows.byRequest(merchant.id, input.requestId)) return replay();
      const above = Math.abs(input.amount) > (await deps.threshold(merchant));
      if (above && actor.operatorId === null) throw withdrawalsError('FOUR_EYES_OPERATOR_REQUIRED');
      const status = above ? ('PENDING' as const) : ('APPLIED' as const);
      const done = await deps.db.transaction(async (tx) => {
        const r = await rows.insert(
          {
            merchantId: merchant.id,
            memberId,
            amount: input.amount,
            currency: merchant.currency,
            reason,
            requestId: input.requestId,
            requestHash: hash,
            status,
            requestedBy: actor.operatorId,
            requestedName: actor.username || actor.audit.actor,
          },
          tx,
        );
        if (!r) return null;
        const balance = status === 'APPLIED' ? await post(merchant, r, tx) : null;
        const shown = await view(merchant, r, balance);
        await deps.audit(entry(merchant, actor, above ? 'adjustment.request' : 'adjustment.apply', null, shown), tx);
        return shown;
      });
      return done ?? replay();
    },

    /** A second operator's approval (not the requester's: FOUR_EYES_SAME_OPERATOR) or refusal of a PENDING one. */
    async decide(
      merchant: Merchant,
      id: number,
      decision: { action: 'approve' } | { action: 'reject'; reason: string },
      actor: AdjustmentActor,
    ): Promise<Adjustment> {
      const r = await rows.find(merchant.id, id);
      if (!r || r.status !== 'PENDING') throw deskError('ADJUSTMENT_NOT_PENDING', { detail: `adjustment ${id}` });
      if (actor.operatorId === null) throw withdrawalsError('FOUR_EYES_OPERATOR_REQUIRED');
      if (decision.action === 'approve' && r.requestedBy === actor.operatorId)
        throw withdrawalsError('FOUR_EYES_SAME_OPERATOR', { firstApprovedBy: r.requestedName });
      const status = decision.action === 'approve' ? ('APPLIED' as const) : ('REJECTED' as const);
      return deps.db.transaction(async (tx) => {
        const done = await rows.decide(id, { status, operatorId: actor.operatorId!, name: actor.username }, tx);
        if (!done) throw deskError('ADJUSTMENT_NOT_PENDING', { detail: `adjustment ${id} was decided meanwhile` });
        const balance = status === 'APPLIED' ? await post(merchant, done, tx) : null;
        const shown = await view(merchant, done, balance);
        const action = status === 'APPLIED' ? 'adjustment.approve' : 'adjustment.reject';
        const before = await view(merchant, r);
        const after = decision.action === 'reject' ? { ...shown, rejectReason: decision.reason } : shown;
        await deps.audit(entry(merchant, actor, action, before, after), tx);
        return shown;
      });
    },
  };
}
export type Adjustments = ReturnType<typeof createAdjustments>;
