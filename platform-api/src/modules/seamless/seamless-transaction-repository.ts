import type { Db } from '../../infra/db';
import { toMinor, walletError } from '../wallet';
import { seamlessError } from './errors';
import type { MoveKind, SeamlessResult } from './seamless-types';

/** Which call of which vendor at which merchant: the key of `seamless_transactions`. */
export interface CallKey {
  merchantId: number;
  vendor: string;
  transactionId: string;
}

/** What a claimed call records beside its key. */
export interface Claim extends CallKey {
  kind: MoveKind;
  /** Hash of the fields a replay must repeat exactly. */
  hash: string;
  memberId: number;
  roundId: string | null;
  accountId: number | null;
  amount: number;
}

/** A debit a rollback names, locked. */
export interface DebitTarget {
  id: number;
  kind: MoveKind;
  memberId: number | null;
  roundId: string | null;
  /** Null for tombstones. */
  accountId: number | null;
  amount: number;
  tombstone: boolean;
  rolledBackBy: string | null;
}

interface PriorRow {
  kind: MoveKind;
  request_hash: string | null;
  result: SeamlessResult | null;
  tombstone: boolean;
  rolled_back_by: string | null;
}

/**
 * `seamless_transactions`: one row per vendor transaction id (claimed before anything moves, so a replay
 * finds the first call's result) and tombstones of rollbacks that came before their debit. Every
 * function runs in the caller's transaction.
 */
export function createSeamlessTransactionRepository() {
  return {
    /** Claims the id, or answers the earlier call with it (replay) or refuses (IDEMPOTENCY_CONFLICT, TRANSACTION_ROLLED_BACK). */
    async claim(t: Db, c: Claim): Promise<{ claimed: true } | { claimed: false; result: SeamlessResult }> {
      const { rows } = await t.query(
        `INSERT INTO seamless_transactions (merchant_id, vendor, transaction_id, kind, request_hash, member_id, round_id, account_id, amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (merchant_id, vendor, transaction_id) DO NOTHING RETURNING id`,
        [c.merchantId, c.vendor, c.transactionId, c.kind, c.hash, c.memberId, c.roundId, c.accountId, c.amount],
      );
      if (rows[0]) return { claimed: true };
      const prior = (
        await t.query<PriorRow>(
          `SELECT kind, request_hash, result, tombstone, rolled_back_by FROM seamless_transactions
           WHERE merchant_id = $1 AND vendor = $2 AND transaction_id = $3`,
          [c.merchantId, c.vendor, c.transactionId],
        )
      ).rows[0];
      if (!prior) throw new Error(`seamless transaction ${c.transactionId} neither claimed nor found`);
      if (prior.tombstone || prior.rolled_back_by !== null) throw seamlessError('TRANSACTION_ROLLED_BACK');
      if (prior.kind !== c.kind || prior.request_hash !== c.hash || !prior.result)
        throw walletError('IDEMPOTENCY_CONFLICT');
      return { claimed: false, result: prior.result };
    },

    /**
     * Stores a claimed call's result (answered again to replays), its ledger posting and, for a resettle or void,
     * what it moved (`net`: + into the member's account, − out of it) and the shortfall the house absorbed.
     */
    async finish(
      t: Db,
      c: CallKey,
      result: SeamlessResult,
      ledgerTransactionId: number | null,
      moved: { net: number; shortfall: number } = { net: 0, shortfall: 0 },
    ): Promise<void> {
      await t.query(
        `UPDATE seamless_transactions SET result = $4::jsonb, ledger_transaction_id = $5, net = $6, shortfall = $7
         WHERE merchant_id = $1 AND vendor = $2 AND transaction_id = $3`,
        [
          c.merchantId,
          c.vendor,
          c.transactionId,
          JSON.stringify(result),
          ledgerTransactionId,
          moved.net,
          moved.shortfall,
        ],
      );
    },

    /**
     * Leaves a tombstone under a debit id nobody used yet (a rollback before its debit); true when it did.
     * Waits for a concurrent debit with that id, then finds it.
     */
    async tombstone(t: Db, c: CallKey & { memberId: number; roundId: string | null }): Promise<boolean> {
      const { rows } = await t.query(
        `INSERT INTO seamless_transactions (merchant_id, vendor, transaction_id, kind, member_id, round_id, tombstone)
         VALUES ($1, $2, $3, 'DEBIT', $4, $5, true) ON CONFLICT (merchant_id, vendor, transaction_id) DO NOTHING
         RETURNING id`,
        [c.merchantId, c.vendor, c.transactionId, c.memberId, c.roundId],
      );
      return rows.length > 0;
    },

    /** The call under an id, locked (the debit a rollback reverses). */
    async lock(t: Db, c: CallKey): Promise<DebitTarget | null> {
      const { rows } = await t.query<Record<string, unknown>>(
        `SELECT id, kind, member_id, round_id, account_id, amount, tombstone, rolled_back_by FROM seamless_transactions
         WHERE merchant_id = $1 AND vendor = $2 AND transaction_id = $3 FOR UPDATE`,
        [c.merchantId, c.vendor, c.transactionId],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        id: toMinor(r.id),
        kind: r.kind as MoveKind,
        memberId: r.member_id as number | null,
        roundId: r.round_id as string | null,
        accountId: r.account_id === null ? null : toMinor(r.account_id),
        amount: toMinor(r.amount ?? 0),
        tombstone: r.tombstone as boolean,
        rolledBackBy: r.rolled_back_by as string | null,
      };
    },

    /** The member's debits in the round not rolled back and not tombstones, `except` one. */
    async liveDebits(
      t: Db,
      k: { merchantId: number; vendor: string; roundId: string; memberId: number },
      except: number,
    ): Promise<number> {
      const { rows } = await t.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM seamless_transactions
         WHERE merchant_id = $1 AND vendor = $2 AND round_id = $3 AND member_id = $4 AND kind = 'DEBIT'
           AND NOT tombstone AND rolled_back_by IS NULL AND id <> $5`,
        [k.merchantId, k.vendor, k.roundId, k.memberId, except],
      );
      return rows[0]?.n ?? 0;
    },

    /** Marks a debit as reversed by the rollback `by`. */
    async markRolledBack(t: Db, id: number, by: string): Promise<void> {
      await t.query('UPDATE seamless_transactions SET rolled_back_by = $2 WHERE id = $1', [id, by]);
    },
  };
}
export type SeamlessTransactionRepository = ReturnType<typeof createSeamlessTransactionRepository>;
