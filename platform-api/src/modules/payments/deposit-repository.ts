import type { Deposit, DepositKind, DepositStatus } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { CheckedImage } from '../../infra/http/image-type';
import { toMinor } from '../wallet';

/** A deposit as stored. */
export interface DepositRow {
  id: number;
  merchantId: number;
  memberId: number;
  methodCode: string;
  kind: DepositKind;
  channel: string;
  amount: number;
  /** The method's fee, fixed at creation: the wallet is credited amount − fee. */
  fee: number;
  currency: string;
  status: DepositStatus;
  requestHash: string;
  providerSession: string | null;
  payUrl: string | null;
  providerTxnId: string | null;
  payerName: string | null;
  reason: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

export interface NewDeposit {
  merchantId: number;
  memberId: number;
  methodId: number;
  methodCode: string;
  kind: DepositKind;
  channel: string;
  amount: number;
  fee: number;
  currency: string;
  requestId: string;
  requestHash: string;
  payerName?: string | null;
}

const COLUMNS = `id, merchant_id AS "merchantId", member_id AS "memberId", method_code AS "methodCode", kind, channel,
  amount, fee, currency, status, request_hash AS "requestHash", provider_session AS "providerSession", pay_url AS "payUrl",
  provider_txn_id AS "providerTxnId", payer_name AS "payerName", reason, created_at AS "createdAt",
  completed_at AS "completedAt"`;

const toRow = (r: DepositRow): DepositRow => ({
  ...r,
  amount: toMinor(r.amount),
  fee: toMinor(r.fee),
  createdAt: new Date(r.createdAt),
  completedAt: r.completedAt === null ? null : new Date(r.completedAt),
});

/** What the member sees of a deposit (shared-contracts DepositSchema). */
export const depositView = (d: DepositRow): Deposit => ({
  id: d.id,
  methodCode: d.methodCode,
  kind: d.kind,
  amount: d.amount,
  fee: d.fee,
  currency: d.currency,
  status: d.status,
  reason: d.reason,
  createdAt: d.createdAt.toISOString(),
  completedAt: d.completedAt?.toISOString() ?? null,
});

/** deposits and deposit_receipts: each member's deposits and a bank transfer's receipt image. */
export function createDepositRepository(db: Db) {
  return {
    /**
     * Inserts a PENDING deposit, or nothing when the member already used `requestId` (a double submit):
     * then null, and the caller reads the first one (`findByRequest`). In `tx` when given.
     */
    async insert(d: NewDeposit, tx: Db = db): Promise<DepositRow | null> {
      const { rows } = await tx.query<DepositRow>(
        `INSERT INTO deposits (merchant_id, member_id, method_id, method_code, kind, channel, amount, currency,
           request_id, request_hash, payer_name, fee)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (member_id, request_id) DO NOTHING RETURNING ${COLUMNS}`,
        [
          d.merchantId,
          d.memberId,
          d.methodId,
          d.methodCode,
          d.kind,
          d.channel,
          d.amount,
          d.currency,
          d.requestId,
          d.requestHash,
          d.payerName ?? null,
          d.fee,
        ],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** Serialises a member's new deposits (inside `tx`, till it ends). */
    async lockMember(memberId: number, tx: Db): Promise<void> {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`deposits:${memberId}`]);
    },
    /** The sum of the member's CREDITED and PENDING deposits created at or after `since` (deposit limits). */
    async depositedSince(memberId: number, since: Date, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ total: string | number }>(
        `SELECT coalesce(sum(amount), 0) AS total FROM deposits
         WHERE member_id = $1 AND created_at >= $2 AND status IN ('PENDING', 'CREDITED')`,
        [memberId, since],
      );
      return Number(rows[0]?.total ?? 0);
    },
    async findByRequest(memberId: number, requestId: string, tx: Db = db): Promise<DepositRow | null> {
      const { rows } = await tx.query<DepositRow>(
        `SELECT ${COLUMNS} FROM deposits WHERE member_id = $1 AND request_id = $2`,
        [memberId, requestId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** The merchant's deposit by id (`lock`: FOR UPDATE, inside a transaction), or null. */
    async find(merchantId: number, id: number, tx: Db = db, lock = false): Promise<DepositRow | null> {
      const { rows } = await tx.query<DepositRow>(
        `SELECT ${COLUMNS} FROM deposits WHERE merchant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
        [merchantId, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** Stores a gateway deposit's payment session and page (once: a second caller keeps the first's). */
    async setPaymentSession(id: number, session: string, payUrl: string, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE deposits SET provider_session = $2, pay_url = $3, updated_at = now() WHERE id = $1 AND pay_url IS NULL`,
        [id, session, payUrl],
      );
    },
    /**
     * Moves a PENDING deposit to its final status, exactly once: `UPDATE … WHERE status = 'PENDING'`. Null
     * when it was not pending any more (another callback or decision won; it waited for that one to
     * commit). Run it in the transaction that posts the ledger and writes the message.
     */
    async complete(
      id: number,
      status: Exclude<DepositStatus, 'PENDING'>,
      o: { reason?: string | null; providerTxnId?: string | null },
      tx: Db = db,
    ): Promise<DepositRow | null> {
      const { rows } = await tx.query<DepositRow>(
        `UPDATE deposits SET status = $2, reason = $3, provider_txn_id = coalesce($4, provider_txn_id),
           completed_at = now(), updated_at = now()
         WHERE id = $1 AND status = 'PENDING' RETURNING ${COLUMNS}`,
        [id, status, o.reason ?? null, o.providerTxnId ?? null],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** A member's deposits, newest first, and how many there are (optionally of one status). */
    async listByMember(
      memberId: number,
      o: { status?: DepositStatus; limit: number; offset: number },
      tx: Db = db,
    ): Promise<{ rows: DepositRow[]; total: number }> {
      const where = `member_id = $1 AND ($2::text IS NULL OR status = $2)`;
      const [list, count] = [
        await tx.query<DepositRow>(
          `SELECT ${COLUMNS} FROM deposits WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
          [memberId, o.status ?? null, o.limit, o.offset],
        ),
        await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM deposits WHERE ${where}`, [
          memberId,
          o.status ?? null,
        ]),
      ];
      return { rows: list.rows.map(toRow), total: count.rows[0]?.n ?? 0 };
    },
    /** The member's most recently credited deposit, or null. */
    async lastCredited(memberId: number, tx: Db = db): Promise<DepositRow | null> {
      const { rows } = await tx.query<DepositRow>(
        `SELECT ${COLUMNS} FROM deposits WHERE member_id = $1 AND status = 'CREDITED'
         ORDER BY completed_at DESC, id DESC LIMIT 1`,
        [memberId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** The merchant's deposits of a status (oldest first: the operator's queue), at most `limit`. */
    async listByStatus(merchantId: number, status: DepositStatus, limit: number, tx: Db = db): Promise<DepositRow[]> {
      const { rows } = await tx.query<DepositRow>(
        `SELECT ${COLUMNS} FROM deposits WHERE merchant_id = $1 AND status = $2 ORDER BY id LIMIT $3`,
        [merchantId, status, limit],
      );
      return rows.map(toRow);
    },
    /** Stores a bank transfer's receipt (bytes as base64 text: PGlite serialises big Buffers slowly). */
    async saveReceipt(depositId: number, image: CheckedImage, filename: string | null, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO deposit_receipts (deposit_id, content_type, bytes, sha256, size, filename)
         VALUES ($1, $2, decode($3, 'base64'), $4, $5, $6)`,
        [depositId, image.contentType, image.bytes.toString('base64'), image.sha256, image.bytes.length, filename],
      );
    },
    /** The receipt of one of the merchant's deposits (type and bytes), or null. */
    async receipt(merchantId: number, depositId: number, tx: Db = db) {
      const { rows } = await tx.query<{ contentType: string; base64: string }>(
        `SELECT r.content_type AS "contentType", encode(r.bytes, 'base64') AS base64
         FROM deposit_receipts r JOIN deposits d ON d.id = r.deposit_id WHERE d.merchant_id = $1 AND r.deposit_id = $2`,
        [merchantId, depositId],
      );
      const r = rows[0];
      return r ? { contentType: r.contentType, bytes: Buffer.from(r.base64.replace(/\s+/g, ''), 'base64') } : null;
    },
  };
}
export type DepositRepository = ReturnType<typeof createDepositRepository>;
