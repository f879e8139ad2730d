import type { RgDefaults } from 'shared-contracts';
import type { Db } from '../../infra/db';

const NONE: RgDefaults = { daily: null, weekly: null, monthly: null };
const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** rg_settings (migration 080): each brand's default deposit limits. */
export function createRgSettingsRepository(db: Db) {
  return {
    /** The brand's defaults (none when it never set them). */
    async get(merchantId: number, tx: Db = db): Promise<RgDefaults> {
      const { rows } = await tx.query<Record<keyof RgDefaults, string | number | null>>(
        `SELECT default_daily AS daily, default_weekly AS weekly, default_monthly AS monthly
         FROM rg_settings WHERE merchant_id = $1`,
        [merchantId],
      );
      const r = rows[0];
      return r ? { daily: num(r.daily), weekly: num(r.weekly), monthly: num(r.monthly) } : NONE;
    },
    async set(merchantId: number, d: RgDefaults, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO rg_settings (merchant_id, default_daily, default_weekly, default_monthly) VALUES ($1, $2, $3, $4)
         ON CONFLICT (merchant_id) DO UPDATE
           SET default_daily = $2, default_weekly = $3, default_monthly = $4, updated_at = now()`,
        [merchantId, d.daily, d.weekly, d.monthly],
      );
    },
  };
}
