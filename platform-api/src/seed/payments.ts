import type { Db } from '../infra/db';

/**
 * The demo deposit methods (ADR 0006), minor units: an online gateway through the demo payment provider
 * and a bank transfer to the merchant's (fictional) account. VND-style amounts with 2 decimals.
 */
export const DEMO_DEPOSIT_METHODS = [
  {
    code: 'DEMO_PSP',
    kind: 'GATEWAY',
    channel: 'DEMO_PSP',
    name: 'Online payment (card)',
    min: 50_000_00,
    max: 50_000_000_00,
    presets: [100_000_00, 200_000_00, 500_000_00, 1_000_000_00, 5_000_000_00],
    bank: null,
  },
  {
    code: 'BANK',
    kind: 'BANK_TRANSFER',
    channel: 'BANK',
    name: 'Bank transfer',
    min: 100_000_00,
    max: 300_000_000_00,
    presets: [500_000_00, 1_000_000_00, 5_000_000_00, 10_000_000_00],
    bank: { bankName: 'Demo Commercial Bank', accountNumber: '0123 4567 8901' },
  },
] as const;

/**
 * Gives every merchant that has no deposit method the demo ones (its own rows; the bank account is in
 * the merchant's name). Runs at each start after the seed: a merchant created since gets them, and a
 * merchant whose methods the operator changed keeps its own.
 */
export async function ensureDepositMethods(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'SELECT id FROM merchants m WHERE NOT EXISTS (SELECT 1 FROM deposit_methods d WHERE d.merchant_id = m.id) FOR UPDATE',
    );
    for (const { id } of rows)
      for (const [sort, m] of DEMO_DEPOSIT_METHODS.entries())
        await tx.query(
          `INSERT INTO deposit_methods (merchant_id, code, kind, channel, name, min_amount, max_amount, presets, sort,
             bank_name, bank_account_name, bank_account_number)
           SELECT id, $2, $3, $4, $5, $6, $7, $8::bigint[], $9, $10, CASE WHEN $11::text IS NULL THEN NULL ELSE upper(name) END, $11
           FROM merchants WHERE id = $1 ON CONFLICT (merchant_id, code) DO NOTHING`,
          [
            id,
            m.code,
            m.kind,
            m.channel,
            m.name,
            m.min,
            m.max,
            [...m.presets],
            sort,
            m.bank?.bankName ?? null,
            m.bank?.accountNumber ?? null,
          ],
        );
  });
}
