import type { Db } from '../infra/db';
import { ensureDefaultOdds } from '../modules/lottery/odds-repository';
import { insertAgencyDemo } from './agency';
import { insertCatalogueDemo } from './catalogue';
import { insertAnnouncements, insertBanners, insertHelpSections } from './content';
import { DEMO_PROFILE } from './data/merchants';
import { insertGames, insertVendors } from './games';
import { insertMerchantConfig } from './merchant';
import { DEMO_ACCOUNTS, insertDemoMembers } from './members';
import { insertSecurityDemo } from './security';
import { insertMissionsDemo } from './missions';
import { insertVipDemo } from './vip';
import { insertOpeningDeposits } from './opening-deposits';
import { insertPointsDemo } from './points';
import { insertPromotionsDemo } from './promotions';
import { insertReferralDemo } from './referral';
import { insertHouseAccounts } from './wallet';

/** Each demo account's opening deposit: 1,000,000.00 ₫ (minor units). */
export const DEMO_OPENING_DEPOSIT = 100_000_000;

export interface DemoSecrets {
  keys: { publicKey: string; privateKey: string };
  /** One password hash per DEMO_ACCOUNTS entry, in order. */
  hashes: readonly string[];
  /** hashAnswer(DEMO_SECURITY_ANSWER). */
  answerHash: string;
}

/**
 * The demo merchant under `code` (MERCHANT_CODE): its configuration and gold brand, the shared game catalogue,
 * banners, help, notices, the demo accounts (with security questions and the new-IP check on) and its house
 * accounts. Returns its id.
 */
export async function insertDemo(tx: Db, code: string, { keys, hashes, answerHash }: DemoSecrets): Promise<number> {
  const hashOf = (username: string): string => {
    const hash = hashes[DEMO_ACCOUNTS.findIndex((a) => a.username === username)];
    if (!hash) throw new Error(`no password hash for ${username}`);
    return hash;
  };
  const merchantId = await insertMerchantConfig(tx, { code, keys, profile: DEMO_PROFILE });
  await insertBanners(tx, merchantId);
  await insertHelpSections(tx, merchantId);
  await insertAnnouncements(tx, merchantId);
  await insertVendors(tx, merchantId, DEMO_PROFILE.disabledCategories);
  await insertGames(tx);
  await insertDemoMembers(tx, merchantId, hashes);
  await insertAgencyDemo(tx, merchantId, hashOf('demo_subagent'));
  await insertHouseAccounts(tx, merchantId);
  await ensureDefaultOdds(tx, [merchantId]);
  const { rows } = await tx.query<{ memberId: number }>(`SELECT id AS "memberId" FROM members WHERE merchant_id = $1`, [
    merchantId,
  ]);
  const merchant = { id: merchantId, name: DEMO_PROFILE.name, currency: DEMO_PROFILE.currency, isSingleWallet: true };
  await insertOpeningDeposits(
    tx,
    merchant,
    rows.map(({ memberId }) => ({ memberId, amount: DEMO_OPENING_DEPOSIT })),
  );
  await insertCatalogueDemo(tx, merchantId);
  await insertPointsDemo(tx, merchantId);
  await insertVipDemo(tx, merchantId);
  await insertMissionsDemo(tx, merchantId);
  await insertPromotionsDemo(tx, merchantId);
  await insertReferralDemo(tx, merchantId);
  await insertSecurityDemo(tx, merchantId, {
    secure: hashOf('demo_secure'),
    traveller: hashOf('demo_traveller'),
    answer: answerHash,
  });
  // The demo accounts count as identity-verified, so the identity modal (SPEC §4) does not follow
  // every demo login; demo_traveller stays unverified to show it.
  await tx.query(
    `UPDATE members SET id_verification_status = 'A' WHERE merchant_id = $1 AND username <> 'demo_traveller'`,
    [merchantId],
  );
  return merchantId;
}
