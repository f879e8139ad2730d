import type { DepositKind, FeeRule } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';
import { DEPOSIT_METHOD_TEMPLATES, templateLimits } from './method-templates';

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
  /** Kept from what the wallet is credited (the house keeps it). */
  fee: FeeRule;
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
  fee_bps: number;
  fee_fixed: unknown;
  fee_max: unknown;
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
  fee: { feeBps: r.fee_bps, feeFixed: toMinor(r.fee_fixed), feeMax: r.fee_max === null ? null : toMinor(r.fee_max) },
});

const COLUMNS = `id, code, kind, channel, name, min_amount, max_amount, presets, enabled, bank_name,
  bank_account_name, bank_account_number, fee_bps, fee_fixed, fee_max`;

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
    /** Every method of the merchant (on or off) with its order, in display order (the console). */
    async listAll(merchantId: number, tx: Db = db): Promise<(DepositMethodRow & { sort: number })[]> {
      const { rows } = await tx.query<Row & { sort: number }>(
        `SELECT ${COLUMNS}, sort FROM deposit_methods WHERE merchant_id = $1 ORDER BY sort, id`,
        [merchantId],
      );
      return rows.map((r) => ({ ...toMethod(r), sort: r.sort }));
    },
    /** Changes one method (absent fields kept); false when the merchant has no such method. */
    async update(
      merchantId: number,
      code: string,
      p: {
        enabled?: boolean;
        name?: string;
        minAmount?: number;
        maxAmount?: number;
        presets?: readonly number[];
        sort?: number;
        bank?: { bankName: string; accountName: string; accountNumber: string };
        fee?: FeeRule;
      },
      tx: Db = db,
    ): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE deposit_methods SET
           enabled = COALESCE($3, enabled), name = COALESCE($4, name), min_amount = COALESCE($5, min_amount),
           max_amount = COALESCE($6, max_amount), presets = COALESCE($7::bigint[], presets), sort = COALESCE($8, sort),
           bank_name = COALESCE($9, bank_name), bank_account_name = COALESCE($10, bank_account_name),
           bank_account_number = COALESCE($11, bank_account_number),
           fee_bps = CASE WHEN $12::boolean THEN $13 ELSE fee_bps END,
           fee_fixed = CASE WHEN $12::boolean THEN $14 ELSE fee_fixed END,
           fee_max = CASE WHEN $12::boolean THEN $15 ELSE fee_max END
         WHERE merchant_id = $1 AND code = $2 RETURNING id`,
        [
          merchantId,
          code,
          p.enabled ?? null,
          p.name ?? null,
          p.minAmount ?? null,
          p.maxAmount ?? null,
          p.presets ? [...p.presets] : null,
          p.sort ?? null,
          p.bank?.bankName ?? null,
          p.bank?.accountName ?? null,
          p.bank?.accountNumber ?? null,
          p.fee !== undefined,
          p.fee?.feeBps ?? 0,
          p.fee?.feeFixed ?? 0,
          p.fee?.feeMax ?? null,
        ],
      );
      return rows.length > 0;
    },
    /** The codes of the merchant's enabled methods, in display order. */
    async enabledCodes(merchantId: number, tx: Db = db): Promise<string[]> {
      const { rows } = await tx.query<{ code: string }>(
        'SELECT code FROM deposit_methods WHERE merchant_id = $1 AND enabled ORDER BY sort, id',
        [merchantId],
      );
      return rows.map((r) => r.code);
    },
    /**
     * Gives the merchant the templates' methods `codes` picks (all when absent) that it lacks: the bank account in its
     * name, limits in its currency; a method the merchant has keeps its own settings.
     */
    async insertFromTemplates(
      merchant: { id: number; name: string; currency: string },
      codes?: ReadonlySet<string>,
      tx: Db = db,
    ): Promise<void> {
      for (const [sort, m] of DEPOSIT_METHOD_TEMPLATES.entries()) {
        if (codes && !codes.has(m.code)) continue;
        const l = templateLimits(m, merchant.currency);
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
    },
    /** Copies another merchant's enabled methods `codes` picks (limits, presets, bank details, fee) to a new merchant. */
    async copyFrom(fromId: number, toId: number, codes: ReadonlySet<string>, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO deposit_methods (merchant_id, code, kind, channel, name, min_amount, max_amount, presets, sort,
           bank_name, bank_account_name, bank_account_number, fee_bps, fee_fixed, fee_max)
         SELECT $2, code, kind, channel, name, min_amount, max_amount, presets, sort, bank_name, bank_account_name,
           bank_account_number, fee_bps, fee_fixed, fee_max
         FROM deposit_methods WHERE merchant_id = $1 AND enabled AND code = ANY($3::text[])
         ON CONFLICT (merchant_id, code) DO NOTHING`,
        [fromId, toId, [...codes]],
      );
    },
  };
}
export type DepositMethodRepository = ReturnType<typeof createDepositMethodRepository>;
