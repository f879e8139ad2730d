import { feeOf, type WithdrawInfo, type withdrawalsApi, type RequestOf, type Withdrawal } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import { requireVerifiedIdentity } from '../id-verification';
import type { InboxService } from '../inbox';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import type { AuditEntry } from '../operator';
import { moneyPostings, requestHash, walletError, type WalletService } from '../wallet';
import { bankAccountView, type BankAccountRepository } from './bank-account-repository';
import { withdrawalsError } from './errors';
import type { FundPasswords } from './fund-password';
import type { SettingsRepository, WithdrawalSettings } from './settings-repository';
import { withdrawalView, type WithdrawalRepository, type WithdrawalRow } from './withdrawal-repository';

/** The clearing channel withdrawals are paid out through (the merchant's bank). */
export const WITHDRAW_CHANNEL = 'BANK';

export interface WithdrawalDeps {
  db: Db;
  wallet: Pick<WalletService, 'post' | 'moneyAccounts' | 'mainBalance' | 'heldBalance'>;
  inbox: Pick<InboxService, 'notify'>;
  members: Pick<MembersService, 'usernames' | 'verificationContacts' | 'idVerificationStatus'>;
  /** The member's last deposits, newest first (payments module): the review signals. */
  recentDeposits: (memberId: number, count: number) => Promise<unknown[]>;
  /** The last credited deposit (payments module): the turnover's start and base. */
  lastDeposit: (memberId: number) => Promise<{ amount: number; creditedAt: Date } | null>;
  /** Stake of settled real bets since a time (bets module). */
  settledStake: (memberId: number, since: Date | null) => Promise<number>;
  audit: (e: AuditEntry, tx: Db) => Promise<void>;
  /**
   * Other turnover a withdrawal must wait for (a claimed bonus's, rewards module), registered by the module
   * that owns it (`withdrawals.addTurnoverSource`): each part's stake asked and the part bet.
   */
  turnoverSources: ((memberId: number) => Promise<{ required: number; done: number }[]>)[];
  settings: SettingsRepository;
  accounts: BankAccountRepository;
  funds: FundPasswords;
  withdrawals: WithdrawalRepository;
}

type CreateInput = RequestOf<typeof withdrawalsApi.createWithdrawal>;

/**
 * Turnover: the stake since the last credited deposit against `multiple` × that deposit (0 without one),
 * plus every registered source's parts (unfinished bonuses). `required` and `done` are the sums, each
 * part's `done` capped at its own `required`; met only when every part is.
 */
export async function turnover(deps: WithdrawalDeps, memberId: number, s: WithdrawalSettings) {
  const last = await deps.lastDeposit(memberId);
  const required = last ? Math.ceil(last.amount * s.turnoverMultiple) : 0;
  const done = await deps.settledStake(memberId, last?.creditedAt ?? null);
  const others = (await Promise.all(deps.turnoverSources.map((source) => source(memberId)))).flat();
  const parts = [{ required, done }, ...others];
  return {
    required: parts.reduce((sum, p) => sum + p.required, 0),
    done: parts.reduce((sum, p) => sum + Math.min(p.done, p.required), 0),
    met: parts.every((p) => p.done >= p.required),
  };
}

/** GET /wps/withdrawals/info: what the withdraw page shows. */
export async function withdrawInfo(deps: WithdrawalDeps, merchant: Merchant, memberId: number): Promise<WithdrawInfo> {
  const s = await deps.settings.get(merchant);
  const [balance, held, usedToday, t, accounts, fund] = await Promise.all([
    deps.wallet.mainBalance(merchant, memberId),
    deps.wallet.heldBalance(merchant, memberId),
    deps.withdrawals.countToday(memberId),
    turnover(deps, memberId, s),
    deps.accounts.list(memberId),
    deps.funds.status(memberId),
  ]);
  return {
    currency: merchant.currency,
    balance,
    held,
    limits: { minAmount: s.minAmount, maxAmount: s.maxAmount, dailyCount: s.dailyCount, usedToday },
    turnover: t,
    accounts: accounts.map(bankAccountView),
    maxAccounts: s.maxBankAccounts,
    fundPasswordSet: fund.set,
    fundPasswordLockedUntil: fund.lockedUntil,
    autoReceivedMinutes: s.autoReceivedMinutes,
    fee: { feeBps: s.feeBps, feeFixed: s.feeFixed, feeMax: s.feeMax },
  };
}

