import type { SocialProvider } from 'shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db';
import type { Merchant } from '../merchants';
import { createOAuthProviderRepository, type OAuthProvider, type OAuthProviderRow } from './oauth-provider-repository';
import { createOAuthStateRepository } from './oauth-state-repository';
import type { OidcClients } from './oidc-client';
import { createSocialLinkRepository } from './social-link-repository';
import { beginSocialLogin, finishSocialLogin, type SocialDeps, type SocialRedirect } from './social-login';

export type SocialServiceDeps = Omit<SocialDeps, 'providers' | 'states' | 'links' | 'log'>;

/**
 * The social sign-in domain: the merchant's OAuth / OIDC providers (merchant_oauth_providers), the
 * provider accounts linked to members (member_social_links) and the sign-ins in flight (oauth_states).
 */
export function createSocialService(deps: SocialServiceDeps & { clients: OidcClients }) {
  const providers = createOAuthProviderRepository(deps.db);
  const states = createOAuthStateRepository(deps.db);
  const links = createSocialLinkRepository(deps.db);
  const full = (log: FastifyBaseLogger): SocialDeps => ({ ...deps, providers, states, links, log });

  return {
    /** GET /wps/session/oauth/:provider/authorize: the provider's URL, or a landing with an error code. */
    begin: (log: FastifyBaseLogger, req: Parameters<typeof beginSocialLogin>[1]): Promise<SocialRedirect> =>
      beginSocialLogin(full(log), req),
    /** GET /wps/session/oauth/:provider/callback: the landing with a hand-over code of the new session, or with an error code. */
    finish: (log: FastifyBaseLogger, req: Parameters<typeof finishSocialLogin>[1]): Promise<SocialRedirect> =>
      finishSocialLogin(full(log), req),
    /** The merchant's providers (operator). */
    providers: (merchantId: number): Promise<OAuthProvider[]> => providers.list(merchantId),
    /** One provider of the merchant, or null (operator). */
    provider: (merchantId: number, provider: SocialProvider, tx?: Db): Promise<OAuthProvider | null> =>
      providers.find(merchantId, provider, tx),
    /** Stores a provider's settings (operator). */
    saveProvider: (merchant: Pick<Merchant, 'id'>, provider: SocialProvider, row: OAuthProviderRow, tx?: Db) =>
      providers.save(merchant.id, provider, row, tx),
    /** Housekeeping: sign-ins that were never finished. */
    prune: (): Promise<void> => states.prune(),
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
