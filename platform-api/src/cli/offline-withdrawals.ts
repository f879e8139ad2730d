import { createLocalBus } from '../infra/cache/invalidation-bus';
import { createMerchantCache } from '../infra/cache/merchant-cache';
import { loadConfig } from '../infra/config';
import type { Db } from '../infra/db';
import { createInboxService } from '../modules/inbox/inbox-service';
import { createMembersService } from '../modules/members/members-service';
import type { Merchant } from '../modules/merchants';
import { createMerchantsService } from '../modules/merchants/merchants-service';
import { createOperatorAuditRepository } from '../modules/operator/operator-audit-repository';
import { createWalletService } from '../modules/wallet/wallet-service';
import { createWithdrawalsService, type WithdrawalsService } from '../modules/withdrawals/withdrawals-service';

const notOffline = (): never => {
  throw new Error('withdrawal requests are not taken offline');
};

/**
 * The withdrawals service over a database without a running app (the `operator withdrawals` offline
 * path): the queue and the decisions only (the ledger posting, the message and the audit in one
 * transaction, as on the server). Requests are not taken here: the turnover readers are absent.
 */
export function offlineWithdrawals(db: Db): {
  withdrawals: WithdrawalsService;
  merchant: (code: string) => Promise<Merchant | null>;
} {
  const merchants = createMerchantsService({
    db,
    cache: createMerchantCache({ ttlSeconds: 0, bus: createLocalBus() }),
    config: loadConfig(),
  });
  const audits = createOperatorAuditRepository(db);
  const withdrawals = createWithdrawalsService({
    db,
    wallet: createWalletService({ db, vendorCodes: async () => [] }),
    inbox: createInboxService({ db }),
    members: createMembersService({ db }),
    merchants,
    lastDeposit: notOffline,
    settledStake: notOffline,
    recentDeposits: notOffline,
    audit: (e, tx) => audits.record(e, tx),
  });
  return { withdrawals, merchant: (code) => merchants.findByCode(code) };
}
