import { NO_FEE, type FeeRule } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** A merchant's withdrawal rules (minor units) and its fee. */
export interface WithdrawalSettings extends FeeRule {
  minAmount: number;
  maxAmount: number;
  /** Withdrawals a member may request per UTC day (rejected ones do not count). */
  dailyCount: number;
  /** Stake required since the last credited deposit, as a multiple of that deposit. */
  turnoverMultiple: number;
  /** Minutes a PAID withdrawal waits for the player before it counts as received (forced). */
  autoReceivedMinutes: number;
  maxBankAccounts: number;
  /** Above this amount an approval needs two different operators (four-eyes). */
  fourEyesThreshold: number;
}

/** The rules of a merchant without a `withdrawal_settings` row: VND-size amounts for VND, dollar-size otherwise. */
export function defaultSettings(currency: string): WithdrawalSettings {
  const vnd = currency === 'VND';
  return {
    minAmount: vnd ? 100_000_00 : 10_00,
    maxAmount: vnd ? 100_000_000_00 : 10_000_00,
    dailyCount: 5,
    turnoverMultiple: 1,
    autoReceivedMinutes: 60,
    maxBankAccounts: 3,
    fourEyesThreshold: vnd ? 50_000_000_00 : 5_000_00,
    ...NO_FEE,
  };
}

const COLUMNS = `min_amount AS "minAmount", max_amount AS "maxAmount", daily_count AS "dailyCount",
  turnover_multiple AS "turnoverMultiple", auto_received_minutes AS "autoReceivedMinutes",
  max_bank_accounts AS "maxBankAccounts", four_eyes_threshold AS "fourEyesThreshold", fee_bps AS "feeBps",
  fee_fixed AS "feeFixed", fee_max AS "feeMax"`;

const toSettings = (
  r: Record<keyof WithdrawalSettings, string | number | null>,
  currency: string,
): WithdrawalSettings => ({
  minAmount: Number(r.minAmount),
  maxAmount: Number(r.maxAmount),
  dailyCount: Number(r.dailyCount),
  turnoverMultiple: Number(r.turnoverMultiple),
  autoReceivedMinutes: Number(r.autoReceivedMinutes),
  maxBankAccounts: Number(r.maxBankAccounts),
  fourEyesThreshold:
    r.fourEyesThreshold === null ? defaultSettings(currency).fourEyesThreshold : Number(r.fourEyesThreshold),
  feeBps: Number(r.feeBps),
  feeFixed: Number(r.feeFixed),
  feeMax: r.feeMax === null ? null : Number(r.feeMax),
});

/** withdrawal_settings: each merchant's withdrawal rules. */
export function createSettingsRepository(db: Db) {
  return {
    /** The merchant's rules, or its currency's defaults. */
    async get(merchant: { id: number; currency: string }, tx: Db = db): Promise<WithdrawalSettings> {
      const { rows } = await tx.query<Record<keyof WithdrawalSettings, string | null>>(
        `SELECT ${COLUMNS} FROM withdrawal_settings WHERE merchant_id = $1`,
        [merchant.id],
      );
      return rows[0] ? toSettings(rows[0], merchant.currency) : defaultSettings(merchant.currency);
    },
    /** Stores the merchant's rules (operator, seeds and tests). */
    async set(merchantId: number, s: WithdrawalSettings, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO withdrawal_settings (merchant_id, min_amount, max_amount, daily_count, turnover_multiple,
           auto_received_minutes, max_bank_accounts, four_eyes_threshold, fee_bps, fee_fixed, fee_max)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (merchant_id) DO UPDATE SET min_amount = $2, max_amount = $3, daily_count = $4,
           turnover_multiple = $5, auto_received_minutes = $6, max_bank_accounts = $7, four_eyes_threshold = $8,
           fee_bps = $9, fee_fixed = $10, fee_max = $11`,
        [
          merchantId,
          s.minAmount,
          s.maxAmount,
          s.dailyCount,
          s.turnoverMultiple,
          s.autoReceivedMinutes,
          s.maxBankAccounts,
          s.fourEyesThreshold,
          s.feeBps,
          s.feeFixed,
          s.feeMax,
        ],
      );
    },
    /** Every merchant's auto-received minutes that differ from the default (the job's sweep). */
    async autoReceivedMinutes(tx: Db = db): Promise<Map<number, number>> {
      const { rows } = await tx.query<{ merchantId: number; minutes: number }>(
        'SELECT merchant_id AS "merchantId", auto_received_minutes AS minutes FROM withdrawal_settings',
      );
      return new Map(rows.map((r) => [r.merchantId, r.minutes]));
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
