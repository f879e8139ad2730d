import { DEFAULT_PHONE_DIGITS, generateKeyPair, type RemoteName } from 'shared-contracts';
import type { MerchantCache } from '../../infra/cache/merchant-cache';
import type { Db } from '../../infra/db';
import { DEFAULT_ENABLED_MODULES, DEFAULT_REGISTER_RULES } from './defaults';
import { merchantsError } from './errors';
import type { Merchant, MerchantRepository } from './merchant-repository';
import { createProvisionRepository } from './provision-repository';

/** A new brand as an operator opens it; `startFrom` is the brand whose settings it copies. */
export interface BrandSetup {
  code: string;
  name: string;
  /** Host names, lower case; the first is its main domain. */
  domains: readonly string[];
  currency: string;
  currencySymbol: string;
  languages: readonly string[];
  timeZone: string;
  remotes: readonly RemoteName[];
  startFrom: Merchant | null;
}

/** Customer service until the operator sets it: every day, all day, in the brand's zone. */
const ALWAYS_OPEN = { days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '23:59' };

/**
 * Opening a merchant (the console's new brand): its row with a fresh RSA key pair, remotes, whitelabel tree, register
 * rules and domains, in the caller's transaction (the other modules add their parts in the same one); and its
 * suspension. The caller drops the cache after its commit (`changed`), so no process keeps a host's old answer.
 */
export function createProvisioning({
  db,
  cache,
  merchants,
}: {
  db: Db;
  cache: MerchantCache;
  merchants: MerchantRepository;
}) {
  const repo = createProvisionRepository(db);
  return {
    /** Writes the merchant in `tx`; 409 BRAND_CODE_TAKEN / BRAND_DOMAIN_TAKEN (field `domains`). Returns its id. */
    async provision(setup: BrandSetup, tx: Db): Promise<number> {
      if (await merchants.findByCode(setup.code, tx)) throw merchantsError('BRAND_CODE_TAKEN', { field: 'code' });
      const keys = await generateKeyPair();
      const from = setup.startFrom;
      const id = await repo.insertMerchant(
        {
          code: setup.code,
          name: setup.name,
          currency: setup.currency,
          currencySymbol: setup.currencySymbol,
          mainDomain: setup.domains[0] ?? '',
          timeZone: setup.timeZone,
          languages: setup.languages,
          customerServiceUrl: '',
          customerServiceHours: { ...ALWAYS_OPEN, timeZone: setup.timeZone },
          minAge: 18,
          dialCode: from?.dialCode ?? '84',
          phoneDigits: DEFAULT_PHONE_DIGITS,
          // A brand's own look starts from shared-ui's defaults (or the started-from brand's colours: copySettings).
          theme: { tokens: {}, logoUrl: '', faviconUrl: '' },
          keys,
        },
        tx,
      );
      const taken = await repo.insertDomains(
        id,
        setup.domains.map((domain) => ({ domain, route: '/' })),
        tx,
      );
      if (taken.length > 0)
        throw merchantsError('BRAND_DOMAIN_TAKEN', { field: 'domains', detail: `taken: ${taken.join(', ')}` });
      await repo.insertRemotes(id, setup.remotes, tx);
      await repo.insertWhitelabel(id, DEFAULT_ENABLED_MODULES, tx);
      await repo.insertRegisterRules(id, DEFAULT_REGISTER_RULES, tx);
      if (from) await repo.copySettings(from.id, id, tx);
      return id;
    },
    /** Suspends or reinstates a merchant in `tx` (call `changed` after the commit); null when there is no such merchant. */
    async setSuspended(code: string, suspended: boolean, tx: Db): Promise<Merchant | null> {
      if (!(await repo.setSuspended(code, suspended, tx))) return null;
      return merchants.findByCode(code, tx);
    },
    /** Drops a merchant's cached entries (and every host's) in every process: after a committed change made here. */
    changed: (merchantId: number): Promise<void> => cache.invalidate(merchantId),
  };
}
