import type { PermissionConfig, RemoteName, WhitelabelNode } from 'shared-contracts';
import { HOSTS, type MerchantCache } from '../../infra/cache/merchant-cache';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import { createDomainRouteRepository } from './domain-route-repository';
import { createMerchantRepository, type Merchant, type MerchantFlag } from './merchant-repository';
import { createMerchantSecretRepository, type SecretName } from './merchant-secret-repository';
import { brandedPage } from './brand-page';
import { originOf, pagePolicy } from './content-policy';
import { buildPermissionConfig } from './permission-config';
import { createRegisterRuleRepository } from './register-rule-repository';
import { createRemoteRepository } from './remote-repository';
import { createResourceRepository } from './resource-repository';
import { publicTheme, themeStylesheet } from './theme';
import { createWhitelabelRepository } from './whitelabel-repository';
import { createProvisioning } from './provisioning';
import { createLook } from './look';
import { createSettings } from './settings';

/**
 * A condition another module puts on a whitelabel module it serves (social: a usable provider), so
 * a feature is never offered that cannot run; asked after the module's own flags.
 */
export type ModuleGate = (merchantId: number, tx?: Db) => Promise<boolean>;

/** The remote versions one visitor of a merchant runs (ADR 0012) and the key of that variant (one cached config each). */
export interface RemoteVariant {
  key: string;
  remotes: Partial<Record<RemoteName, { entry: string; version: string }>>;
}
/** Resolves a visitor's variant (the releases module, set once at start-up); null visitor: before its cookie is set. */
export type RemoteVariantResolver = (merchantId: number, visitorId: string) => Promise<RemoteVariant>;
const NO_VARIANT: RemoteVariant = { key: '', remotes: {} };
/** A code no merchant has: thrown inside a cache load so that the miss is not kept. */
const NO_MERCHANT = Symbol('no merchant');

export interface MerchantsDeps {
  db: Db;
  cache: MerchantCache;
  config: Pick<AppConfig, 'merchantCode' | 'imageCdns' | 'remotesMode' | 'staticRoot' | 'releaseStore' | 'releaseS3'>;
}

/** Whether `modId` is on in a (gated) whitelabel tree: a group by its own flag, a module with its group's too. */
function enabledIn(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const group of tree) {
    if (group.modId === modId) return group.enabled === '1';
    const mod = group.children?.find((c) => c.modId === modId);
    if (mod) return group.enabled === '1' && mod.enabled === '1';
  }
  return false;
}

/**
 * The merchants domain: a merchant and its configuration (remotes, whitelabel modules, register
 * rules, resources, domain routes, server secrets). Other modules read merchant settings only here.
 * Public reads go through the per-merchant cache; the operator's changes here invalidate it at once.
 */
