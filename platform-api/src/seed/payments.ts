import type { Db } from '../infra/db';
import { createDepositMethodRepository } from '../modules/payments/deposit-method-repository';

/** Gives one merchant every deposit method template (the bank account in its name, limits in its currency). */
export async function insertDepositMethods(
  tx: Db,
  merchant: { id: number; name: string; currency: string },
): Promise<void> {
  await createDepositMethodRepository(tx).insertFromTemplates(merchant, undefined, tx);
}

/**
 * Gives every merchant that has no deposit method the templates' ones. Runs at each start after the seed: a merchant
 * made behind the API's back gets them, and a merchant whose methods the operator changed keeps its own.
 */
export async function ensureDepositMethods(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; name: string; currency: string }>(
      `SELECT id, name, currency FROM merchants m
       WHERE NOT EXISTS (SELECT 1 FROM deposit_methods d WHERE d.merchant_id = m.id) FOR UPDATE`,
    );
    for (const merchant of rows) await insertDepositMethods(tx, merchant);
  });
}
