import fp from 'fastify-plugin';
import { socialApi, type SocialProvider } from 'shared-contracts';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createOidcClients } from './oidc-client';
import { createSocialService, type SocialService } from './social-service';

export type { OAuthProvider, OAuthProviderRow } from './oauth-provider-repository';
export type { SocialService } from './social-service';
export { PROVIDER_DEFAULTS, providerUrlProblem } from './oidc-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The social module's service (social sign-in, the merchant's OAuth providers). */
    social: SocialService;
  }
}

/** The tables of this module (docs/ownership.md): only this module's repositories touch them. */
export const TABLES = ['merchant_oauth_providers', 'member_social_links', 'oauth_states'] as const;

/** The social module: merchant_oauth_providers, member_social_links, oauth_states; /wps/session/oauth. */
export default fp(
  async (app) => {
    app.decorate(
      'social',
      createSocialService({
        db: app.db,
        config: app.config,
        merchants: app.merchants,
        members: app.members,
        sessions: app.sessions,
        rateLimiter: app.rateLimiter,
        clients: createOidcClients({ timeoutSeconds: 10, cacheSeconds: 3600 }),
      }),
    );
    // A provider's sign-in module counts as on only while the provider is usable (enabled, client id
    // and secret, endpoints), so a button is never offered for a provider that cannot run the flow.
    for (const [provider, modId] of Object.entries(socialApi.SOCIAL_MODULES) as [SocialProvider, string][])
      app.merchants.gateModule(modId, async (merchantId, tx) =>
        Boolean((await app.social.provider(merchantId, provider, tx))?.usable),
      );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'social', dependencies: ['merchants', 'members', 'sessions'] },
);
