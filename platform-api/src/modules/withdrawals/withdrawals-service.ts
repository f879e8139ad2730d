import type { BankAccount, RequestOf, WithdrawalReviewCode, WithdrawalStatus, withdrawalsApi } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { emptyField, invalidField } from '../../infra/errors/common-errors';
import type { UploadedFile } from '../../infra/http/multipart';
import { paging } from '../../infra/paging';
import { plainText } from '../../infra/sanitize';
import type { MerchantsService, Merchant } from '../merchants';
import type { OpsActor } from '../operator';
import { bankAccountView, createBankAccountRepository } from './bank-account-repository';
import { withdrawalsError } from './errors';
import { createFundPasswords } from './fund-password';
import { createSettingsRepository } from './settings-repository';
import {
  autoReceive,
  confirmWithdrawal,
  decideWithdrawal,
  resolveDispute,
  type DisputeResolution,
  listForOperator,
  type WithdrawalDecision,
} from './withdrawal-decisions';
import { createWithdrawalDeskRepository } from './withdrawal-desk-repository';
import { approveWithdrawal, reviewWithdrawal, withdrawalSignals, type Approver } from './withdrawal-review';
import { createWithdrawalRepository, withdrawalView } from './withdrawal-repository';
import { createWithdrawalReportRepository, type WithdrawalFlowQuery } from './withdrawal-report-repository';
import { createWithdrawal, withdrawInfo, type WithdrawalDeps } from './withdrawal-request';

export type WithdrawalsDeps = Omit<
  WithdrawalDeps,
  'settings' | 'accounts' | 'funds' | 'withdrawals' | 'turnoverSources'
> & {
  db: Db;
  merchants: Pick<MerchantsService, 'registerRule'>;
};

/** Names compared as people write them: trimmed, inner spaces collapsed, case ignored. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The withdrawals domain (ADR 0006): bank accounts, the fund password, requests with limits and
 * turnover, the operator's decisions, the player's confirmation and the auto-received sweep. Money moves
 * only through `wallet.post`, in the transaction that changes the withdrawal's status.
 */
