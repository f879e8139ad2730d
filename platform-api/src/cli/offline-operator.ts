import { createLocalBus } from '../infra/cache/invalidation-bus';
import { createMerchantCache } from '../infra/cache/merchant-cache';
import { loadConfig } from '../infra/config';
import type { Db } from '../infra/db';
import { createMerchantsService } from '../modules/merchants/merchants-service';
import { createOAuthProviderRepository } from '../modules/social/oauth-provider-repository';
import { createOperatorService, type OperatorService } from '../modules/operator/operator-service';

/**
 * The operator service over a database without a running app (the CLI's offline path, the start-up
 * social configuration). Nothing is cached here; a running server sees the change within its cache TTL.
 */
export function offlineOperatorService(db: Db): OperatorService {
  const cache = createMerchantCache({ ttlSeconds: 0, bus: createLocalBus() });
  const providers = createOAuthProviderRepository(db);
  return createOperatorService({
    db,
    merchants: createMerchantsService({ db, cache, config: loadConfig() }),
    // What the social service answers the operator, without its sign-in dependencies.
    social: {
      providers: (merchantId) => providers.list(merchantId),
      provider: (merchantId, provider, tx) => providers.find(merchantId, provider, tx),
      saveProvider: (merchant, provider, row, tx) => providers.save(merchant.id, provider, row, tx),
    },
  });
}
