import { REMOTE_NAMES, socialApi, type RemoteName, type SocialProvider } from 'shared-contracts';
import type { Db } from '../../../infra/db';
import { HttpError, merchantNotFound } from '../../../infra/errors/http-error';
import { createMerchantRepository } from '../../../modules/merchants/merchant-repository';
import { createRemoteRepository, type MerchantRemote } from '../../../modules/merchants/remote-repository';
import { createOAuthProviderRepository, type OAuthProviderRow } from '../../../modules/social/oauth-provider-repository';
import { PROVIDER_DEFAULTS, providerUrlProblem } from '../../../modules/social/oidc-client';
import { createWhitelabelRepository } from '../../../modules/merchants/whitelabel-repository';

/** What `operator show` and GET /ops/merchants/:code print (never the private key). */
export interface MerchantSummary {
  code: string;
  name: string;
  maintenance: boolean;
  regionRestriction: boolean;
  remotes: MerchantRemote[];
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

const invalid = (message: string): HttpError => new HttpError(400, 'VALIDATION', message);

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

/** Operator actions on a merchant, shared by the /ops routes and the offline CLI. */
export function createOperatorService(db: Db) {
  const merchants = createMerchantRepository(db);
  const remotes = createRemoteRepository(db);
  const oauthProviders = createOAuthProviderRepository(db);
  const whitelabel = createWhitelabelRepository(db);

  async function socialOf(merchantId: number): Promise<SocialProviderSummary[]> {
    const rows = await oauthProviders.list(merchantId);
    return Promise.all(
      socialApi.SOCIAL_PROVIDERS.map(async (provider) => {
        const r = rows.find((x) => x.provider === provider);
        return {
          provider,
          enabled: r?.enabled ?? false,
          usable: r?.usable ?? false,
          active: await whitelabel.isEnabled(merchantId, socialApi.SOCIAL_MODULES[provider]),
          issuer: r?.issuer ?? null,
          authorizationEndpoint: r?.authorizationEndpoint ?? null,
          tokenEndpoint: r?.tokenEndpoint ?? null,
          userinfoEndpoint: r?.userinfoEndpoint ?? null,
          jwksUri: r?.jwksUri ?? null,
          clientId: r?.clientId ?? '',
          clientSecretSet: !!r?.clientSecret,
          scopes: r?.scopes ?? PROVIDER_DEFAULTS[provider].scopes,
        };
      }),
    );
  }

  async function show(code: string): Promise<MerchantSummary> {
    const m = await merchants.findByCode(code);
    if (!m) throw merchantNotFound();
    return {
      code: m.code,
      name: m.name,
      maintenance: m.maintenance,
      regionRestriction: m.regionRestriction,
      remotes: await remotes.listByMerchant(m.id),
      social: await socialOf(m.id),
    };
  }

  return {
    show,
    /** Enables or disables one remote of a merchant. */
    async setRemote(code: string, remote: string, enabled: boolean): Promise<MerchantSummary> {
      const name = parseRemoteName(remote);
      if (!name)
        throw new HttpError(400, 'VALIDATION', `Unknown remote ${remote}: use one of ${REMOTE_NAMES.join(', ')}`);
      const m = await merchants.findByCode(code);
      if (!m) throw merchantNotFound();
      if (!(await remotes.setEnabled(m.id, name, enabled)))
        throw new HttpError(404, 'NOT_FOUND', `${code} has no remote ${name}`);
      return show(code);
    },
    /**
     * Configures a social sign-in provider (README "Social sign-in"). Enabling it also switches its
     * whitelabel module on, so the button appears on the next page load; disabling leaves the module.
     */
    async setSocial(code: string, provider: string, patch: SocialProviderPatch): Promise<MerchantSummary> {
      const p = provider.trim().toLowerCase();
      if (!socialApi.isSocialProvider(p)) {
        throw invalid(`Unknown provider ${provider}: use one of ${socialApi.SOCIAL_PROVIDERS.join(', ')}`);
      }
      const m = await merchants.findByCode(code);
      if (!m) throw merchantNotFound();
      await db.transaction(async (tx) => {
        const next = patchSocialProvider(p, await oauthProviders.find(m.id, p, tx), patch);
        await oauthProviders.save(m.id, p, next, tx);
        if (next.enabled) await whitelabel.setEnabled(m.id, socialApi.SOCIAL_MODULES[p], true, tx);
      });
      return show(code);
    },
    /** Turns maintenance or region restriction on or off. */
    async setFlag(code: string, flag: 'maintenance' | 'region_restriction', on: boolean): Promise<MerchantSummary> {
      if (!(await merchants.setFlag(code, flag, on))) throw merchantNotFound();
      return show(code);
    },
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
