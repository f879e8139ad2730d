import type { ReferralRules } from 'shared-contracts/engagement';
import type { Db } from '../infra/db';

/** demo_player's referral code (register with `/register?referralCode=DEMOFRIEND`). */
export const DEMO_REFERRAL_CODE = 'DEMOFRIEND';

/**
 * The demo merchant's programme: 50,000 ₫ (1× turnover) per friend whose deposits reach 200,000 ₫ within 7 days
 * of registering.
 */
export const DEMO_REFERRAL_RULES: ReferralRules = {
  enabled: true,
  reward: 5_000_000,
  turnoverMultiple: 1,
  minDeposit: 20_000_000,
  qualifyDays: 7,
};

/**
 * The demo merchant's referral programme, demo_player's code and two friends of demo_player's (demo_newbie and
 * demo_downline — also demo_agent's downline: the two links are distinct —, linked 20 and 12 days ago: their windows
 * have passed, so they stay REGISTERED and nothing is ever granted for them; the demo accounts' deposits in other
 * journeys reward nobody). Runs after the demo members are inserted.
 */
export async function insertReferralDemo(tx: Db, merchantId: number): Promise<void> {
  const r = DEMO_REFERRAL_RULES;
  await tx.query(
    `INSERT INTO referral_settings (merchant_id, enabled, reward, turnover_multiple, min_deposit, qualify_days)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [merchantId, r.enabled, r.reward, r.turnoverMultiple, r.minDeposit, r.qualifyDays],
  );
  await tx.query(
    `INSERT INTO referral_codes (member_id, merchant_id, code)
     SELECT id, merchant_id, $2 FROM members WHERE merchant_id = $1 AND username = 'demo_player'`,
    [merchantId, DEMO_REFERRAL_CODE],
  );
  await tx.query(
    `INSERT INTO referral_links (invitee_id, referrer_id, merchant_id, linked_at)
     SELECT f.id, p.id, $1, now() - make_interval(days => d)
     FROM members p, members f JOIN (VALUES ('demo_newbie', 20), ('demo_downline', 12)) AS x(u, d) ON x.u = f.username
     WHERE p.merchant_id = $1 AND p.username = 'demo_player' AND f.merchant_id = $1`,
    [merchantId],
  );
}
