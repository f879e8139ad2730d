import { DEFAULT_PHONE_DIGITS, REMOTE_NAMES } from 'shared-contracts';
import type { Db } from '../infra/db';
import { createProvisionRepository, DEFAULT_REGISTER_RULES } from '../modules/merchants';
import type { MerchantProfile } from './data/merchants';

export interface MerchantSeed {
  code: string;
  keys: { publicKey: string; privateKey: string };
  profile: MerchantProfile;
}

/**
 * Everything a seeded merchant's configuration needs, through the merchants module's provisioning (as a brand an
 * operator opens): the row (`{code}` in the logo and favicon URLs is its code), remotes, whitelabel, register rules,
 * resources, domains. Returns its id.
 */
export async function insertMerchantConfig(tx: Db, { code, keys, profile: p }: MerchantSeed): Promise<number> {
  const provision = createProvisionRepository(tx);
  const url = (u: string) => u.replace('{code}', code);
  const merchantId = await provision.insertMerchant({
    code,
    name: p.name,
    currency: p.currency,
    currencySymbol: p.currencySymbol,
    mainDomain: p.mainDomain,
    timeZone: p.customerServiceHours.timeZone,
    languages: p.languages,
    customerServiceUrl: p.customerServiceUrl,
    customerServiceHours: p.customerServiceHours,
    minAge: p.minAge,
    dialCode: p.dialCode,
    phoneDigits: p.phoneDigits ?? DEFAULT_PHONE_DIGITS,
    theme: { tokens: p.theme.tokens, logoUrl: url(p.theme.logoUrl), faviconUrl: url(p.theme.faviconUrl) },
    keys,
  });
  await provision.insertRemotes(
    merchantId,
    REMOTE_NAMES.filter((n) => !p.disabledRemotes.includes(n)),
  );
  await provision.insertWhitelabel(merchantId, p.enabledModules);
  await provision.insertRegisterRules(merchantId, DEFAULT_REGISTER_RULES);
  await provision.insertResources(merchantId, p.resources);
  await provision.insertDomains(merchantId, [
    ...p.domains.map((domain) => ({ domain, route: '/' })),
    ...(p.domainRoutes ?? []),
  ]);
  return merchantId;
}
