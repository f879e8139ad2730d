import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { autoReceivedJob } from './jobs/auto-received-job';
import { createWithdrawalsService, type WithdrawalsService } from './withdrawals-service';

export type { WithdrawalsService } from './withdrawals-service';
export type { WithdrawalFlowCell, WithdrawalFlowQuery } from './withdrawal-report-repository';
export type { OperatorWithdrawal } from './withdrawal-decisions';
export { withdrawalsError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The withdrawals module's service (bank accounts, fund password, requests, decisions, confirmations). */
    withdrawals: WithdrawalsService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = [
  'withdrawal_settings',
  'bank_accounts',
  'fund_passwords',
  'withdrawals',
  'withdrawal_proofs',
] as const;

/**
 * The withdrawals module (ADR 0006): withdrawal_settings, bank_accounts, fund_passwords, withdrawals,
 * withdrawal_proofs; /wps/withdrawals/* (the member's), /ops/withdrawals (the operator's) and the
 * `withdrawals.auto-received` job.
 */
export default fp(
  async (app) => {
    const { operator, payments, bets } = app;
    app.decorate(
      'withdrawals',
      createWithdrawalsService({
        db: app.db,
        wallet: app.wallet,
        inbox: app.inbox,
        members: app.members,
        merchants: app.merchants,
        lastDeposit: (memberId) => payments.lastCredited(memberId),
        recentDeposits: async (memberId, count) => (await payments.list(memberId, { pageSize: count })).list,
        settledStake: (memberId, since) => bets.settledStake(memberId, since),
        audit: (e, tx) => operator.audit(e, tx),
      }),
    );
    app.jobs.define(autoReceivedJob(() => app.withdrawals));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'withdrawals', dependencies: ['merchants', 'members', 'wallet', 'inbox', 'operator', 'payments', 'bets'] },
);
