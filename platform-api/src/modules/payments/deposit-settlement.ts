import type { Db } from '../../infra/db';
import type { InboxService } from '../inbox';
import { moneyPostings, type MoneyAccounts, type WalletService } from '../wallet';
import type { DepositRepository, DepositRow } from './deposit-repository';
import { paymentsError } from './errors';

export interface SettlementDeps {
  deposits: DepositRepository;
  wallet: Pick<WalletService, 'post' | 'moneyAccounts'>;
  inbox: Pick<InboxService, 'notify'>;
}

/** Why a deposit ended without money: the status it ends in and the reason code its message names. */
export type FailedEnd =
  | { status: 'FAILED'; reason: 'declined' }
  | { status: 'EXPIRED'; reason: 'expired' }
  | { status: 'REJECTED'; reason: 'rejected'; note: string };

const params = (d: DepositRow) => ({ depositId: d.id, amount: d.amount, currency: d.currency });

/**
 * Credits a PENDING deposit, exactly once, inside `tx`: the row moves `PENDING → CREDITED` with
 * `UPDATE … WHERE status = 'PENDING'` (a concurrent callback or approval waits for this transaction, then
 * finds nothing pending: DEPOSIT_NOT_PENDING), the ledger posts clearing → main under `deposit:<id>` (with a fee:
 * the wallet amount − fee, the house the fee),
 * and the "Deposit credited" message is written — all or nothing. `accounts` were resolved before `tx`.
 */
export async function creditDeposit(
  deps: SettlementDeps,
  d: DepositRow,
  accounts: MoneyAccounts,
  tx: Db,
  providerTxnId: string | null = null,
): Promise<DepositRow> {
  const done = await deps.deposits.complete(d.id, 'CREDITED', { providerTxnId }, tx);
  if (!done) throw paymentsError('DEPOSIT_NOT_PENDING', { detail: `deposit ${d.id} is not pending` });
  await deps.wallet.post(moneyPostings.deposit(accounts, done.id, done.amount, done.fee), tx);
  await deps.inbox.notify(done.memberId, { kind: 'deposit_credited', params: params(done) }, tx);
  return done;
}

/**
 * Ends a PENDING deposit without money (declined, expired, rejected), exactly once, inside `tx`, with
 * the "Deposit failed" message. Nothing is posted: no money had moved.
 */
export async function endDeposit(
  deps: SettlementDeps,
  d: DepositRow,
  end: FailedEnd,
  tx: Db,
  providerTxnId: string | null = null,
): Promise<DepositRow> {
  const note = end.status === 'REJECTED' ? end.note : null;
  const done = await deps.deposits.complete(d.id, end.status, { reason: note ?? end.reason, providerTxnId }, tx);
  if (!done) throw paymentsError('DEPOSIT_NOT_PENDING', { detail: `deposit ${d.id} is not pending` });
  const p = { ...params(done), reason: end.reason, ...(note ? { note } : {}) };
  await deps.inbox.notify(done.memberId, { kind: 'deposit_failed', params: p }, tx);
  return done;
}
