import * as oidc from 'openid-client';
import type { SocialProvider } from 'shared-contracts';
import type { OAuthProvider, OAuthProviderRow } from './oauth-provider-repository';

/** Where each provider lives unless the operator says otherwise. */
export const PROVIDER_DEFAULTS: Readonly<
  Record<SocialProvider, Omit<OAuthProviderRow, 'enabled' | 'clientId' | 'clientSecret'>>
> = {
  // OpenID Connect: everything comes from https://accounts.google.com/.well-known/openid-configuration.
  google: {
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: null,
    tokenEndpoint: null,
    userinfoEndpoint: null,
    jwksUri: null,
    scopes: 'openid email profile',
  },
  // Facebook Login is plain OAuth 2 on the web (no ID token): the user comes from the Graph API.
  facebook: {
    issuer: null,
    authorizationEndpoint: 'https://www.facebook.com/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    jwksUri: null,
    scopes: 'email public_profile',
  },
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a provider URL is unacceptable, or null: it must be absolute https, or http on a loopback
 * host (a local OpenID provider for development and tests). openid-client refuses plain http
 * everywhere else as well.
 */
export function providerUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return null;
  return 'must use https (http only on 127.0.0.1, localhost or [::1])';
}

const urlsOf = (p: OAuthProvider): string[] =>
  [p.issuer, p.authorizationEndpoint, p.tokenEndpoint, p.userinfoEndpoint, p.jwksUri].filter((u): u is string => !!u);

/** The provider's scopes include `openid`: an ID token is expected (and its nonce, issuer, audience checked). */
export const isOpenId = (p: Pick<OAuthProvider, 'scopes'>): boolean => p.scopes.split(/\s+/).includes('openid');

export interface OidcClients {
  /** The openid-client Configuration for a provider row (discovery done once per saved version of the row). */
  configuration(p: OAuthProvider): Promise<oidc.Configuration>;
}

export interface OidcClientOptions {
  /** Seconds each request to the provider may take. */
  timeoutSeconds: number;
  /** How long a discovered configuration is reused (picks up the provider's metadata changes). */
  cacheSeconds: number;
}

/** openid-client Configurations per merchant and provider, cached and rebuilt when the operator saves the row. */
export function createOidcClients(opts: OidcClientOptions): OidcClients {
  const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  async function build(p: OAuthProvider): Promise<oidc.Configuration> {
    const insecure = urlsOf(p).some((u) => new URL(u).protocol === 'http:');
    const execute = insecure ? [oidc.allowInsecureRequests] : [];
    let config: oidc.Configuration;
    if (p.issuer) {
      config = await oidc.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, {
        execute,
        timeout: opts.timeoutSeconds,
      });
    } else {
      // Plain OAuth 2: the metadata a discovery document would give. `issuer` only matters for ID
      // tokens, which such providers do not send.
      const authorization = new URL(p.authorizationEndpoint ?? '');
      config = new oidc.Configuration(
        {
          issuer: authorization.origin,
          authorization_endpoint: authorization.href,
          token_endpoint: p.tokenEndpoint ?? undefined,
          userinfo_endpoint: p.userinfoEndpoint ?? undefined,
          jwks_uri: p.jwksUri ?? undefined,
        },
        p.clientId,
        p.clientSecret,
      );
      for (const x of execute) x(config);
    }
    // Verify the ID token's signature against the provider's keys too, not only its claims.
    if (isOpenId(p) && config.serverMetadata().jwks_uri) oidc.enableNonRepudiationChecks(config);
    config.timeout = opts.timeoutSeconds;
    return config;
  }

  return {
    configuration(p) {
      const key = `${p.merchantId}:${p.provider}:${p.updatedAt}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < opts.cacheSeconds * 1000) return hit.config;
      for (const k of cache.keys()) if (k.startsWith(`${p.merchantId}:${p.provider}:`)) cache.delete(k);
      const config = build(p);
      cache.set(key, { at: Date.now(), config });
      // A failed discovery is not remembered: the next sign-in tries again.
      config.catch(() => cache.delete(key));
      return config;
    },
  };
}
