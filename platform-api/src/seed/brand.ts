import type { Db } from '../infra/db';
import { hashPassword } from '../infra/crypto/password';
import { ensureDefaultOdds } from '../modules/lottery/odds-repository';
import { createMemberRepository } from '../modules/members/member-repository';
import { insertCatalogueDemo, type NoticeSeed } from './catalogue';
import { insertBanners, insertHelpSections } from './content';
import type { BannerSeed } from './data/content';
import type { HelpSeed } from './data/help';
import type { MerchantProfile } from './data/merchants';
import { insertVendors } from './games';
import { insertMerchantConfig } from './merchant';
import { insertOpeningDeposits } from './opening-deposits';
import { insertHouseAccounts } from './wallet';

/** A demo account of a seeded brand: printed at start (README's table), funded with its opening deposit. */
export interface BrandAccount {
  username: string;
  role: string;
  /** 0 player, 1 agent. */
  type: 0 | 1;
  nickname: string;
  /** Opening deposit in the brand's minor units. */
  balance: number;
}

/**
 * A brand beside the demo merchant (Lucky Star, Pinoy Palace): its profile, content and accounts. The agent gets
 * `invitationCode`; `downline` is registered under it; `content.username` receives the demo messages.
 */
export interface BrandSeed {
  code: string;
  profile: MerchantProfile;
  password: string;
  invitationCode: string;
  accounts: readonly BrandAccount[];
  downline: string;
  banners: readonly BannerSeed[];
  help: readonly HelpSeed[];
  content: NoticeSeed;
}

/** One fresh salted hash per account of a brand (computed outside the seed transaction). */
export function hashBrandPasswords(brand: BrandSeed): Promise<string[]> {
  return Promise.all(brand.accounts.map(() => hashPassword(brand.password)));
}

/**
 * A brand's configuration, content, vendor cards (its profile's disabled categories left out), house accounts,
 * lottery odds and funded accounts. Its members, sessions and ledger are its own: nothing touches another brand.
 */
export async function insertBrand(
  tx: Db,
  brand: BrandSeed,
  keys: { publicKey: string; privateKey: string },
  passwordHashes: readonly string[],
): Promise<number> {
  const { profile } = brand;
  const merchantId = await insertMerchantConfig(tx, { code: brand.code, keys, profile });
  await insertBanners(tx, merchantId, brand.banners);
  await insertHelpSections(tx, merchantId, brand.help);
  await insertVendors(tx, merchantId, profile.disabledCategories);
  await insertHouseAccounts(tx, merchantId);
  await ensureDefaultOdds(tx, [merchantId]);

  const members = createMemberRepository(tx);
  const opening: { memberId: number; amount: number }[] = [];
  let agentId: number | null = null;
  for (const [i, a] of brand.accounts.entries()) {
    const hash = passwordHashes[i];
    if (!hash) throw new Error(`no password hash for ${a.username}`);
    const m = await members.create({
      merchantId,
      username: a.username,
      passwordHash: hash,
      type: a.type,
      nickname: a.nickname,
      ...(a.type === 1 ? { invitationCode: brand.invitationCode } : {}),
      ...(a.username === brand.downline ? { uplineId: agentId } : {}),
    });
    if (a.type === 1) agentId = m.id;
    opening.push({ memberId: m.id, amount: a.balance });
  }
  const merchant = { id: merchantId, currency: profile.currency, isSingleWallet: true, name: profile.name };
  await insertOpeningDeposits(tx, merchant, opening);
  await insertCatalogueDemo(tx, merchantId, brand.content);
  return merchantId;
}
