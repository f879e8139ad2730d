import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createWalletService, type WalletService } from './wallet-service';

export type { BetAccounts, TransferRequest, WalletMerchant, WalletService } from './wallet-service';
export { FUN_CHIPS } from './wallet-service';
export type { LedgerKind, Posted, Posting } from './ledger-types';
export type { DailyMoney, DailyQuery } from './ledger-daily-repository';
export type { StatementAccount, StatementLine, StatementQuery } from './ledger-history-repository';
export { FUN_CURRENCY, POINTS_CURRENCY, requestHash, toMinor } from './money';
export { moneyPostings, type MoneyAccounts } from './money-postings';
export { walletError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The wallet module's service (ledger, funding, balances, transfers, bet postings). */
    wallet: WalletService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['ledger_accounts', 'ledger_transactions', 'ledger_entries'] as const;

/**
 * The wallet module: ledger_accounts, ledger_transactions, ledger_entries; /wps/v2/wallets/balance and
 * /wps/relay/GCS_walletTransfer (the header's call moved to the member-header module).
 */
export default fp(
  async (app) => {
    const { games, metrics } = app;
    app.decorate(
      'wallet',
      createWalletService({
        db: app.db,
        vendorCodes: (id) => games.vendorCodes(id),
        onPosted: (kind) => metrics.ledgerPosted(kind),
      }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'wallet', dependencies: ['merchants', 'games', 'inbox'] },
);
