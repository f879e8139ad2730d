import { socialApi, type SocialProvider } from 'shared-contracts';
import type { Db } from '../infra/db';
import { offlineOperatorService } from './offline-operator';
import type { SocialProviderPatch } from '../modules/operator/operator-service';

const FIELDS: Readonly<Record<string, keyof SocialProviderPatch>> = {
  ISSUER: 'issuer',
  AUTHORIZATION_ENDPOINT: 'authorizationEndpoint',
  TOKEN_ENDPOINT: 'tokenEndpoint',
  USERINFO_ENDPOINT: 'userinfoEndpoint',
  JWKS_URI: 'jwksUri',
  CLIENT_ID: 'clientId',
  CLIENT_SECRET: 'clientSecret',
  SCOPES: 'scopes',
};

/** `SOCIAL_<GOOGLE|FACEBOOK>_<FIELD>` variables, per provider whose `…_CLIENT_ID` is set. */
export function socialPatchesFromEnv(env: NodeJS.ProcessEnv): [SocialProvider, SocialProviderPatch][] {
  return socialApi.SOCIAL_PROVIDERS.flatMap((provider): [SocialProvider, SocialProviderPatch][] => {
    const prefix = `SOCIAL_${provider.toUpperCase()}_`;
    if (!env[`${prefix}CLIENT_ID`]) return [];
    const patch: SocialProviderPatch = {};
    for (const [name, field] of Object.entries(FIELDS)) {
      const v = env[`${prefix}${name}`];
      if (v !== undefined) (patch as Record<string, string>)[field] = v;
    }
    return [[provider, patch]];
  });
}

/**
 * Development shortcut: at start, the environment's providers are set on the MERCHANT_CODE merchant
 * exactly as `operator social set` would (switched on, module on). Returns the providers set.
 */
export async function applySocialEnv(db: Db, merchantCode: string, env: NodeJS.ProcessEnv): Promise<SocialProvider[]> {
  const patches = socialPatchesFromEnv(env);
  const ops = offlineOperatorService(db);
  for (const [provider, patch] of patches) await ops.setSocial(merchantCode, provider, patch);
  return patches.map(([p]) => p);
}
