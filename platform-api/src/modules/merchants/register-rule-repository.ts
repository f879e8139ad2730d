import type { RegisterRule } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** Registration form rules (shown, required, bounds, pattern id) per field. */
export function createRegisterRuleRepository(db: Db) {
  return {
    /** The merchant's rules, step 1 first, in form order. */
    async list(merchantId: number, tx: Db = db): Promise<RegisterRule[]> {
      const { rows } = await tx.query<RegisterRule>(
        `SELECT field, shown, required, min, max, accepted_pattern AS "acceptedPattern", step::int AS step
         FROM register_rules WHERE merchant_id = $1 ORDER BY step, sort, field`,
        [merchantId],
      );
      return rows;
    },
    /** The merchant's rule for one field, or null. */
    async find(merchantId: number, field: string, tx: Db = db): Promise<RegisterRule | null> {
      const { rows } = await tx.query<RegisterRule>(
        `SELECT field, shown, required, min, max, accepted_pattern AS "acceptedPattern", step::int AS step
         FROM register_rules WHERE merchant_id = $1 AND field = $2`,
        [merchantId, field],
      );
      return rows[0] ?? null;
    },
  };
}
export type RegisterRuleRepository = ReturnType<typeof createRegisterRuleRepository>;
