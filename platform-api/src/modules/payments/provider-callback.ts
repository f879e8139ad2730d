import type { Db } from '../../infra/db';
import type { Merchant } from '../merchants';
import { requestHash, walletError, type WalletMerchant } from '../wallet';
import type { CallbackRepository, CallbackResult } from './callback-repository';
import type { DepositRepository } from './deposit-repository';
import { creditDeposit, endDeposit, type SettlementDeps } from './deposit-settlement';
import { paymentsError } from './errors';
import { CALLBACK_MAX_AGE_SECONDS } from './payment-signature';

/** A payment provider's signed notification (`POST /wps/payments/callback/<provider>`), checked by its schema. */
export interface ProviderCallback {
  /** The provider's transaction id: the idempotency key. */
  transactionId: string;
  /** The deposit's reference (its id). */
  reference: string;
  amount: number;
  currency: string;
  status: 'PAID' | 'DECLINED' | 'EXPIRED';
  /** Unix seconds when the provider signed it: at most CALLBACK_MAX_AGE_SECONDS away from now. */
  timestamp: number;
}

export interface CallbackDeps extends SettlementDeps {
  db: Db;
  deposits: DepositRepository;
  callbacks: CallbackRepository;
}

/**
 * Applies a provider callback whose signature was already checked. Refused, storing nothing: a timestamp
 * more than 5 minutes away (CALLBACK_STALE), a reference that is no gateway deposit of this merchant
 * through this provider (DEPOSIT_NOT_FOUND), another amount or currency (CALLBACK_MISMATCH), a deposit
 * no longer pending (DEPOSIT_NOT_PENDING). Otherwise, in one transaction: the transaction id is claimed
 * (the same payload again — a replay, or a concurrent twin once this one commits — answers the stored
 * result and changes nothing; another payload under it is IDEMPOTENCY_CONFLICT), then PAID credits the
 * deposit, DECLINED fails it and EXPIRED expires it, each with its message. The timestamp is left out of
 * the payload's hash: a provider re-signs each delivery attempt with a fresh one.
 */
export async function applyProviderCallback(
  deps: CallbackDeps,
  merchant: Merchant & WalletMerchant,
  provider: string,
  c: ProviderCallback,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<CallbackResult & { replayed: boolean }> {
  if (Math.abs(nowSeconds - c.timestamp) > CALLBACK_MAX_AGE_SECONDS)
    throw paymentsError('CALLBACK_STALE', { detail: `timestamp ${c.timestamp} is more than 5 minutes away` });
  const id = /^[1-9][0-9]{0,9}$/.test(c.reference) ? Number(c.reference) : 0;
  const d = id > 0 && id <= 2_147_483_647 ? await deps.deposits.find(merchant.id, id) : null;
  if (!d || d.kind !== 'GATEWAY' || d.channel !== provider)
    throw paymentsError('DEPOSIT_NOT_FOUND', { detail: `no ${provider} deposit ${c.reference}` });
  if (d.amount !== c.amount || d.currency !== c.currency)
    throw paymentsError('CALLBACK_MISMATCH', { detail: `deposit ${d.id} is ${d.amount} ${d.currency}` });
  const hash = requestHash({
    transactionId: c.transactionId,
    reference: c.reference,
    amount: c.amount,
    currency: c.currency,
    status: c.status,
  });
  const accounts = c.status === 'PAID' ? await deps.wallet.moneyAccounts(merchant, d.memberId, d.channel) : null;
  return deps.db.transaction(async (tx) => {
    const key = { merchantId: merchant.id, provider, txnId: c.transactionId };
    if (!(await deps.callbacks.claim({ ...key, hash, depositId: d.id }, tx))) {
      const prior = await deps.callbacks.find(merchant.id, provider, c.transactionId, tx);
      if (!prior?.result || prior.hash !== hash)
        throw walletError('IDEMPOTENCY_CONFLICT', {
          detail: `transaction ${c.transactionId} was notified with another payload`,
        });
      return { ...prior.result, replayed: true };
    }
    const done =
      c.status === 'PAID'
        ? await creditDeposit(deps, d, accounts!, tx, c.transactionId)
        : await endDeposit(
            deps,
            d,
            c.status === 'DECLINED'
              ? { status: 'FAILED', reason: 'declined' }
              : { status: 'EXPIRED', reason: 'expired' },
            tx,
            c.transactionId,
          );
    const result: CallbackResult = { depositId: done.id, status: done.status };
    await deps.callbacks.setResult(merchant.id, provider, c.transactionId, result, tx);
    return { ...result, replayed: false };
  });
}
