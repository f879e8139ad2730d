import type { Db } from '../infra/db';
import { ensureDefaultOdds } from '../modules/lottery/odds-repository';
import { hashPassword } from '../infra/crypto/password';
import { createMemberRepository } from '../modules/members/member-repository';
import { insertCatalogueDemo } from './catalogue';
import { insertBanners, insertHelpSections } from './content';
import { LUCKY_BANNERS, LUCKY_HELP, LUCKY_MESSAGES, LUCKY_NOTICES } from './data/lucky';
import { LUCKY_CODE, LUCKY_PROFILE } from './data/merchants';
import { insertVendors } from './games';
import { insertMerchantConfig } from './merchant';
import { insertOpeningDeposits } from './opening-deposits';
import { insertHouseAccounts } from './wallet';

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
] as const;

/** One fresh salted hash per Lucky Star account (computed outside the seed transaction). */
export function hashLuckyPasswords(): Promise<string[]> {
  return Promise.all(LUCKY_ACCOUNTS.map(() => hashPassword(LUCKY_PASSWORD)));
}

/**
 * Lucky Star (LUCKY, lucky.localhost): its configuration and brand (data/merchants.ts), vendor cards without
 * lottery, its own banners, help, notices, and accounts funded with their own USD balances. Its members,
 * sessions and ledger are its own: nothing here touches the demo merchant.
 */
export async function insertLucky(
  tx: Db,
  keys: { publicKey: string; privateKey: string },
  passwordHashes: readonly string[],
): Promise<number> {
  const merchantId = await insertMerchantConfig(tx, { code: LUCKY_CODE, keys, profile: LUCKY_PROFILE });
  await insertBanners(tx, merchantId, LUCKY_BANNERS);
  await insertHelpSections(tx, merchantId, LUCKY_HELP);
  await insertVendors(tx, merchantId, LUCKY_PROFILE.disabledCategories);
  await insertHouseAccounts(tx, merchantId);
  await ensureDefaultOdds(tx, [merchantId]);

  const members = createMemberRepository(tx);
  const merchant = { id: merchantId, currency: LUCKY_PROFILE.currency, isSingleWallet: true };
  const opening: { memberId: number; amount: number }[] = [];
  let agentId: number | null = null;
  for (const [i, a] of LUCKY_ACCOUNTS.entries()) {
    const hash = passwordHashes[i];
    if (!hash) throw new Error(`no password hash for ${a.username}`);
    const m = await members.create({
      merchantId,
      username: a.username,
      passwordHash: hash,
      type: a.type,
      nickname: a.nickname,
      ...(a.type === 1 ? { invitationCode: LUCKY_INVITATION_CODE } : {}),
      ...(a.username === 'lucky_downline' ? { uplineId: agentId } : {}),
    });
    if (a.type === 1) agentId = m.id;
    opening.push({ memberId: m.id, amount: a.balance });
  }
  await insertOpeningDeposits(tx, { ...merchant, name: LUCKY_PROFILE.name }, opening);
  await insertCatalogueDemo(tx, merchantId, { notices: LUCKY_NOTICES, messages: LUCKY_MESSAGES, username: 'lucky01' });
  // Identity-verified, so the identity modal does not follow every demo login.
  await tx.query(`UPDATE members SET id_verification_status = 'A' WHERE merchant_id = $1`, [merchantId]);
  return merchantId;
}
