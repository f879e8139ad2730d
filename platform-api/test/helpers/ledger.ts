import type { Db } from '../../src/infra/db';
import { migrate } from '../../src/infra/db/migrate';

/** A merchant row without the seed (the ledger tests need no catalogue): returns its id. */
export async function insertBareMerchant(db: Db, code: string, currency = 'VND'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO merchants (code, name, currency, currency_symbol, public_key, private_key)
     VALUES ($1, $1, $2, '₫', 'x', 'x') RETURNING id`,
    [code, currency],
  );
  return rows[0]!.id;
}

/** `count` members (type 0, or `type`) of the merchant: their ids. */
export async function insertBareMembers(db: Db, merchantId: number, count: number, type = 0): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_id, username, password_hash, type)
     SELECT $1::int, 'm' || $1::int || '_' || g || '_' || $3::int, 'x', $3::int FROM generate_series(1, $2::int) g
     RETURNING id`,
    [merchantId, count, type],
  );
  return rows.map((r) => r.id);
}

/** Migrates a fresh test database (no seed). */
export const migrated = async (db: Db): Promise<void> => {
  await migrate(db);
};

/**
 * The ledger's invariants over the whole database, for assertions: accounts whose balance is not the sum
 * of their entries, member accounts below zero (only HOUSE and CLEARING may be), transactions whose entries do not sum to zero, and the
 * sum of all balances per merchant and currency (always 0: every unit came from a house account).
 */
export async function ledgerInvariants(db: Db) {
  const drift = await db.query<{ id: string }>(
    `SELECT a.id::text FROM ledger_accounts a
     LEFT JOIN (SELECT account_id, sum(amount) AS s FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
     WHERE a.balance <> coalesce(e.s, 0)`,
  );
  const negative = await db.query<{ id: string }>(
    "SELECT id::text FROM ledger_accounts WHERE balance < 0 AND kind NOT IN ('HOUSE', 'CLEARING')",
  );
  const unbalanced = await db.query<{ id: string }>(
    'SELECT transaction_id::text AS id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0',
  );
  const totals = await db.query<{ merchant_id: number; currency: string; total: string }>(
    `SELECT merchant_id, currency, sum(balance)::text AS total FROM ledger_accounts
     GROUP BY merchant_id, currency ORDER BY merchant_id, currency`,
  );
  return {
    drift: drift.rows.map((r) => r.id),
    negative: negative.rows.map((r) => r.id),
    unbalanced: unbalanced.rows.map((r) => r.id),
    totals: totals.rows.map((r) => ({ merchantId: r.merchant_id, currency: r.currency, total: Number(r.total) })),
  };
}

/** The legs of the ledger transaction of `kind` for `reference`: each account's kind and signed amount, smallest first. */
export async function postingLegs(db: Db, kind: string, reference: string | number): Promise<[string, number][]> {
  const { rows } = await db.query<{ kind: string; amount: string }>(
    `SELECT a.kind, e.amount::text FROM ledger_transactions x
       JOIN ledger_entries e ON e.transaction_id = x.id JOIN ledger_accounts a ON a.id = e.account_id
     WHERE x.kind = $1 AND x.reference = $2 ORDER BY e.amount`,
    [kind, String(reference)],
  );
  return rows.map((r) => [r.kind, Number(r.amount)]);
}
