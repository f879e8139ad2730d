import type { Db } from '../infra/db';
import { hashBrandPasswords, insertBrand, type BrandAccount, type BrandSeed } from './brand';
import { PH_BANNERS, PH_CODE, PH_HELP, PH_MESSAGES, PH_NOTICES, PH_PROFILE } from './data/ph';

/** Pinoy Palace's accounts (demo only: a shared, published password). */
export const PH_PASSWORD = 'Pinoy@1234';
/** ph_agent's invitation code. */
export const PH_INVITATION_CODE = 'PHAGENT';
/** Pinoy Palace's URL on `npm start` (Chromium and curl resolve *.localhost to the loopback). */
export const PH_HOST = PH_PROFILE.domains[0]!;

/** Each account with its role and its opening deposit (centavos). */
export const PH_ACCOUNTS = [
  { username: 'ph01', role: 'player, identity verified', type: 0, nickname: 'Juan Player', balance: 2_500_000 },
  {
    username: 'ph_agent',
    role: `agent (invitation code ${PH_INVITATION_CODE})`,
    type: 1,
    nickname: 'Palace Agent',
    balance: 10_000_000,
  },
  {
    username: 'ph_downline',
    role: 'player (downline of ph_agent)',
    type: 0,
    nickname: 'Palace Downline',
    balance: 500_000,
  },
] as const satisfies readonly BrandAccount[];

/** Pinoy Palace as a brand seed (data/ph.ts). */
const PH: BrandSeed = {
  code: PH_CODE,
  profile: PH_PROFILE,
  password: PH_PASSWORD,
  invitationCode: PH_INVITATION_CODE,
  accounts: PH_ACCOUNTS,
  downline: 'ph_downline',
  banners: PH_BANNERS,
  help: PH_HELP,
  content: { notices: PH_NOTICES, messages: PH_MESSAGES, username: 'ph01' },
};

/** One fresh salted hash per Pinoy Palace account (computed outside the seed transaction). */
export const hashPhPasswords = (): Promise<string[]> => hashBrandPasswords(PH);

/**
 * The Philippines variant's register rules on top of the shared ones: the birthday in dd-mm-yyyy and required, the
 * payee (full) name and the ID number required (the restricted-persons check matches them).
 */
async function setPhilippinesRules(tx: Db, merchantId: number): Promise<void> {
  await tx.query('UPDATE merchants SET philippines_variant = true WHERE id = $1', [merchantId]);
  await tx.query(
    `UPDATE register_rules SET accepted_pattern = 'DATE_DD_MM_YYYY', required = true
     WHERE merchant_id = $1 AND field = 'birthday'`,
    [merchantId],
  );
  await tx.query(
    `UPDATE register_rules SET required = true, shown = true WHERE merchant_id = $1 AND field IN ('payeeName', 'idNumber')`,
    [merchantId],
  );
}

/**
 * Pinoy Palace (PH, ph.localhost): the Philippines variant's brand (data/ph.ts) with its register rules, vendor
 * cards without lottery, its own banners, help, notices, and accounts funded in pesos and identity-verified.
 */
export async function insertPh(
  tx: Db,
  keys: { publicKey: string; privateKey: string },
  passwordHashes: readonly string[],
): Promise<number> {
  const merchantId = await insertBrand(tx, PH, keys, passwordHashes);
  await setPhilippinesRules(tx, merchantId);
  // Identity-verified adults, so the demo accounts may deposit and withdraw at once (a new player verifies first).
  await tx.query(
    `UPDATE members SET id_verification_status = 'A', birthday = DATE '1990-06-12' WHERE merchant_id = $1`,
    [merchantId],
  );
  return merchantId;
}