export function createMerchantsService({ db, cache, config }: MerchantsDeps) {
  const merchants = createMerchantRepository(db);
  const remotes = createRemoteRepository(db);
  const whitelabel = createWhitelabelRepository(db);
  const registerRules = createRegisterRuleRepository(db);
  const resources = createResourceRepository(db);
  const domainRoutes = createDomainRouteRepository(db);
  const secrets = createMerchantSecretRepository(db);
  const gates = new Map<string, ModuleGate>();
  let variantOf: RemoteVariantResolver | null = null;
  /** The tree with every gated module's flag ANDed with its gate. */
  const gatedTree = async (merchantId: number) => {
    const tree = await whitelabel.tree(merchantId);
    const gated = async <N extends { modId: string; enabled: '0' | '1' }>(n: N): Promise<N> => {
      const gate = gates.get(n.modId);
      return gate && n.enabled === '1' && !(await gate(merchantId)) ? { ...n, enabled: '0' } : n;
    };
    return Promise.all(
      tree.map(async (g) => ({ ...(await gated(g)), children: await Promise.all(g.children.map(gated)) })),
    );
  };
  const whitelabelTree = (merchantId: number) => cache.get(merchantId, 'whitelabel', () => gatedTree(merchantId));
  /** The permission config without the visitor's variant and location (cached per merchant). */
  const storedConfig = (m: Merchant) =>
    cache.get(m.id, 'config', () =>
      buildPermissionConfig({ remotes, whitelabelTree, registerRules, resources, domainRoutes, config }, m),
    );

  return {
    ...createProvisioning({ db, cache, merchants }),
    ...createLook({ db, cache, merchants }),
    ...createSettings({ db, merchants, whitelabel, registerRules, resources, gates }),
    /** The merchant a Host routes to (domain_routes), falling back to the configured MERCHANT_CODE. */
    resolve(hostname: string): Promise<Merchant | null> {
      const host = hostname.toLowerCase();
      return cache.get(
        HOSTS,
        host,
        async () => (await merchants.findByDomain(host)) ?? merchants.findByCode(config.merchantCode),
      );
    },
    /** True when a merchant serves this host name (a domain route; no fallback): the origins CORS answers. */
    servesHost(hostname: string): Promise<boolean> {
      const host = hostname.toLowerCase();
      return cache.get(HOSTS, `serves:${host}`, async () => (await merchants.findByDomain(host)) !== null);
    },
    /** The merchant with this code (cached with the host resolutions, so any merchant's change drops it), or null. */
    findByCode: (code: string): Promise<Merchant | null> =>
      // A miss is not kept (a failed load never is): a brand created a moment later is found at once.
      cache
        .get(HOSTS, `code:${code}`, async () => (await merchants.findByCode(code)) ?? Promise.reject(NO_MERCHANT))
        .catch((e: unknown) => (e === NO_MERCHANT ? null : Promise.reject(e))),
    /** Every merchant, by code (the platform owner's views across brands). */
    list: (): Promise<Merchant[]> => merchants.list(),
    /** The merchant with this id (cached; dropped with the merchant's entries), or null; a miss reads in `tx` when given. */
    findById: (id: number, tx?: Db): Promise<Merchant | null> =>
      cache.get(id, 'merchant', () => merchants.findById(id, tx)),
    /**
     * The remote versions a visitor runs (ADR 0012): each released remote's stable version, or its canary for the
     * visitors in its share. Development servers (REMOTES_MODE=dev) have no versions.
     */
    remoteVariant(merchantId: number, visitorId: string): Promise<RemoteVariant> {
      return variantOf && config.remotesMode !== 'dev' ? variantOf(merchantId, visitorId) : Promise.resolve(NO_VARIANT);
    },
    /** Sets the resolver of remote versions (the releases module), once, at start-up. */
    resolveRemoteVersions(resolver: RemoteVariantResolver): void {
      if (variantOf) throw new Error('remote versions are resolved twice');
      variantOf = resolver;
    },
    /**
     * The permission config of §7 (read on every request: an operator change shows on the next load), with the
     * remotes of the visitor's variant (see remoteVariant).
     */
    async permissionConfig(m: Merchant, ip: string, variant: RemoteVariant = NO_VARIANT): Promise<PermissionConfig> {
      const stored = await storedConfig(m);
      const remoteList = stored.remotes.map((r) => {
        const v = variant.remotes[r.name];
        return v ? { ...r, entry: v.entry, version: v.version } : r;
      });
      // No geo-IP database ships with the demo; the country stays empty.
      return { ...stored, remotes: remoteList, location: { ip, country: '' } };
    },
    /**
     * True when the whitelabel module and its group are on for the merchant, and the module's gate (if any) lets it.
     * Without `tx`, from the cached tree (a module change invalidates it); in `tx`, read there (what the transaction
     * sees, uncached).
     */
    async isEnabled(merchantId: number, modId: string, tx?: Db): Promise<boolean> {
      if (!tx) return enabledIn(await whitelabelTree(merchantId), modId);
      if (!(await whitelabel.isEnabled(merchantId, modId, tx))) return false;
      const gate = gates.get(modId);
      return gate ? gate(merchantId, tx) : true;
    },
    /** Puts another module's condition on a whitelabel module (see ModuleGate); set once, at start-up. */
    gateModule(modId: string, gate: ModuleGate): void {
      if (gates.has(modId)) throw new Error(`whitelabel module ${modId} is gated twice`);
      gates.set(modId, gate);
    },
    /** The whitelabel tree with the effective flags (cached per merchant). */
    whitelabelTree,
    /** The register rules (cached: the public settings; checks that must see a change at once use registerRule). */
    registerRules: (merchantId: number) => cache.get(merchantId, 'registerRules', () => registerRules.list(merchantId)),
    registerRule: (merchantId: number, field: string) => registerRules.find(merchantId, field),
    /** The register rules read from the database, uncached (registration checks a sign-up against them). */
    liveRegisterRules: (merchantId: number) => registerRules.list(merchantId),
    domainRoutes: (merchantId: number) => cache.get(merchantId, 'domainRoutes', () => domainRoutes.list(merchantId)),
    /** The merchant's server secret, created on first use. */
    secret: (merchantId: number, name: SecretName): Promise<string> => secrets.get(merchantId, name),
    remotes: (merchantId: number) => remotes.listByMerchant(merchantId),
    /** Operator: maintenance or region restriction on/off; false when the merchant does not exist. */
    async setFlag(code: string, flag: MerchantFlag, on: boolean): Promise<boolean> {
      const m = await merchants.findByCode(code);
      if (!m || !(await merchants.setFlag(code, flag, on))) return false;
      await cache.invalidate(m.id);
      return true;
    },
    /** The merchant's /wps/system/theme.css and its ETag (cached; dropped with the merchant's entries). */
    themeStylesheet: (m: Merchant): Promise<{ body: string; etag: string }> =>
      cache.get(m.id, 'themeCss', async () => themeStylesheet(publicTheme(m.theme))),
    /**
     * The shell's index.html for the merchant (title, favicon, theme stylesheet; see brand-page.ts) and its
     * ETag, cached per merchant and template version (a redeployed shell gets a new version).
     */
    page: (
      m: Merchant,
      template: { text: string; version: string },
    ): Promise<{ body: string; etag: string; contentPolicy: string }> =>
      cache.get(m.id, `page:${template.version}`, async () => ({
        ...brandedPage(template.text, { name: m.name, faviconUrl: publicTheme(m.theme).faviconUrl }),
        contentPolicy: pagePolicy({
          remotes: (await storedConfig(m)).remotes,
          launchGameCDNs: m.launchGameCdns,
          gtagId: m.gtagId,
          releaseOrigin: config.releaseStore === 's3' ? originOf(config.releaseS3.publicUrl) : null,
          devServers: config.remotesMode === 'dev',
        }),
      })),
    /** Operator: a remote on/off; false when the merchant has no such remote. */
    async setRemote(merchantId: number, name: RemoteName, enabled: boolean): Promise<boolean> {
      const changed = await remotes.setEnabled(merchantId, name, enabled);
      await cache.invalidate(merchantId);
      return changed;
    },
    /** Operator: a whitelabel module on/off (in `tx` when given); false when the merchant has no such module. */
    async setModule(merchantId: number, modId: string, on: boolean, tx?: Db): Promise<boolean> {
      const changed = await whitelabel.setEnabled(merchantId, modId, on, tx);
      await cache.invalidate(merchantId);
      return changed;
    },
  };
}
export type MerchantsService = ReturnType<typeof createMerchantsService>;
