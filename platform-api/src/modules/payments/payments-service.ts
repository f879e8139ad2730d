import type { Deposit, DepositStatus, paymentsApi, RequestOf, ResponseOf } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { UploadedFile } from '../../infra/http/multipart';
import { paging } from '../../infra/paging';
import type { InboxService } from '../inbox';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import type { AuditEntry, OpsActor } from '../operator';
import type { ResponsibleGamingService } from '../responsible-gaming';
import type { WalletService } from '../wallet';
import { createCallbackRepository } from './callback-repository';
import { createDepositActivityRepository } from './deposit-activity-repository';
import { createDepositReportRepository, type FlowQuery } from './deposit-report-repository';
import { createDepositMethodRepository } from './deposit-method-repository';
import { DEPOSIT_METHOD_TEMPLATES } from './method-templates';
import { createBankTransferDeposit, createGatewayDeposit, type IntakeDeps } from './deposit-intake';
import { createDepositDeskRepository } from './deposit-desk-repository';
import { createDepositRepository, depositView } from './deposit-repository';
import { paymentsError } from './errors';
import type { PaymentGateway } from './gateways/gateway';
import { decideDeposit, listForOperator, type Decision, type DecisionDeps } from './operator-decisions';
import { applyProviderCallback, type CallbackDeps, type ProviderCallback } from './provider-callback';

export interface PaymentsDeps {
  db: Db;
  wallet: Pick<WalletService, 'post' | 'moneyAccounts'>;
  inbox: Pick<InboxService, 'notify'>;
  members: Pick<MembersService, 'usernames' | 'idVerificationStatus'>;
  audit: (e: AuditEntry, tx: Db) => Promise<void>;
  /** The payment providers by channel code (DEMO_PSP …); the bank needs none. */
  gateways: Readonly<Record<string, PaymentGateway>>;
  /** Responsible gaming: refuses a deposit of a self-excluded member or over a deposit limit. */
  limits: Pick<ResponsibleGamingService, 'assertDepositAllowed'>;
}

/**
 * The payments domain (ADR 0006): deposit methods, deposits (gateway and bank transfer), provider
 * callbacks and the operator's decisions. Money moves only through `wallet.post`, in the transaction
 * that moves the deposit out of PENDING.
 */
