import type { BankAccount } from 'shared-contracts';
import type { Db } from '../../infra/db';

export interface BankAccountRow {
  id: number;
  memberId: number;
  bankName: string;
  accountNumber: string;
  payeeName: string;
  createdAt: Date;
}

/** The account number as members and lists see it: all but the last 4 characters hidden. */
export const maskAccountNumber = (n: string): string => `${'*'.repeat(Math.max(n.length - 4, 0))}${n.slice(-4)}`;

export const bankAccountView = (a: BankAccountRow): BankAccount => ({
  id: a.id,
  bankName: a.bankName,
  accountNumber: maskAccountNumber(a.accountNumber),
  payeeName: a.payeeName,
  createdAt: a.createdAt.toISOString(),
});

const COLUMNS = `id, member_id AS "memberId", bank_name AS "bankName", account_number AS "accountNumber",
  payee_name AS "payeeName", created_at AS "createdAt"`;
const toRow = (r: BankAccountRow): BankAccountRow => ({ ...r, createdAt: new Date(r.createdAt) });

/** bank_accounts: each member's bank accounts (deleted ones are kept for the withdrawals naming them). */
export function createBankAccountRepository(db: Db) {
  /** The member's live accounts, oldest first. */
  const list = async (memberId: number, tx: Db = db): Promise<BankAccountRow[]> => {
    const { rows } = await tx.query<BankAccountRow>(
      `SELECT ${COLUMNS} FROM bank_accounts WHERE member_id = $1 AND deleted_at IS NULL ORDER BY id`,
      [memberId],
    );
    return rows.map(toRow);
  };
  return {
    list,
    /** One of the member's live accounts, or null (another member's too). */
    async find(memberId: number, id: number, tx: Db = db): Promise<BankAccountRow | null> {
      const { rows } = await tx.query<BankAccountRow>(
        `SELECT ${COLUMNS} FROM bank_accounts WHERE member_id = $1 AND id = $2 AND deleted_at IS NULL`,
        [memberId, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /**
     * Inserts an account unless the member already has `max` live ones (the member's accounts are
     * counted under a lock on them, so two concurrent binds cannot pass the limit): 'limit', 'exists'
     * (the same number), or the row.
     */
    async insert(
      a: { merchantId: number; memberId: number; bankName: string; accountNumber: string; payeeName: string },
      max: number,
    ): Promise<BankAccountRow | 'limit' | 'exists'> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`bank-accounts:${a.memberId}`]);
        const live = await list(a.memberId, tx);
        if (live.some((x) => x.accountNumber === a.accountNumber)) return 'exists';
        if (live.length >= max) return 'limit';
        const { rows } = await tx.query<BankAccountRow>(
          `INSERT INTO bank_accounts (merchant_id, member_id, bank_name, account_number, payee_name)
           VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
          [a.merchantId, a.memberId, a.bankName, a.accountNumber, a.payeeName],
        );
        return toRow(rows[0]!);
      });
    },
    /** Deletes one of the member's live accounts; false when there is none of this id. */
    async remove(memberId: number, id: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'UPDATE bank_accounts SET deleted_at = now() WHERE member_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING id',
        [memberId, id],
      );
      return rows.length > 0;
    },
  };
}
export type BankAccountRepository = ReturnType<typeof createBankAccountRepository>;
