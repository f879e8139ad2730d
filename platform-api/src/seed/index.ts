import { generateKeyPair } from 'shared-contracts';
import type { Db } from '../infra/db';
import { MIGRATION_LOCK } from '../infra/db/migrate';
import { hashAnswer } from '../modules/security/security-questions';
import { DEMO_SECURITY_ANSWER } from './data/security';
import { LUCKY_CODE } from './data/merchants';
import { insertDemo } from './demo';
import { hashLuckyPasswords, insertLucky } from './lucky';
import { PH_CODE } from './data/ph';
import { hashPhPasswords, insertPh } from './ph';
import { hashDemoPasswords } from './members';
import { seedOperatorsIfMissing } from './operators';

export { DEMO_ACCOUNTS, DEMO_EMAIL, DEMO_INVITATION_CODE, DEMO_MOBILE, DEMO_PASSWORD } from './members';
export { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION_ID, DEMO_TRAVELLER, SECURITY_QUESTIONS } from './data/security';
export { LUCKY_ACCOUNTS, LUCKY_HOST, LUCKY_INVITATION_CODE, LUCKY_PASSWORD } from './lucky';
export { DEMO_PROFILE, LUCKY_CODE, LUCKY_PROFILE } from './data/merchants';
export { PH_ACCOUNTS, PH_HOST, PH_INVITATION_CODE, PH_PASSWORD } from './ph';
export { PH_CODE, PH_PROFILE } from './data/ph';
export { DEMO_OPERATORS, OPERATOR_PASSWORD } from './operators';

/**
 * Runs `insert` in one transaction (under the migration lock, so several starting instances seed once) when
 * no merchant has `code` yet; returns whether it seeded. `prepare` (key generation, password hashing: slow-ish)
 * runs before the transaction holds the lock.
 */
async function seedMerchant<S>(
  db: Db,
  code: string,
  prepare: () => Promise<S>,
  insert: (tx: Db, secrets: S) => Promise<number>,
): Promise<boolean> {
  const exists = async (tx: Db) => (await tx.query('SELECT 1 FROM merchants WHERE code = $1', [code])).rows.length > 0;
  if (await exists(db)) return false;
  const secrets = await prepare();
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    if (await exists(tx)) return false;
    await insert(tx, secrets);
    return true;
  });
}

/**
 * Seeds what is missing: the demo merchant under `merchantCode` (with the shared game catalogue), the
 * second demo merchant, Lucky Star (LUCKY on lucky.localhost), the Philippines brand, Pinoy Palace (PH on
 * ph.localhost), and the demo operators, each once; returns whether
 * anything was seeded.
 */
export async function seedIfMissing(db: Db, merchantCode: string): Promise<boolean> {
  const demo = await seedMerchant(
    db,
    merchantCode,
    async () => {
      const [keys, hashes, answerHash] = await Promise.all([
        generateKeyPair(),
        hashDemoPasswords(),
        hashAnswer(DEMO_SECURITY_ANSWER),
      ]);
      return { keys, hashes, answerHash };
    },
    (tx, secrets) => insertDemo(tx, merchantCode, secrets),
  );
  const lucky = await seedMerchant(
    db,
    LUCKY_CODE,
    async () => {
      const [keys, hashes] = await Promise.all([generateKeyPair(), hashLuckyPasswords()]);
      return { keys, hashes };
    },
    (tx, { keys, hashes }) => insertLucky(tx, keys, hashes),
  );
  const ph = await seedMerchant(
    db,
    PH_CODE,
    async () => {
      const [keys, hashes] = await Promise.all([generateKeyPair(), hashPhPasswords()]);
      return { keys, hashes };
    },
    (tx, { keys, hashes }) => insertPh(tx, keys, hashes),
  );
  const operators = await seedOperatorsIfMissing(db, merchantCode);
  return demo || lucky || ph || operators;
}
