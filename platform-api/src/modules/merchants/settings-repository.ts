import type { brandSettingsOpsApi } from 'shared-contracts';
import type { Db } from '../../infra/db';

type Security = brandSettingsOpsApi.SecuritySettings;
type CustomerService = brandSettingsOpsApi.CustomerServiceSettings;
type RulePatch = brandSettingsOpsApi.RulePatch;
type ResourcePatch = brandSettingsOpsApi.ResourcePatch;

/** The console's writes of a brand's sign-up and service settings (merchants, register_rules, resources). */
export function createSettingsRepository(db: Db) {
  return {
    /** The login and security options. */
    async setSecurity(merchantId: number, s: Security, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE merchants SET security_questions_enabled = $2, verify_new_ip = $3, password_max_age_days = $4,
           sms_code_expired_minutes = $5, min_age = $6, philippines_variant = $7, updated_at = now()
         WHERE id = $1`,
        [
          merchantId,
          s.securityQuestionsEnabled,
          s.verifyNewIp,
          s.passwordMaxAgeDays,
          s.smsCodeExpiredMinutes,
          s.minAge,
          s.philippinesVariant,
        ],
      );
    },
    /** The chat link and opening hours (days sorted, without repeats). */
    async setCustomerService(merchantId: number, cs: CustomerService, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE merchants SET customer_service_url = $2, customer_service_days = $3::smallint[],
           customer_service_from = $4, customer_service_to = $5, customer_service_time_zone = $6, updated_at = now()
         WHERE id = $1`,
        [merchantId, cs.url, cs.hours.days, cs.hours.from, cs.hours.to, cs.hours.timeZone],
      );
    },
    /** One field's rule; false when the brand has no rule for that field. */
    async setRule(merchantId: number, field: string, r: RulePatch, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE register_rules SET shown = $3, required = $4, min = $5, max = $6, accepted_pattern = $7
         WHERE merchant_id = $1 AND field = $2 RETURNING field`,
        [merchantId, field, r.shown, r.required, r.min, r.max, r.acceptedPattern],
      );
      return rows.length > 0;
    },
    /** Adds or replaces one resource. */
    async putResource(merchantId: number, type: string, r: ResourcePatch, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO resources (merchant_id, resource_type, label_name_en, url) VALUES ($1, $2, $3, $4)
         ON CONFLICT (merchant_id, resource_type) DO UPDATE SET label_name_en = $3, url = $4`,
        [merchantId, type, r.labelNameEn, r.url],
      );
    },
    /** Removes one resource; false when there was none. */
    async deleteResource(merchantId: number, type: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'DELETE FROM resources WHERE merchant_id = $1 AND resource_type = $2 RETURNING resource_type',
        [merchantId, type],
      );
      return rows.length > 0;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
