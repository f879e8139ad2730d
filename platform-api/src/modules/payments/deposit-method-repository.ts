import type { DepositKind } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';

/** A merchant's deposit method as stored (minor units). */
export interface DepositMethodRow {
  id: number;
  code: string;
  kind: DepositKind;
  /** The ledger channel (CLEARING account) and, for a gateway, the provider: DEMO_PSP, BANK … */
  channel: string;
  name: string;
  minAmount: number;
  maxAmount: number;
  presets: number[];
  enabled: boolean;
  bank: { bankName: string; accountName: string; accountNumber: string } | null;
}

interface Row {
  id: number;
  code: string;
  kind: DepositKind;
  channel: string;
  name: string;
  min_amount: unknown;
  max_amount: unknown;
  presets: unknown[];
  enabled: boolean;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
}

const toMethod = (r: Row): DepositMethodRow => ({
  id: r.id,
  code: r.code,
  kind: r.kind,
  channel: r.channel,
  name: r.name,
  minAmount: toMinor(r.min_amount),
  maxAmount: toMinor(r.max_amount),
  presets: r.presets.map(toMinor),
  enabled: r.enabled,
  bank:
    r.bank_account_number === null
      ? null
      : { bankName: r.bank_name ?? '', accountName: r.bank_account_name ?? '', accountNumber: r.bank_account_number },
});

const COLUMNS = `id, code, kind, channel, name, min_amount, max_amount, presets, enabled, bank_name,
  bank_account_name, bank_account_number`;

/** deposit_methods: how each merchant takes money in. */
export function createDepositMethodRepository(db: Db) {
  return {
    /** The merchant's enabled methods in display order. */
    async listEnabled(merchantId: number, tx: Db = db): Promise<DepositMethodRow[]> {
      const { rows } = await tx.query<Row>(
        `SELECT ${COLUMNS} FROM deposit_methods WHERE merchant_id = $1 AND enabled ORDER BY sort, id`,
        [merchantId],
      );
      return rows.map(toMethod);
    },
    /** The merchant's method with this code (enabled or not), or null. */
    async find(merchantId: number, code: string, tx: Db = db): Promise<DepositMethodRow | null> {
      const { rows } = await tx.query<Row>(
        `SELECT ${COLUMNS} FROM deposit_methods WHERE merchant_id = $1 AND code = $2`,
        [merchantId, code],
      );
      return rows[0] ? toMethod(rows[0]) : null;
    },
  };
}
export type DepositMethodRepository = ReturnType<typeof createDepositMethodRepository>;