export function createWithdrawalsService(base: WithdrawalsDeps) {
  const settings = createSettingsRepository(base.db);
  const accounts = createBankAccountRepository(base.db);
  const funds = createFundPasswords(base.db, base.merchants);
  const withdrawals = createWithdrawalRepository(base.db);
  const report = createWithdrawalReportRepository(base.db);
  const turnoverSources: WithdrawalDeps['turnoverSources'] = [];
  const deps: WithdrawalDeps = { ...base, settings, accounts, funds, withdrawals, turnoverSources };

  return {
    settings,
    /** The pending and disputed withdrawals, as the money desk's inbox reads them. */
    desk: createWithdrawalDeskRepository(base.db),
    /** The reports' withdrawals: requested in [from, to) per merchant, day of the zone, bank and status (issue 29). */
    withdrawalFlows: (q: WithdrawalFlowQuery) => report.flows(q),
    /** Registers another turnover a withdrawal waits for (the rewards module's unfinished bonuses). */
    addTurnoverSource(source: WithdrawalDeps['turnoverSources'][number]): void {
      turnoverSources.push(source);
    },
    info: (merchant: Merchant, memberId: number) => withdrawInfo(deps, merchant, memberId),
    async listAccounts(merchant: Merchant, memberId: number) {
      const s = await settings.get(merchant);
      return { accounts: (await accounts.list(memberId)).map(bankAccountView), maxAccounts: s.maxBankAccounts };
    },
    /**
     * Binds a bank account: the payee name must be the member's registered one (VALIDATION on `payeeName`,
     * `err_payee_name_mismatch`), at most the merchant's number (BANK_ACCOUNT_LIMIT), a number once
     * (BANK_ACCOUNT_EXISTS).
     */
    async addAccount(
      merchant: Merchant,
      memberId: number,
      input: RequestOf<typeof withdrawalsApi.addBankAccount>,
    ): Promise<BankAccount> {
      // The plain-text rule (docs/conventions.md): markup in the bank's name is refused (VALIDATION on bankName).
      const bankName = plainText(input.bankName, 'bankName');
      if (!bankName) throw emptyField('bankName');
      const registered = (await base.members.verificationContacts(memberId))?.payeeName?.trim() ?? '';
      if (!registered || !sameName(registered, input.payeeName))
        throw invalidField(
          'payeeName',
          registered ? 'payeeName differs from the registered payee name' : 'the member has no registered payee name',
          'err_payee_name_mismatch',
        );
      const s = await settings.get(merchant);
      const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
      const r = await accounts.insert(
        { merchantId: merchant.id, memberId, bankName, accountNumber, payeeName: registered },
        s.maxBankAccounts,
      );
      if (r === 'limit') throw withdrawalsError('BANK_ACCOUNT_LIMIT', { max: s.maxBankAccounts });
      if (r === 'exists') throw withdrawalsError('BANK_ACCOUNT_EXISTS', { field: 'accountNumber' });
      return bankAccountView(r);
    },
    async deleteAccount(memberId: number, id: number): Promise<null> {
      if (!(await accounts.remove(memberId, id))) throw withdrawalsError('BANK_ACCOUNT_NOT_FOUND', { field: 'id' });
      return null;
    },
    fundPasswordStatus: (memberId: number) => funds.status(memberId),
    /** Checks the fund password for another money call (a transfer): counts failures and locks as a withdrawal does. */
    verifyFundPassword: (memberId: number, password: string) => funds.verify(memberId, password),
    setFundPassword: (merchant: Merchant, memberId: number, i: { fundPassword: string; confirmFundPassword: string }) =>
      funds.set(merchant.id, memberId, i.fundPassword, i.confirmFundPassword),
    create: (merchant: Merchant, memberId: number, input: RequestOf<typeof withdrawalsApi.createWithdrawal>) =>
      createWithdrawal(deps, merchant, memberId, input),
    /** GET /wps/withdrawals: the member's withdrawals, newest first (pageNo from 1). */
    async list(memberId: number, q: { pageNo?: number; pageSize?: number; status?: WithdrawalStatus }) {
      const page = paging(q, 10);
      const { rows, total } = await withdrawals.listByMember(memberId, {
        status: q.status,
        limit: page.limit,
        offset: page.offset,
      });
      return { list: rows.map(withdrawalView), ...page.pages(total) };
    },
    confirm: (
      merchant: Merchant,
      memberId: number,
      input: { id: number; result: 'RECEIVED' | 'NOT_RECEIVED' },
      proof: UploadedFile | undefined,
    ) => confirmWithdrawal(deps, merchant, memberId, input, proof),
    listForOperator: (merchant: Merchant, status: WithdrawalStatus, limit?: number) =>
      listForOperator(deps, merchant, status, limit),
    /**
     * A decision by a name (the shared key, the CLI): a rejection, or an approval up to the four-eyes threshold
     * (above it, FOUR_EYES_OPERATOR_REQUIRED: a name is no person).
     */
    decide: (merchant: Merchant, id: number, decision: WithdrawalDecision, actor: OpsActor) =>
      decision.action === 'approve'
        ? approveWithdrawal(deps, merchant, id, {
            operatorId: typeof actor === 'string' ? null : (actor.operatorId ?? null),
            username: typeof actor === 'string' ? actor : actor.actor,
            actor,
          })
        : decideWithdrawal(deps, merchant, id, decision, actor),
    /** An approval with four-eyes above the merchant's threshold (see approveWithdrawal). */
    approve: (merchant: Merchant, id: number, approver: Approver) => approveWithdrawal(deps, merchant, id, approver),
    /** Holds or escalates a PENDING withdrawal with a coded reason (a label; no money moves), audited. */
    review: (
      merchant: Merchant,
      id: number,
      state: 'HELD' | 'ESCALATED',
      r: { code: WithdrawalReviewCode; note?: string },
      actor: OpsActor,
    ) => reviewWithdrawal(deps, merchant, id, state, r, actor),
    /** GET /ops/withdrawals/:id/signals: turnover, bonuses running, recent deposits and withdrawals, KYC. */
    signals: (merchant: Merchant, id: number) => withdrawalSignals(deps, merchant, id),
    /** The operator's resolution of a DISPUTED withdrawal (RECEIVED, or RETURNED to the wallet), audited. */
    resolve: (merchant: Merchant, id: number, r: DisputeResolution, actor: OpsActor) =>
      resolveDispute(deps, merchant, id, r, actor),
    proof: (merchant: Merchant, id: number) => withdrawals.proof(merchant.id, id),
    /** The auto-received sweep at `now` (the job passes the time; tests pass their own): the ids it marked. */
    autoReceive: (now: Date) => autoReceive(deps, now),
  };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
