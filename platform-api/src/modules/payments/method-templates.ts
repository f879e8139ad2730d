export interface MethodLimits {
  min: number;
  max: number;
  presets: readonly number[];
}

/** A deposit method a merchant may offer; its limits by the merchant's currency (minor units), `other` for any currency not listed. */
export interface MethodTemplate {
  code: string;
  kind: 'GATEWAY' | 'BANK_TRANSFER';
  channel: string;
  name: string;
  limits: { VND: MethodLimits; PHP: MethodLimits; other: MethodLimits };
  bank: { bankName: string; accountNumber: string } | null;
}

/**
 * The deposit methods a merchant may offer (ADR 0006): an online gateway through the demo payment provider and a
 * bank transfer to the merchant's (fictional) account; every seeded brand has both, a new brand those its operator
 * picks. VND-size limits for a VND merchant (DEMO), peso-size ones for
 * a PHP merchant (PH), dollar-size ones for any other currency (LUCKY's USD).
 */
export const DEPOSIT_METHOD_TEMPLATES: readonly MethodTemplate[] = [
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

/** A template's limits in `currency` (minor units). */
export const templateLimits = (m: MethodTemplate, currency: string): MethodLimits =>
  currency === 'VND' || currency === 'PHP' ? m.limits[currency] : m.limits.other;
