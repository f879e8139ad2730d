import { REMOTE_PACKAGES, systemStatus, type PermissionConfig, type RemoteName } from 'shared-contracts';
import type { AppConfig, RemotesMode } from '../../infra/config';
import type { Merchant } from './merchant-repository';
import { effectiveMinAge } from './min-age';
import { devPort } from './dev-ports';
import type { DomainRouteRepository } from './domain-route-repository';
import type { RegisterRuleRepository } from './register-rule-repository';
import type { RemoteRepository } from './remote-repository';
import type { ResourceRepository } from './resource-repository';
import { publicTheme } from './theme';

/** The entry the shell registers for a remote: the stored one, or its dev server in REMOTES_MODE=dev (port from the package's package.json `config.port`). */
export function remoteEntry(name: RemoteName, stored: string, mode: RemotesMode, staticRoot: string): string {
  return mode === 'dev' ? `http://127.0.0.1:${devPort(staticRoot, REMOTE_PACKAGES[name])}/mf-manifest.json` : stored;
}

/** Customer-service link and hours of a merchant. */
export const customerServiceOf = (m: Merchant) => ({ url: m.customerServiceUrl, hours: m.customerServiceHours });

/** Builds the permission config from the database, without the caller's location (cached per merchant by the service). */
export async function buildPermissionConfig(
  repos: {
    remotes: RemoteRepository;
    /** The merchant's whitelabel tree with its effective flags (the service's, gates applied). */
    whitelabelTree: (merchantId: number) => Promise<PermissionConfig['whitelabel']>;
    registerRules: RegisterRuleRepository;
    resources: ResourceRepository;
    domainRoutes: DomainRouteRepository;
    config: Pick<AppConfig, 'imageCdns' | 'remotesMode' | 'staticRoot'>;
  },
  m: Merchant,
): Promise<Omit<PermissionConfig, 'location'>> {
  const { config } = repos;
  const [remotes, whitelabel, registerRules, resources, domainRoute] = await Promise.all([
    repos.remotes.listByMerchant(m.id),
    repos.whitelabelTree(m.id),
    repos.registerRules.list(m.id),
    repos.resources.byType(m.id),
    repos.domainRoutes.list(m.id),
  ]);
  return {
    merchantCode: m.code,
    merchantName: m.name,
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    status: systemStatus(m),
    maintenance: m.maintenance || m.suspended,
    regionRestriction: m.regionRestriction,
    customerService: customerServiceOf(m),
    domainRoute,
    mainDomain: m.mainDomain,
    resources,
    whitelabel,
    registerRules,
    analytics: { gtagId: m.gtagId },
    imageCDNs: config.imageCdns ?? m.imageCdns,
    launchGameCDNs: m.launchGameCdns,
    remotes: remotes.map((r) => ({
      ...r,
      entry: remoteEntry(r.name, r.entry, config.remotesMode, config.staticRoot),
      version: null,
    })),
    publicKey: m.publicKey,
    languages: m.languages,
    merchantWallet: { isSingle: m.isSingleWallet },
    dialCode: m.dialCode,
    phoneDigits: m.phoneDigits,
    theme: publicTheme(m.theme),
    registration: {
      minAge: effectiveMinAge(m),
      philippines: m.philippinesVariant,
      securityQuestions: m.securityQuestionsEnabled,
    },
  };
}
