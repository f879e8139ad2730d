import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createDemoPspGateway } from './gateways/demo-psp-gateway';
import { createPaymentsService, type PaymentsService } from './payments-service';

export type { PaymentsService } from './payments-service';
export type { FlowCell, FlowQuery } from './deposit-report-repository';
export type { OperatorDeposit } from './operator-decisions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments module's service (deposit methods, deposits, provider callbacks, operator decisions). */
    payments: PaymentsService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['deposit_methods', 'deposits', 'deposit_receipts', 'deposit_callbacks'] as const;

/**
 * The payments module (ADR 0006): deposit_methods, deposits, deposit_receipts, deposit_callbacks;
 * /wps/payments/* (methods, gateway and bank-transfer deposits, the member's deposits, the providers'
 * signed callbacks) and /ops/deposits (the operator's review of bank transfers).
 */
export default fp(
  async (app) => {
    const { operator, responsibleGaming } = app;
    app.decorate(
      'payments',
      createPaymentsService({
        db: app.db,
        wallet: app.wallet,
        inbox: app.inbox,
        members: app.members,
        audit: (e, tx) => operator.audit(e, tx),
        gateways: { DEMO_PSP: createDemoPspGateway(app) },
        limits: responsibleGaming,
      }),
    );
    // Deposit limits count this module's deposits.
    responsibleGaming.countDepositsWith((memberId, since, tx) => app.payments.depositedSince(memberId, since, tx));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'payments', dependencies: ['merchants', 'members', 'wallet', 'inbox', 'operator', 'responsible-gaming'] },
);
