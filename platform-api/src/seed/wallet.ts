import type { Db } from '../infra/db';
import { FUN_CURRENCY } from '../modules/wallet/money';

/**
 * The merchant's HOUSE accounts (ADR 0002): one in its currency (the other side of funding, bets, wins
 * and rollbacks) and one in fun chips. Members' accounts are created and funded lazily, on their first
 * balance read, header state or bet (`ensureFunded`, `ensureFunChips`).
 */
export async function insertHouseAccounts(tx: Db, merchantId: number): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, currency, allow_negative)
     SELECT id, 'HOUSE', c.currency, true FROM merchants, LATERAL (VALUES (merchants.currency), ($2)) AS c(currency)
     WHERE id = $1 ON CONFLICT DO NOTHING`,
    [merchantId, FUN_CURRENCY],
  );
}
