import type { ReferralRules } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';

/** A merchant without a row: the programme is off. */
export const PROGRAMME_OFF: ReferralRules = {
  enabled: false,
  reward: 0,
  turnoverMultiple: 0,
  minDeposit: 1,
  qualifyDays: 7,
};

interface Row {
  enabled: boolean;
  reward: string;
  turnoverMultiple: string;
  minDeposit: string;
  qualifyDays: number;
}

const rulesOf = (r: Row): ReferralRules => ({
  enabled: r.enabled,
  reward: Number(r.reward),
  turnoverMultiple: Number(r.turnoverMultiple),
  minDeposit: Number(r.minDeposit),
  qualifyDays: r.qualifyDays,
});

/** referral_settings: the merchant's programme (PUT /ops/referral). */
export function createSettingsRepository(db: Db) {
  return {
    /** The merchant's rules, or null when it never had any (the programme is off). */
    async get(merchantId: number, tx: Db = db): Promise<ReferralRules | null> {
      const { rows } = await tx.query<Row>(
        `SELECT enabled, reward::text, turnover_multiple::text AS "turnoverMultiple", min_deposit::text AS "minDeposit",
                qualify_days AS "qualifyDays"
         FROM referral_settings WHERE merchant_id = $1`,
        [merchantId],
      );
      return rows[0] ? rulesOf(rows[0]) : null;
    },

    async set(merchantId: number, r: ReferralRules, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO referral_settings (merchant_id, enabled, reward, turnover_multiple, min_deposit, qualify_days)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (merchant_id) DO UPDATE SET enabled = EXCLUDED.enabled, reward = EXCLUDED.reward,
           turnover_multiple = EXCLUDED.turnover_multiple, min_deposit = EXCLUDED.min_deposit,
           qualify_days = EXCLUDED.qualify_days, updated_at = now()`,
        [merchantId, r.enabled, r.reward, r.turnoverMultiple, r.minDeposit, r.qualifyDays],
      );
    },
  };
}
