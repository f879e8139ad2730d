import { SITES } from '../playwright.config';

/**
 * Starts the local OpenID provider (support/oidc-provider.mjs) for the whole run and hands its issuer
 * and client to the tests in E2E_OIDC_* variables (workers inherit them); stops it at the end.
 * Tests point the DEMO merchant's Google provider at it through /ops (see tests/social-login.spec.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { startOidcProvider } = await import('./oidc-provider.mjs');
  const idp = await startOidcProvider({
    redirectUris: SITES.map((site) => `${site}/wps/session/oauth/google/callback`),
  });
  process.env.E2E_OIDC_ISSUER = idp.issuer;
  process.env.E2E_OIDC_CLIENT_ID = idp.clientId;
  process.env.E2E_OIDC_CLIENT_SECRET = idp.clientSecret;
  return () => idp.close();
}
