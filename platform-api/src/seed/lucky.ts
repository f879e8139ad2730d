import type { Db } from '../infra/db';
import { hashBrandPasswords, insertBrand, type BrandAccount, type BrandSeed } from './brand';
import { LUCKY_BANNERS, LUCKY_HELP, LUCKY_MESSAGES, LUCKY_NOTICES } from './data/lucky';
import { LUCKY_CODE, LUCKY_PROFILE } from './data/merchants';

/** Lucky Star's accounts (demo only: a shared, published password). */
export const LUCKY_PASSWORD = 'Lucky@1234';
/** lucky_agent's invitation code. */
export const LUCKY_INVITATION_CODE = 'LUCKYAGENT';
/** Lucky Star's URL on `npm start` (Chromium and curl resolve *.localhost to the loopback). */
export const LUCKY_HOST = LUCKY_PROFILE.domains[0]!;

/** Each account with its role and its opening deposit (US cents), so balances differ from DEMO's. */
export const LUCKY_ACCOUNTS = [
  { username: 'lucky01', role: 'player', type: 0, nickname: 'Lucky One', balance: 250_000 },
  {
    username: 'lucky_agent',
    role: `agent (invitation code ${LUCKY_INVITATION_CODE})`,
    type: 1,
    nickname: 'Lucky Agent',
    balance: 1_000_000,
  },
  {
    username: 'lucky_downline',
    role: 'player (downline of lucky_agent)',
    type: 0,
    nickname: 'Lucky Downline',
    balance: 50_000,
  },
] as const satisfies readonly BrandAccount[];

/** Lucky Star as a brand seed (data/lucky.ts, data/merchants.ts). */
const LUCKY: BrandSeed = {
  code: LUCKY_CODE,
  profile: LUCKY_PROFILE,
  password: LUCKY_PASSWORD,
  invitationCode: LUCKY_INVITATION_CODE,
  accounts: LUCKY_ACCOUNTS,
  downline: 'lucky_downline',
  banners: LUCKY_BANNERS,
  help: LUCKY_HELP,
  content: { notices: LUCKY_NOTICES, messages: LUCKY_MESSAGES, username: 'lucky01' },
};

/** One fresh salted hash per Lucky Star account (computed outside the seed transaction). */
export const hashLuckyPasswords = (): Promise<string[]> => hashBrandPasswords(LUCKY);

/**
 * Lucky Star (LUCKY, lucky.localhost): its configuration and brand (data/merchants.ts), vendor cards without
 * lottery, its own banners, help, notices, and accounts funded with their own USD balances (insertBrand).
 */
export async function insertLucky(
  tx: Db,
  keys: { publicKey: string; privateKey: string },
  passwordHashes: readonly string[],
): Promise<number> {
  const merchantId = await insertBrand(tx, LUCKY, keys, passwordHashes);
  // Identity-verified, so the identity modal does not follow every demo login.
  await tx.query(`UPDATE members SET id_verification_status = 'A' WHERE merchant_id = $1`, [merchantId]);
  return merchantId;
}
