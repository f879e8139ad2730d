import type { DepositStatus } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import { whoOf, type AuditEntry, type OpsActor, type OpsDecision } from '../operator';
import type { WalletMerchant } from '../wallet';
import type { DepositRepository, DepositRow } from './deposit-repository';
import { creditDeposit, endDeposit, type SettlementDeps } from './deposit-settlement';
import { paymentsError } from './errors';

export interface DecisionDeps extends SettlementDeps {
  db: Db;
  deposits: DepositRepository;
  members: Pick<MembersService, 'usernames'>;
  /** Records the decision in operator_audit inside its transaction (the operator module's service). */
  audit: (e: AuditEntry, tx: Db) => Promise<void>;
}

/** A deposit as the operator sees it (and as the audit keeps it before and after a decision). */
export interface OperatorDeposit {
  id: number;
  memberId: number;
  username: string | null;
  methodCode: string;
  kind: string;
  channel: string;
  amount: number;
  currency: string;
  status: DepositStatus;
  payerName: string | null;
  providerTxnId: string | null;
  reason: string | null;
  createdAt: string;
  completedAt: string | null;
}

const view = (d: DepositRow, username: string | null): OperatorDeposit => ({
  id: d.id,
  memberId: d.memberId,
  username,
  methodCode: d.methodCode,
  kind: d.kind,
  channel: d.channel,
  amount: d.amount,
  currency: d.currency,
  status: d.status,
  payerName: d.payerName,
  providerTxnId: d.providerTxnId,
  reason: d.reason,
  createdAt: d.createdAt.toISOString(),
  completedAt: d.completedAt?.toISOString() ?? null,
});

/** GET /ops/deposits: the merchant's deposits of a status (PENDING oldest first: the review queue), with usernames. */
export async function listForOperator(
  deps: DecisionDeps,
  merchant: Merchant,
  status: DepositStatus,
  limit: number,
): Promise<OperatorDeposit[]> {
  const rows = await deps.deposits.listByStatus(merchant.id, status, limit);
  const names = await deps.members.usernames(merchant.id, [...new Set(rows.map((r) => r.memberId))]);
  return rows.map((r) => view(r, names.get(r.memberId) ?? null));
}

export type Decision = OpsDecision;

/**
 * The operator's decision on a bank transfer: approve credits it (ledger + "Deposit credited"), reject
 * ends it REJECTED with the reason ("Deposit failed"); in the same transaction the decision is written
 * to operator_audit with the deposit before and after. Unknown (or another merchant's) deposit →
 * DEPOSIT_NOT_FOUND; a gateway deposit → DEPOSIT_NOT_REVIEWABLE (its provider decides); not pending →
 * DEPOSIT_NOT_PENDING — also for the loser of two concurrent decisions, which waits for the winner's
 * commit and then finds nothing pending (nothing credited twice, nothing audited for it).
 */
export async function decideDeposit(
  deps: DecisionDeps,
  merchant: Merchant & WalletMerchant,
  id: number,
  decision: Decision,
  actor: OpsActor,
): Promise<OperatorDeposit> {
  const d = await deps.deposits.find(merchant.id, id);
  if (!d) throw paymentsError('DEPOSIT_NOT_FOUND', { detail: `no deposit ${id}` });
  if (d.kind !== 'BANK_TRANSFER')
    throw paymentsError('DEPOSIT_NOT_REVIEWABLE', { detail: `deposit ${id} is ${d.kind}` });
  if (d.status !== 'PENDING') throw paymentsError('DEPOSIT_NOT_PENDING', { detail: `deposit ${id} is ${d.status}` });
  const username = (await deps.members.usernames(merchant.id, [d.memberId])).get(d.memberId) ?? null;
  const accounts =
    decision.action === 'approve' ? await deps.wallet.moneyAccounts(merchant, d.memberId, d.channel) : null;
  return deps.db.transaction(async (tx) => {
    const done =
      decision.action === 'approve'
        ? await creditDeposit(deps, d, accounts!, tx)
        : await endDeposit(deps, d, { status: 'REJECTED', reason: 'rejected', note: decision.reason }, tx);
    const after = view(done, username);
    await deps.audit(
      {
        ...whoOf(actor),
        merchantId: merchant.id,
        action: `deposit.${decision.action}`,
        reason: decision.action === 'reject' ? decision.reason : null,
        subjectType: 'deposit',
        subjectId: String(id),
        before: view(d, username),
        after,
      },
      tx,
    );
    return after;
  });
}
