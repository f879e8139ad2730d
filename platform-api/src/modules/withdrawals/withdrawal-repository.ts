import type { Withdrawal, WithdrawalStatus } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { CheckedImage } from '../../infra/http/image-type';
import { toMinor } from '../wallet';
import { maskAccountNumber } from './bank-account-repository';

/** A withdrawal as stored. */
export interface WithdrawalRow {
  id: number;
  merchantId: number;
  memberId: number;
  bankAccountId: number;
  bankName: string;
  accountNumber: string;
  payeeName: string;
  amount: number;
  /** The brand's fee when asked for (migration 079): the bank receives amount − fee. */
  fee: number;
  currency: string;
  status: WithdrawalStatus;
  forced: boolean;
  reason: string | null;
  requestHash: string;
  createdAt: Date;
  decidedAt: Date | null;
  confirmedAt: Date | null;
  /** The review label of a PENDING withdrawal and its coded reason (migration 050). */
  reviewState: 'HELD' | 'ESCALATED' | null;
  reviewCode: string | null;
  reviewNote: string | null;
  rejectCode: string | null;
  /** The first of two approvals above the merchant's four-eyes threshold. */
  firstApprovedBy: number | null;
  firstApprovedName: string | null;
}

export type NewWithdrawal = Pick<
  WithdrawalRow,
  | 'merchantId'
  | 'memberId'
  | 'bankAccountId'
  | 'bankName'
  | 'accountNumber'
  | 'payeeName'
  | 'amount'
  | 'fee'
  | 'currency'
> & { requestId: string; requestHash: string };

const COLUMNS = `id, merchant_id AS "merchantId", member_id AS "memberId", bank_account_id AS "bankAccountId",
  bank_name AS "bankName", account_number AS "accountNumber", payee_name AS "payeeName", amount, fee, currency, status,
  forced, reason, request_hash AS "requestHash", created_at AS "createdAt", decided_at AS "decidedAt",
  confirmed_at AS "confirmedAt", review_state AS "reviewState", review_code AS "reviewCode",
  review_note AS "reviewNote", reject_code AS "rejectCode", first_approved_by AS "firstApprovedBy",
  first_approved_name AS "firstApprovedName"`;

const date = (d: Date | null) => (d === null ? null : new Date(d));
const toRow = (r: WithdrawalRow): WithdrawalRow => ({
  ...r,
  amount: toMinor(r.amount),
  fee: toMinor(r.fee),
  createdAt: new Date(r.createdAt),
  decidedAt: date(r.decidedAt),
  confirmedAt: date(r.confirmedAt),
});

/** What the member sees of a withdrawal (shared-contracts WithdrawalSchema). */
export const withdrawalView = (w: WithdrawalRow): Withdrawal => ({
  id: w.id,
  amount: w.amount,
  fee: w.fee,
  currency: w.currency,
  status: w.status,
  bankName: w.bankName,
  accountNumber: maskAccountNumber(w.accountNumber),
  reason: w.reason,
  forced: w.forced,
  createdAt: w.createdAt.toISOString(),
  decidedAt: w.decidedAt?.toISOString() ?? null,
  confirmedAt: w.confirmedAt?.toISOString() ?? null,
});

