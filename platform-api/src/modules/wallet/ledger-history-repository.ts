import type { Db } from '../../infra/db';
import type { LedgerKind } from './ledger-types';
import { POINTS_CURRENCY, toMinor } from './money';

/** A member's accounts an account record shows: the main wallet and the withdrawals held. */
export type StatementAccount = 'MAIN' | 'HELD';

/** One entry of a member account, with its posting's kind and reference. */
export interface StatementLine {
  id: number;
  /** Whose account (the member itself, or a team member with scope 'team'). */
  memberId: number;
  account: StatementAccount;
  type: LedgerKind;
  /** Signed minor units: + into the account, − out of it. */
  amount: number;
  balanceAfter: number;
  reference: string | null;
  createdAt: Date;
}

/** Which member, which currency and which half-open time range [from, to). */
export interface StatementQuery {
  merchantId: number;
  memberId: number;
  currency: string;
  from: Date;
  to: Date;
  type?: LedgerKind | null;
  /** 'team': `memberId` is an agent and the query covers its whole team (the agency module's team_links view). */
  scope?: 'member' | 'team';
}

interface LineRow {
  id: unknown;
  member_id: number;
  account: string;
  type: LedgerKind;
  amount: unknown;
  balance_after: unknown;
  reference: string | null;
  created_at: Date | string;
}

// The member's MAIN and HELD accounts in the currency ($1 merchant, $2 member, $3 currency), their entries
// in [$4, $5) through ledger_entries_account_time_idx, and the posting's kind ($6, optional) and reference.
// With scope 'team', member $2 is an agent and the accounts are its team's.
const linesOf = (q: Pick<StatementQuery, 'scope'>) => `ledger_accounts a
  JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= $4 AND e.created_at < $5
  JOIN ledger_transactions t ON t.id = e.transaction_id
  WHERE a.merchant_id = $1 AND a.currency = $3 AND a.kind IN ('MEMBER_MAIN', 'MEMBER_HELD')
    AND ${q.scope === 'team' ? 'a.member_id IN (SELECT l.member_id FROM team_links l WHERE l.ancestor_id = $2)' : 'a.member_id = $2'}
    AND ($6::text IS NULL OR t.kind = $6::text)`;

/** Read models over the ledger for a member's records (ADR 0006 `records`): statements and money-in/out totals. */
export function createLedgerHistoryRepository(db: Db) {
  const params = (q: StatementQuery) => [q.merchantId, q.memberId, q.currency, q.from, q.to, q.type ?? null];
  return {
    /** One page of the member's MAIN and HELD entries in the range, newest first, and how many there are in all. */
    async statement(q: StatementQuery, page: { limit: number; offset: number }, tx: Db = db) {
      const [lines, count] = [
        await tx.query<LineRow>(
          `SELECT e.id, a.member_id, CASE a.kind WHEN 'MEMBER_HELD' THEN 'HELD' ELSE 'MAIN' END AS account, t.kind AS type,
             e.amount, e.balance_after, t.reference, e.created_at
           FROM ${linesOf(q)} ORDER BY e.created_at DESC, e.id DESC LIMIT $7 OFFSET $8`,
          [...params(q), page.limit, page.offset],
        ),
        await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${linesOf(q)}`, params(q)),
      ];
      const list: StatementLine[] = lines.rows.map((r) => ({
        id: toMinor(r.id),
        memberId: Number(r.member_id),
        account: r.account as StatementAccount,
        type: r.type,
        amount: toMinor(r.amount),
        balanceAfter: toMinor(r.balance_after),
        reference: r.reference,
        createdAt: new Date(r.created_at),
      }));
      return { list, total: count.rows[0]?.n ?? 0 };
    },

    /** Deposits credited to the main wallet and withdrawals paid out of the held account in the range (minor units, ≥ 0). */
    async moneyInOut(q: Omit<StatementQuery, 'type'>, tx: Db = db): Promise<{ deposits: number; withdrawals: number }> {
      // A team's: from the range's deposit and withdrawal postings (ledger_transactions_money_idx), each
      // kept when its member is in the team — not from the team's (possibly 100,000) accounts.
      const sql =
        q.scope === 'team'
          ? `SELECT t.kind AS type, sum(e.amount)::bigint AS total FROM ledger_transactions t
               JOIN ledger_entries e ON e.transaction_id = t.id
               JOIN ledger_accounts a ON a.id = e.account_id
             WHERE t.merchant_id = $1 AND t.kind IN ('DEPOSIT', 'WITHDRAW_PAY') AND t.created_at >= $4 AND t.created_at < $5
               AND a.currency = $3 AND a.kind IN ('MEMBER_MAIN', 'MEMBER_HELD')
               AND EXISTS (SELECT 1 FROM team_links l WHERE l.ancestor_id = $2 AND l.member_id = a.member_id)
               AND $6::text IS NULL
             GROUP BY t.kind`
          : `SELECT t.kind AS type, sum(e.amount)::bigint AS total FROM ${linesOf(q)}
               AND t.kind IN ('DEPOSIT', 'WITHDRAW_PAY') GROUP BY t.kind`;
      const { rows } = await tx.query<{ type: LedgerKind; total: unknown }>(sql, params({ ...q, type: null }));
      const total = (k: LedgerKind) => toMinor(rows.find((r) => r.type === k)?.total ?? 0);
      return { deposits: total('DEPOSIT'), withdrawals: -total('WITHDRAW_PAY') };
    },

    /**
     * One page of the entries of the member's points (its MEMBER_POINTS account in PTS), newest first, of kind
     * `type` when given, and how many there are in all (the points mall's points details).
     */
    async pointsStatement(
      q: { merchantId: number; memberId: number; type?: LedgerKind | null },
      page: { limit: number; offset: number },
      tx: Db = db,
    ) {
      const from = `ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
        JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.merchant_id = $1 AND a.kind = 'MEMBER_POINTS' AND a.member_id = $2 AND a.currency = $3
          AND ($4::text IS NULL OR t.kind = $4::text)`;
      const params = [q.merchantId, q.memberId, POINTS_CURRENCY, q.type ?? null];
      const lines = await tx.query<Omit<LineRow, 'member_id' | 'account'>>(
        `SELECT e.id, t.kind AS type, e.amount, e.balance_after, t.reference, e.created_at
         FROM ${from} ORDER BY e.created_at DESC, e.id DESC LIMIT $5 OFFSET $6`,
        [...params, page.limit, page.offset],
      );
      const count = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, params);
      return {
        list: lines.rows.map((r) => ({
          id: toMinor(r.id),
          type: r.type,
          amount: toMinor(r.amount),
          balanceAfter: toMinor(r.balance_after),
          reference: r.reference,
          createdAt: new Date(r.created_at),
        })),
        total: count.rows[0]?.n ?? 0,
      };
    },

    /** The MEMBER_MAIN balances of these members in the currency (absent: 0). */
    async mainBalances(merchantId: number, currency: string, memberIds: readonly number[], tx: Db = db) {
      const { rows } = await tx.query<{ member_id: number; balance: unknown }>(
        `SELECT member_id, balance FROM ledger_accounts
         WHERE merchant_id = $1 AND currency = $2 AND kind = 'MEMBER_MAIN' AND member_id = ANY($3::int[])`,
        [merchantId, currency, [...memberIds]],
      );
      return new Map(rows.map((r) => [Number(r.member_id), toMinor(r.balance)]));
    },
  };
}
export type LedgerHistoryRepository = ReturnType<typeof createLedgerHistoryRepository>;