export function createPaymentsService({ db, wallet, inbox, members, audit, gateways, limits }: PaymentsDeps) {
  const methods = createDepositMethodRepository(db);
  const deposits = createDepositRepository(db);
  const callbacks = createCallbackRepository(db);
  const activity = createDepositActivityRepository(db);
  const report = createDepositReportRepository(db);
  const intake: IntakeDeps = { db, methods, deposits, gateways, limits, members };
  const settle = { deposits, wallet, inbox };
  const callbackDeps: CallbackDeps = { ...settle, db, callbacks };
  const decisionDeps: DecisionDeps = { ...settle, db, members, audit };

  return {
    /** Every method of the merchant, on or off (the console's money settings). */
    allMethods: (merchantId: number) => methods.listAll(merchantId),
    /** Changes one method in `tx` (the caller's audited transaction); false when the merchant has no such method. */
    updateMethod: (merchantId: number, code: string, patch: Parameters<typeof methods.update>[2], tx: Db) =>
      methods.update(merchantId, code, patch, tx),
    /** Adds one template's method to the merchant (limits in its currency) in `tx`. */
    addMethod: (merchant: { id: number; name: string; currency: string }, code: string, tx: Db) =>
      methods.insertFromTemplates(merchant, new Set([code]), tx),
    /** The methods a merchant may offer (the console's new brand). */
    methodTemplates: () => DEPOSIT_METHOD_TEMPLATES.map(({ code, kind, name }) => ({ code, kind, name })),
    /** The codes of the merchant's enabled methods, in display order (uncached: the console's brand setup). */
    methodCodes: (merchantId: number): Promise<string[]> => methods.enabledCodes(merchantId),
    /**
     * A new merchant's deposit methods `codes` (in `tx`): copied with their limits from `from` when it offers them in
     * the same currency, the rest from the templates in the merchant's currency.
     */
    async provisionMethods(
      merchant: { id: number; name: string; currency: string },
      codes: ReadonlySet<string>,
      from: { id: number; currency: string } | null,
      tx: Db,
    ): Promise<void> {
      if (from && from.currency === merchant.currency) await methods.copyFrom(from.id, merchant.id, codes, tx);
      await methods.insertFromTemplates(merchant, codes, tx);
    },
    /** The bank transfers waiting for an operator, as the money desk's inbox reads them (`page`, `marks`). */
    desk: createDepositDeskRepository(db),
    /** GET /wps/payments/methods: the merchant's enabled methods in display order. */
    async methods(merchant: Merchant): Promise<ResponseOf<typeof paymentsApi.getDepositMethods>> {
      const list = await methods.listEnabled(merchant.id);
      return {
        currency: merchant.currency,
        methods: list.map(({ code, kind, name, minAmount, maxAmount, presets, bank, fee }) => ({
          code,
          kind,
          name,
          minAmount,
          maxAmount,
          presets,
          bank,
          fee,
        })),
      };
    },
    createGateway: (
      merchant: Merchant,
      memberId: number,
      input: RequestOf<typeof paymentsApi.createGatewayDeposit>,
      origin: string,
    ) => createGatewayDeposit(intake, merchant, memberId, input, origin),
    createBankTransfer: (
      merchant: Merchant,
      memberId: number,
      input: Omit<RequestOf<typeof paymentsApi.createBankTransferDeposit>, 'receipt'>,
      receipt: UploadedFile | undefined,
    ) => createBankTransferDeposit(intake, merchant, memberId, input, receipt),
    /** GET /wps/payments/deposits: the member's deposits, newest first (pageNo from 1). */
    async list(memberId: number, q: { pageNo?: number; pageSize?: number; status?: DepositStatus }) {
      const page = paging(q, 10);
      const { rows, total } = await deposits.listByMember(memberId, {
        status: q.status,
        limit: page.limit,
        offset: page.offset,
      });
      return { list: rows.map(depositView), ...page.pages(total) };
    },
    /** GET /wps/payments/deposit: one of the member's deposits; anyone else's is DEPOSIT_NOT_FOUND. */
    async get(merchant: Merchant, memberId: number, id: number): Promise<Deposit> {
      const d = await deposits.find(merchant.id, id);
      if (!d || d.memberId !== memberId) throw paymentsError('DEPOSIT_NOT_FOUND');
      return depositView(d);
    },
    /** The amount and time of the member's last credited deposit, or null (the withdrawal turnover). */
    async lastCredited(memberId: number): Promise<{ id: number; amount: number; creditedAt: Date } | null> {
      const d = await deposits.lastCredited(memberId);
      return d ? { id: d.id, amount: d.amount, creditedAt: d.completedAt! } : null;
    },
    /** The member's CREDITED and PENDING deposits created at or after `since` (responsible gaming's limits). */
    depositedSince: (memberId: number, since: Date, tx?: Db): Promise<number> =>
      deposits.depositedSince(memberId, since, tx),
    /** The members of the merchant with a deposit credited in [from, to) (VIP levels, missions). */
    depositorsBetween: (merchantId: number, from: Date, to: Date, tx?: Db): Promise<number[]> =>
      activity.depositorsBetween(merchantId, from, to, tx),
    /** Each of `memberIds`' credited deposits (by the time credited) in [from, to); members with none are absent. */
    creditedByMember: (merchantId: number, memberIds: readonly number[], from: Date, to: Date, tx?: Db) =>
      activity.creditedByMember(merchantId, memberIds, from, to, tx),
    /** The reports' deposits: requested in [from, to) per merchant, day of the zone, method and status (issue 29). */
    depositFlows: (q: FlowQuery) => report.flows(q),
    /** The reports' agents: deposits credited in [from, to) to each team rooted at `roots`, by root. */
    teamDeposits: (merchantId: number, roots: readonly number[], from: Date, to: Date) =>
      report.teamCredited(merchantId, roots, from, to),
    /** A provider's callback, its signature already checked (provider-callback.ts). */
    callback: (merchant: Merchant, provider: string, c: ProviderCallback) =>
      applyProviderCallback(callbackDeps, merchant, provider, c),
    /** The operator's queue (GET /ops/deposits). */
    listForOperator: (merchant: Merchant, status: DepositStatus, limit = 100) =>
      listForOperator(decisionDeps, merchant, status, limit),
    /** The operator's approve / reject of a bank transfer, audited (POST /ops/deposits/:id/approve|reject). */
    decide: (merchant: Merchant, id: number, decision: Decision, actor: OpsActor) =>
      decideDeposit(decisionDeps, merchant, id, decision, actor),
    /** A bank transfer's receipt image for the operator, or null. */
    receipt: (merchant: Merchant, id: number) => deposits.receipt(merchant.id, id),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
