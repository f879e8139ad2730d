import { createLocalBus } from '../infra/cache/invalidation-bus';
import { createMerchantCache } from '../infra/cache/merchant-cache';
import { loadConfig } from '../infra/config';
import type { Db } from '../infra/db';
import { createInboxService } from '../modules/inbox/inbox-service';
import { createMembersService } from '../modules/members/members-service';
import { createMerchantsService } from '../modules/merchants/merchants-service';
import { createOperatorAuditRepository } from '../modules/operator/operator-audit-repository';
import { createPaymentsService, type PaymentsService } from '../modules/payments/payments-service';
import { createWalletService } from '../modules/wallet/wallet-service';
import type { Merchant } from '../modules/merchants';

/**
 * The payments service over a database without a running app (the `operator deposits` offline path):
 * the operator's queue and decisions only — no payment provider is reachable from here, and none is
 * needed (a decision credits through the ledger, writes the message and the audit in one transaction).
 */
export function offlinePayments(db: Db): {
  payments: PaymentsService;
  merchant: (code: string) => Promise<Merchant | null>;
} {
  const merchants = createMerchantsService({
    db,
    cache: createMerchantCache({ ttlSeconds: 0, bus: createLocalBus() }),
    config: loadConfig(),
  });
  const audits = createOperatorAuditRepository(db);
  const payments = createPaymentsService({
    db,
    // Deposits never touch vendor wallets: no vendor list is needed.
    wallet: createWalletService({ db, vendorCodes: async () => [] }),
    inbox: createInboxService({ db }),
    members: createMembersService({ db }),
    audit: (e, tx) => audits.record(e, tx),
    gateways: {},
    // No new deposit is taken offline: responsible gaming's check is never reached.
    limits: {
      assertDepositAllowed: async () => {
        throw new Error('offline payments take no new deposit');
      },
    },
  });
  return { payments, merchant: (code) => merchants.findByCode(code) };
}
