import type { Db } from '../../infra/db';
import { createCaptchaRepository } from '../../modules/anti-bot/captcha-repository';
import { createDomainRouteRepository } from '../../modules/merchants/domain-route-repository';
import { createNonceRepository } from '../../modules/sessions/nonce-repository';
import { createIpTicketRepository } from '../../modules/security/ip-ticket-repository';
import { createLoginAttemptRepository } from '../../modules/sessions/login-attempt-repository';
import { createMembersService } from '../../modules/members/members-service';
import { createMerchantSecretRepository } from '../../modules/merchants/merchant-secret-repository';
import { createMerchantRepository } from '../../modules/merchants/merchant-repository';
import { createOutboxRepository } from '../../infra/messages/outbox-repository';
import { createRegisterRuleRepository } from '../../modules/merchants/register-rule-repository';
import { createRemoteRepository } from '../../modules/merchants/remote-repository';
import { createResourceRepository } from '../../modules/merchants/resource-repository';
import { createSessionRepository } from '../../modules/sessions/session-repository';
import { createOAuthStateRepository } from '../../modules/social/oauth-state-repository';
import { createVerificationCodeRepository } from '../../modules/verification/verification-code-repository';
import { createWhitelabelRepository } from '../../modules/merchants/whitelabel-repository';

/** Every repository over one database. */
export function createRepositories(db: Db) {
  return {
    captchas: createCaptchaRepository(db),
    domainRoutes: createDomainRouteRepository(db),
    ipTickets: createIpTicketRepository(db),
    loginAttempts: createLoginAttemptRepository(db),
    // Legacy code of plugins/app reaches the members module's service here until it becomes a module.
    members: createMembersService({ db }),
    merchants: createMerchantRepository(db),
    merchantSecrets: createMerchantSecretRepository(db),
    nonces: createNonceRepository(db),
    oauthStates: createOAuthStateRepository(db),
    outbox: createOutboxRepository(db),
    registerRules: createRegisterRuleRepository(db),
    remotes: createRemoteRepository(db),
    resources: createResourceRepository(db),
    sessions: createSessionRepository(db),
    verificationCodes: createVerificationCodeRepository(db),
    whitelabel: createWhitelabelRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
