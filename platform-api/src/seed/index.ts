import { generateKeyPair } from 'shared-contracts';
import type { Db } from '../infra/db';
import { MIGRATION_LOCK } from '../infra/db/migrate';
import { insertCatalogueDemo } from './catalogue';
import { insertBanners, insertHelpSections } from './content';
import { insertGames, insertVendors } from './games';
import {
  insertMerchant,
  insertRegisterRules,
  insertRemotes,
  insertResourcesAndDomains,
  insertWhitelabel,
} from './merchant';
import { hashAnswer } from '../modules/security/security-questions';
import { DEMO_SECURITY_ANSWER } from './data/security';
import { DEMO_ACCOUNTS, hashDemoPasswords, insertDemoMembers } from './members';
import { insertSecurityDemo } from './security';
import { insertHouseAccounts } from './wallet';

export { DEMO_ACCOUNTS, DEMO_EMAIL, DEMO_INVITATION_CODE, DEMO_MOBILE, DEMO_PASSWORD } from './members';
export { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION_ID, DEMO_TRAVELLER, SECURITY_QUESTIONS } from './data/security';

/** Seeds the demo merchant (and the game catalogue) in one transaction when it is missing; returns whether it seeded. */
export async function seedIfMissing(db: Db, merchantCode: string): Promise<boolean> {
  const exists = async (tx: Db) =>
    (await tx.query('SELECT 1 FROM merchants WHERE code = $1', [merchantCode])).rows.length > 0;
  if (await exists(db)) return false;
  // Key generation and password hashing are slow-ish: done before the transaction holds the lock.
  const [keys, hashes, answerHash] = await Promise.all([
    generateKeyPair(),
    hashDemoPasswords(),
    hashAnswer(DEMO_SECURITY_ANSWER),
  ]);
  const hashOf = (username: string): string => {
    const hash = hashes[DEMO_ACCOUNTS.findIndex((a) => a.username === username)];
    if (!hash) throw new Error(`no password hash for ${username}`);
    return hash;
  };
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    if (await exists(tx)) return false;
    const merchantId = await insertMerchant(tx, { code: merchantCode, keys });
    await insertRemotes(tx, merchantId);
    await insertWhitelabel(tx, merchantId);
    await insertRegisterRules(tx, merchantId);
    await insertResourcesAndDomains(tx, merchantId);
    await insertBanners(tx, merchantId);
    await insertHelpSections(tx, merchantId);
    await insertVendors(tx, merchantId);
    await insertGames(tx);
    await insertDemoMembers(tx, merchantId, hashes);
    await insertHouseAccounts(tx, merchantId);
    await insertCatalogueDemo(tx, merchantId);
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
    return true;
  });
}