/** withdrawals and withdrawal_proofs. */
export function createWithdrawalRepository(db: Db) {
  return {
    /** Inserts a PENDING withdrawal in `tx`, or nothing (null) when the member already used `requestId`. */
    async insert(w: NewWithdrawal, tx: Db): Promise<WithdrawalRow | null> {
      const { rows } = await tx.query<WithdrawalRow>(
        `INSERT INTO withdrawals (merchant_id, member_id, bank_account_id, bank_name, account_number, payee_name,
           amount, currency, request_id, request_hash, fee) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (member_id, request_id) DO NOTHING RETURNING ${COLUMNS}`,
        [
          w.merchantId,
          w.memberId,
          w.bankAccountId,
          w.bankName,
          w.accountNumber,
          w.payeeName,
          w.amount,
          w.currency,
          w.requestId,
          w.requestHash,
          w.fee,
        ],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    async findByRequest(memberId: number, requestId: string, tx: Db = db): Promise<WithdrawalRow | null> {
      const { rows } = await tx.query<WithdrawalRow>(
        `SELECT ${COLUMNS} FROM withdrawals WHERE member_id = $1 AND request_id = $2`,
        [memberId, requestId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** The merchant's withdrawal by id, or null. */
    async find(merchantId: number, id: number, tx: Db = db): Promise<WithdrawalRow | null> {
      const { rows } = await tx.query<WithdrawalRow>(
        `SELECT ${COLUMNS} FROM withdrawals WHERE merchant_id = $1 AND id = $2`,
        [merchantId, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** The member's withdrawals since the start of the UTC day, rejected ones left out (the daily count). */
    async countToday(memberId: number, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1 AND status <> 'REJECTED'
           AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
        [memberId],
      );
      return rows[0]?.n ?? 0;
    },
    /**
     * Moves a withdrawal from `from` to `to`, exactly once (`UPDATE … WHERE status = from`), stamping the
     * decision or the confirmation. Null when it was not in `from` any more (a concurrent move won).
     */
    async move(
      id: number,
      from: WithdrawalStatus,
      to: WithdrawalStatus,
      o: { reason?: string | null; rejectCode?: string | null; stamp: 'decided_at' | 'confirmed_at' | 'resolved_at' },
      tx: Db,
    ): Promise<WithdrawalRow | null> {
      const { rows } = await tx.query<WithdrawalRow>(
        `UPDATE withdrawals SET status = $3, reason = coalesce($4, reason), reject_code = coalesce($5, reject_code),
           ${o.stamp} = now()
         WHERE id = $1 AND status = $2 RETURNING ${COLUMNS}`,
        [id, from, to, o.reason ?? null, o.rejectCode ?? null],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /**
     * PAID withdrawals decided before `now` minus their merchant's minutes (`defaultMinutes` without a
     * settings row) become RECEIVED with `forced`: one UPDATE, so two workers never both take one.
     */
    async forceReceived(now: Date, defaultMinutes: number, tx: Db = db): Promise<WithdrawalRow[]> {
      const { rows } = await tx.query<WithdrawalRow>(
        `UPDATE withdrawals w SET status = 'RECEIVED', forced = true, confirmed_at = $1
         WHERE w.status = 'PAID' AND w.decided_at <= $1::timestamptz - make_interval(mins => coalesce(
           (SELECT s.auto_received_minutes FROM withdrawal_settings s WHERE s.merchant_id = w.merchant_id), $2))
         RETURNING ${COLUMNS}`,
        [now.toISOString(), defaultMinutes],
      );
      return rows.map(toRow);
    },
    /** A member's withdrawals, newest first, and how many (optionally of one status). */
    async listByMember(memberId: number, o: { status?: WithdrawalStatus; limit: number; offset: number }) {
      const where = `member_id = $1 AND ($2::text IS NULL OR status = $2)`;
      const list = await db.query<WithdrawalRow>(
        `SELECT ${COLUMNS} FROM withdrawals WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
        [memberId, o.status ?? null, o.limit, o.offset],
      );
      const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals WHERE ${where}`, [
        memberId,
        o.status ?? null,
      ]);
      return { rows: list.rows.map(toRow), total: count.rows[0]?.n ?? 0 };
    },
    /** Labels a PENDING withdrawal HELD or ESCALATED with its code and note; null when it is not pending. */
    async setReview(
      id: number,
      r: { state: 'HELD' | 'ESCALATED'; code: string; note: string | null },
      tx: Db,
    ): Promise<WithdrawalRow | null> {
      const { rows } = await tx.query<WithdrawalRow>(
        `UPDATE withdrawals SET review_state = $2, review_code = $3, review_note = $4
         WHERE id = $1 AND status = 'PENDING' RETURNING ${COLUMNS}`,
        [id, r.state, r.code, r.note],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** Records the first of two approvals of a PENDING withdrawal, once; null when it is not pending or has one. */
    async firstApproval(id: number, operator: { id: number; name: string }, tx: Db): Promise<WithdrawalRow | null> {
      const { rows } = await tx.query<WithdrawalRow>(
        `UPDATE withdrawals SET first_approved_by = $2, first_approved_name = $3, first_approved_at = now()
         WHERE id = $1 AND status = 'PENDING' AND first_approved_by IS NULL RETURNING ${COLUMNS}`,
        [id, operator.id, operator.name],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** The merchant's withdrawals of a status, oldest first (the operator's queue). */
    async listByStatus(merchantId: number, status: WithdrawalStatus, limit: number): Promise<WithdrawalRow[]> {
      const { rows } = await db.query<WithdrawalRow>(
        `SELECT ${COLUMNS} FROM withdrawals WHERE merchant_id = $1 AND status = $2 ORDER BY id LIMIT $3`,
        [merchantId, status, limit],
      );
      return rows.map(toRow);
    },
    /** Stores the player's proof image (base64 text in: PGlite serialises big Buffers slowly). */
    async saveProof(id: number, image: CheckedImage, filename: string | null, tx: Db): Promise<void> {
      await tx.query(
        `INSERT INTO withdrawal_proofs (withdrawal_id, content_type, bytes, sha256, size, filename)
         VALUES ($1, $2, decode($3, 'base64'), $4, $5, $6)`,
        [id, image.contentType, image.bytes.toString('base64'), image.sha256, image.bytes.length, filename],
      );
    },
    /** The proof of one of the merchant's withdrawals (type and bytes), or null. */
    async proof(merchantId: number, id: number) {
      const { rows } = await db.query<{ contentType: string; base64: string }>(
        `SELECT p.content_type AS "contentType", encode(p.bytes, 'base64') AS base64 FROM withdrawal_proofs p
         JOIN withdrawals w ON w.id = p.withdrawal_id WHERE w.merchant_id = $1 AND p.withdrawal_id = $2`,
        [merchantId, id],
      );
      const r = rows[0];
      return r ? { contentType: r.contentType, bytes: Buffer.from(r.base64.replace(/\s+/g, ''), 'base64') } : null;
    },
  };
}
export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
