import type { Db } from '../../infra/db';
import { createDomainRouteRepository } from '../../modules/merchants/domain-route-repository';
import { createMembersService } from '../../modules/members/members-service';
import { createMerchantSecretRepository } from '../../modules/merchants/merchant-secret-repository';
import { createMerchantRepository } from '../../modules/merchants/merchant-repository';
import { createOutboxRepository } from '../../infra/messages/outbox-repository';
import { createRegisterRuleRepository } from '../../modules/merchants/register-rule-repository';
import { createRemoteRepository } from '../../modules/merchants/remote-repository';
import { createResourceRepository } from '../../modules/merchants/resource-repository';
import { createSessionRepository } from '../../modules/sessions/session-repository';
import { createWhitelabelRepository } from '../../modules/merchants/whitelabel-repository';

/** Every repository over one database. */
export function createRepositories(db: Db) {
  return {
    domainRoutes: createDomainRouteRepository(db),
    // Legacy code of plugins/app reaches the members module's service here until it becomes a module.
    members: createMembersService({ db }),
    merchants: createMerchantRepository(db),
    merchantSecrets: createMerchantSecretRepository(db),
    outbox: createOutboxRepository(db),
    registerRules: createRegisterRuleRepository(db),
    remotes: createRemoteRepository(db),
    resources: createResourceRepository(db),
    sessions: createSessionRepository(db),
    whitelabel: createWhitelabelRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
