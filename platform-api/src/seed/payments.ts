import type { Db } from '../infra/db';

interface MethodLimits {
  min: number;
  max: number;
  presets: readonly number[];
}

/** A demo method; its limits by the merchant's currency (minor units), `other` for any currency not listed. */
interface DemoMethod {
  code: string;
  kind: 'GATEWAY' | 'BANK_TRANSFER';
  channel: string;
  name: string;
  limits: { VND: MethodLimits; PHP: MethodLimits; other: MethodLimits };
  bank: { bankName: string; accountNumber: string } | null;
}

/**
 * The demo deposit methods (ADR 0006): an online gateway through the demo payment provider and a bank
 * transfer to the merchant's (fictional) account. VND-size limits for a VND merchant (DEMO), peso-size ones for
 * a PHP merchant (PH), dollar-size ones for any other currency (LUCKY's USD).
 */
export const DEMO_DEPOSIT_METHODS: readonly DemoMethod[] = [
  {
    code: 'DEMO_PSP',
    kind: 'GATEWAY',
    channel: 'DEMO_PSP',
    name: 'Online payment (card)',
    limits: {
      VND: {
        min: 50_000_00,
        max: 50_000_000_00,
        presets: [100_000_00, 200_000_00, 500_000_00, 1_000_000_00, 5_000_000_00],
      },
      PHP: { min: 100_00, max: 100_000_00, presets: [500_00, 1_000_00, 2_000_00, 5_000_00, 10_000_00] },
      other: { min: 10_00, max: 5_000_00, presets: [20_00, 50_00, 100_00, 200_00, 500_00] },
    },
    bank: null,
  },
  {
    code: 'BANK',
    kind: 'BANK_TRANSFER',
    channel: 'BANK',
    name: 'Bank transfer',
    limits: {
      VND: { min: 100_000_00, max: 300_000_000_00, presets: [500_000_00, 1_000_000_00, 5_000_000_00, 10_000_000_00] },
      PHP: { min: 500_00, max: 500_000_00, presets: [1_000_00, 5_000_00, 10_000_00, 50_000_00] },
      other: { min: 50_00, max: 50_000_00, presets: [100_00, 500_00, 1_000_00, 5_000_00] },
    },
    bank: { bankName: 'Demo Commercial Bank', accountNumber: '0123 4567 8901' },
  },
];

/** Inserts the demo deposit methods for one merchant (the bank account in its name, limits in its currency). */
export async function insertDepositMethods(
  tx: Db,
  merchant: { id: number; name: string; currency: string },
): Promise<void> {
  for (const [sort, m] of DEMO_DEPOSIT_METHODS.entries()) {
    const l = merchant.currency === 'VND' || merchant.currency === 'PHP' ? m.limits[merchant.currency] : m.limits.other;
    await tx.query(
      `INSERT INTO deposit_methods (merchant_id, code, kind, channel, name, min_amount, max_amount, presets, sort,
         bank_name, bank_account_name, bank_account_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::bigint[], $9, $10, $11, $12) ON CONFLICT (merchant_id, code) DO NOTHING`,
      [
        merchant.id,
        m.code,
        m.kind,
        m.channel,
        m.name,
        l.min,
        l.max,
        [...l.presets],
        sort,
        m.bank?.bankName ?? null,
        m.bank ? merchant.name.toUpperCase() : null,
        m.bank?.accountNumber ?? null,
      ],
    );
  }
}

/**
 * Gives every merchant that has no deposit method its own demo ones. Runs at each start after the seed:
 * a merchant created since gets them, and a merchant whose methods the operator changed keeps its own.
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
