import type { PermissionConfig, RemoteName } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import { createDomainRouteRepository } from './domain-route-repository';
import { createMerchantRepository, type Merchant, type MerchantFlag } from './merchant-repository';
import { createMerchantSecretRepository, type SecretName } from './merchant-secret-repository';
import { buildPermissionConfig } from './permission-config';
import { createRegisterRuleRepository } from './register-rule-repository';
import { createRemoteRepository } from './remote-repository';
import { createResourceRepository } from './resource-repository';
import { createWhitelabelRepository } from './whitelabel-repository';

export interface MerchantsDeps {
  db: Db;
  config: Pick<AppConfig, 'merchantCode' | 'imageCdns' | 'remotesMode' | 'staticRoot'>;
}

/**
 * The merchants domain: a merchant and its configuration (remotes, whitelabel modules, register
 * rules, resources, domain routes, server secrets). Other modules read merchant settings only here.
 */
export function createMerchantsService({ db, config }: MerchantsDeps) {
  const merchants = createMerchantRepository(db);
  const remotes = createRemoteRepository(db);
  const whitelabel = createWhitelabelRepository(db);
  const registerRules = createRegisterRuleRepository(db);
  const resources = createResourceRepository(db);
  const domainRoutes = createDomainRouteRepository(db);
  const secrets = createMerchantSecretRepository(db);

  return {
    /** The merchant a Host routes to (domain_routes), falling back to the configured MERCHANT_CODE. */
    async resolve(hostname: string): Promise<Merchant | null> {
      return (await merchants.findByDomain(hostname.toLowerCase())) ?? merchants.findByCode(config.merchantCode);
    },
    findByCode: (code: string): Promise<Merchant | null> => merchants.findByCode(code),
    /** The permission config of §7 (read on every request: an operator change shows on the next load). */
    permissionConfig: (m: Merchant, ip: string): Promise<PermissionConfig> =>
      buildPermissionConfig({ remotes, whitelabel, registerRules, resources, domainRoutes, config }, m, ip),
    /** True when the whitelabel module and its group are on for the merchant. */
    isEnabled: (merchantId: number, modId: string, tx?: Db): Promise<boolean> =>
      whitelabel.isEnabled(merchantId, modId, tx),
    whitelabelTree: (merchantId: number) => whitelabel.tree(merchantId),
    registerRules: (merchantId: number) => registerRules.list(merchantId),
    registerRule: (merchantId: number, field: string) => registerRules.find(merchantId, field),
    domainRoutes: (merchantId: number) => domainRoutes.list(merchantId),
    /** The merchant's server secret, created on first use. */
    secret: (merchantId: number, name: SecretName): Promise<string> => secrets.get(merchantId, name),
    remotes: (merchantId: number) => remotes.listByMerchant(merchantId),
    /** Operator: maintenance or region restriction on/off; false when the merchant does not exist. */
    setFlag: (code: string, flag: MerchantFlag, on: boolean): Promise<boolean> => merchants.setFlag(code, flag, on),
    /** Operator: a remote on/off; false when the merchant has no such remote. */
    setRemote: (merchantId: number, name: RemoteName, enabled: boolean): Promise<boolean> =>
      remotes.setEnabled(merchantId, name, enabled),
  };
}
export type MerchantsService = ReturnType<typeof createMerchantsService>;