/** The withdrawal a double submit already created: the same request answers it, another is IDEMPOTENCY_CONFLICT. */
function replayOf(prior: WithdrawalRow, hash: string): Withdrawal {
  if (prior.requestHash !== hash)
    throw walletError('IDEMPOTENCY_CONFLICT', {
      field: 'requestId',
      detail: 'requestId was used for another withdrawal',
    });
  return withdrawalView(prior);
}

/**
 * POST /wps/withdrawals. A replay of a request id answers the first withdrawal. Then, in order: fund
 * password set and not locked; the bank account (the member's, live); amount within the merchant's limits
 * (VALIDATION on `amount`); the daily count; the turnover; the fund password itself (wrong tries
 * counted). Then one transaction, under a per-member lock: the daily count again, the PENDING row and the
 * hold main → held (`withdraw-hold:<id>`); too little money → INSUFFICIENT_FUNDS and nothing written.
 */
export async function createWithdrawal(
  deps: WithdrawalDeps,
  merchant: Merchant,
  memberId: number,
  input: CreateInput,
): Promise<Withdrawal> {
  const hash = requestHash({ bankAccountId: input.bankAccountId, amount: input.amount });
  const prior = await deps.withdrawals.findByRequest(memberId, input.requestId);
  if (prior) return replayOf(prior, hash);
  await requireVerifiedIdentity(deps.members, merchant, memberId);
  await deps.funds.assertUsable(memberId);
  const account = await deps.accounts.find(memberId, input.bankAccountId);
  if (!account) throw withdrawalsError('BANK_ACCOUNT_NOT_FOUND', { field: 'bankAccountId' });
  const s = await deps.settings.get(merchant);
  if (input.amount < s.minAmount || input.amount > s.maxAmount)
    throw commonError(
      'VALIDATION',
      { field: 'amount', min: s.minAmount, max: s.maxAmount, detail: `amount must be ${s.minAmount}–${s.maxAmount}` },
      { message: 'err_withdraw_amount_range' },
    );
  const fee = feeOf(input.amount, s);
  if (fee >= input.amount)
    throw commonError(
      'VALIDATION',
      { field: 'amount', fee, detail: `the fee (${fee}) would take the whole amount` },
      { message: 'err_withdraw_amount_range' },
    );
  const daily = () => withdrawalsError('WITHDRAWAL_DAILY_LIMIT', { max: s.dailyCount });
  if ((await deps.withdrawals.countToday(memberId)) >= s.dailyCount) throw daily();
  const t = await turnover(deps, memberId, s);
  if (!t.met) throw withdrawalsError('TURNOVER_NOT_MET', { required: t.required, done: t.done });
  await deps.funds.verify(memberId, input.fundPassword);

  const accounts = await deps.wallet.moneyAccounts(merchant, memberId, WITHDRAW_CHANNEL);
  const row = await deps.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`withdraw:${memberId}`]);
    const again = await deps.withdrawals.findByRequest(memberId, input.requestId, tx);
    if (again) return again;
    if ((await deps.withdrawals.countToday(memberId, tx)) >= s.dailyCount) throw daily();
    const w = await deps.withdrawals.insert(
      {
        merchantId: merchant.id,
        memberId,
        bankAccountId: account.id,
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        payeeName: account.payeeName,
        amount: input.amount,
        fee,
        currency: merchant.currency,
        requestId: input.requestId,
        requestHash: hash,
      },
      tx,
    );
    if (!w) throw new Error(`withdrawal request ${input.requestId} neither inserted nor found`);
    await deps.wallet.post(moneyPostings.withdrawHold(accounts, w.id, w.amount), tx);
    return w;
  });
  return replayOf(row, hash);
}
