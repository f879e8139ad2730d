import { REMOTE_NAMES, type RemoteName, type SocialProvider, type Theme } from 'shared-contracts';
import { invalidField } from '../../infra/errors/common-errors';
import type { DomainError } from '../../infra/errors/domain-error';
import type { MerchantsService } from '../merchants';
import { PROVIDER_DEFAULTS, providerUrlProblem, type OAuthProviderRow } from '../social';

/** What `operator show` and GET /ops/merchants/:code print (never the private key). */
export interface MerchantSummary {
  code: string;
  name: string;
  maintenance: boolean;
  regionRestriction: boolean;
  remotes: Awaited<ReturnType<MerchantsService['remotes']>>;
  /** The brand: token overrides, logo and favicon (ADR 0005). */
  theme: Theme;
  /** Social sign-in providers, both always listed (never the client secret). */
  social: SocialProviderSummary[];
}

/** A social sign-in provider as the operator sees it. */
export interface SocialProviderSummary {
  provider: SocialProvider;
  /** The operator's switch. */
  enabled: boolean;
  /** Switched on and completely configured. */
  usable: boolean;
  /** The button is offered: usable, and its whitelabel module (GOOGLELOGIN3 / FACEBOOKLOGIN3) and group on. */
  active: boolean;
  issuer: string | null;
  authorizationEndpoint: string | null;
  tokenEndpoint: string | null;
  userinfoEndpoint: string | null;
  jwksUri: string | null;
  clientId: string;
  clientSecretSet: boolean;
  scopes: string;
}

/** What `operator social …` and POST /ops/merchants/:code/social/:provider change; absent fields keep their value. */
export interface SocialProviderPatch {
  /** Default true: configuring a provider switches it on (and its whitelabel module). */
  enabled?: boolean;
  /** '' or null clears a URL. */
  issuer?: string | null;
  authorizationEndpoint?: string | null;
  tokenEndpoint?: string | null;
  userinfoEndpoint?: string | null;
  jwksUri?: string | null;
  clientId?: string;
  clientSecret?: string;
  /** Space-separated. */
  scopes?: string;
}

const URL_FIELDS = ['issuer', 'authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint', 'jwksUri'] as const;

/** 400 VALIDATION with the operator's English as the developer detail (no field: the command as a whole). */
export const invalid = (detail: string): DomainError => invalidField(null, detail);

/** The provider's row after a patch, validated (URLs, scopes, completeness when enabled). */
export function patchSocialProvider(
  provider: SocialProvider,
  current: OAuthProviderRow | null,
  patch: SocialProviderPatch,
): OAuthProviderRow {
  const base = current ?? { enabled: false, clientId: '', clientSecret: '', ...PROVIDER_DEFAULTS[provider] };
  const next: OAuthProviderRow = {
    enabled: base.enabled,
    issuer: base.issuer,
    authorizationEndpoint: base.authorizationEndpoint,
    tokenEndpoint: base.tokenEndpoint,
    userinfoEndpoint: base.userinfoEndpoint,
    jwksUri: base.jwksUri,
    clientId: base.clientId,
    clientSecret: base.clientSecret,
    scopes: base.scopes,
  };
  for (const f of URL_FIELDS) {
    const v = patch[f];
    if (v === undefined) continue;
    const url = v === null ? '' : v.trim();
    const problem = url === '' ? null : providerUrlProblem(url);
    if (problem) throw invalid(`${f} ${problem}`);
    next[f] = url === '' ? null : url;
  }
  if (patch.clientId !== undefined) next.clientId = patch.clientId.trim();
  if (patch.clientSecret !== undefined) next.clientSecret = patch.clientSecret.trim();
  if (patch.scopes !== undefined) next.scopes = patch.scopes.trim().split(/\s+/).join(' ');
  if (!/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/.test(next.scopes)) {
    throw invalid('scopes must be space-separated scope names');
  }
  next.enabled = patch.enabled ?? true;
  const endpoints = next.issuer !== null || (next.authorizationEndpoint !== null && next.tokenEndpoint !== null);
  if (next.enabled && (!next.clientId || !next.clientSecret || !endpoints)) {
    throw invalid(
      `${provider} needs a client id, a client secret and an issuer (or authorization and token endpoints) to be enabled`,
    );
  }
  return next;
}

/** Accepts `mf-games` or `mf_games`; null for anything else. */
export function parseRemoteName(name: string): RemoteName | null {
  const n = name.trim().toLowerCase().replace(/-/g, '_');
  return (REMOTE_NAMES as readonly string[]).includes(n) ? (n as RemoteName) : null;
}
