import type { Db } from '../../infra/db';
import { walletError } from './errors';
import { bulkAccountIds, postMany } from './ledger-bulk';
import type { AccountOwner, LedgerKind, Posted, Posting } from './ledger-types';
import { toMinor } from './money';
import { assertBalanced, postingHash } from './posting-rules';

/** How `post` runs inside its caller's transaction. */
export interface PostOptions {
  /** The caller's transaction fails as a whole when the posting throws: no savepoint. */
  withCaller?: boolean;
}

interface AccountRow {
  id: unknown;
  merchant_id: number;
  currency: string;
  balance: unknown;
  allow_negative: boolean;
}

/**
 * The double-entry ledger (ADR 0002): accounts, postings and balance reads. `post` (and its bulk form `postMany`) is
 * the only code that changes `ledger_accounts.balance`; `onPosted` hears of each posting it wrote (not of a replay).
 */
export function createLedgerRepository(db: Db, onPosted: (kind: LedgerKind) => void = () => undefined) {
  // Account ids never change once created; resolving one costs a round trip only the first time.
  const accountIds = new Map<string, number>();
  const ownerKey = (o: AccountOwner) =>
    [o.merchantId, o.kind, o.memberId ?? 0, o.vendor ?? '', o.currency, o.shard ?? 0].join('|');

  return {
    /**
     * The id of the owner's account, created (balance 0) when missing. Runs on its own (autocommit), never
     * inside a posting's transaction: creating a row while holding account locks could deadlock with a
     * concurrent creator, so callers resolve every account first and then post.
     */
    async accountId(owner: AccountOwner): Promise<number> {
      const key = ownerKey(owner);
      const cached = accountIds.get(key);
      if (cached !== undefined) return cached;
      const params = [
        owner.merchantId,
        owner.kind,
        owner.memberId ?? null,
        owner.vendor ?? null,
        owner.currency,
        owner.shard ?? 0,
      ];
      await db.query(
        `INSERT INTO ledger_accounts (merchant_id, kind, member_id, vendor, currency, shard, allow_negative)
         VALUES ($1, $2, $3, $4, $5, $6, $2 IN ('HOUSE', 'CLEARING')) ON CONFLICT DO NOTHING`,
        params,
      );
      const { rows } = await db.query<{ id: unknown }>(
        `SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND kind = $2 AND coalesce(member_id, 0) = coalesce($3::int, 0)
           AND coalesce(vendor, '') = coalesce($4::text, '') AND currency = $5 AND shard = $6`,
        params,
      );
      if (!rows[0]) throw new Error(`ledger account ${key} could not be created`);
      const id = toMinor(rows[0].id);
      accountIds.set(key, id);
      return id;
    },

    /** The ids of many owners' accounts (created when missing), in order: `accountId` in two statements, never inside a transaction. */
    async accountIds(owners: readonly AccountOwner[]): Promise<number[]> {
      const missing = owners.filter((o) => !accountIds.has(ownerKey(o)));
      const created = await bulkAccountIds(db, missing);
      missing.forEach((o, i) => accountIds.set(ownerKey(o), created[i]!));
      return owners.map((o) => accountIds.get(ownerKey(o))!);
    },

    /** The owner's balance (0 when the account does not exist yet). */
    async balanceOf(owner: AccountOwner, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ balance: unknown }>(
        `SELECT balance FROM ledger_accounts WHERE merchant_id = $1 AND kind = $2 AND coalesce(member_id, 0) = coalesce($3::int, 0)
           AND coalesce(vendor, '') = coalesce($4::text, '') AND currency = $5 AND shard = $6`,
        [owner.merchantId, owner.kind, owner.memberId ?? null, owner.vendor ?? null, owner.currency, owner.shard ?? 0],
      );
      return rows[0] ? toMinor(rows[0].balance) : 0;
    },

    /** The balance of an account by id (0 when there is none). */
    async balanceById(accountId: number, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ balance: unknown }>('SELECT balance FROM ledger_accounts WHERE id = $1', [
        accountId,
      ]);
      return toMinor(rows[0]?.balance ?? 0);
    },

    /**
     * Locks accounts in id order (`FOR NO KEY UPDATE`, as a posting does) and answers their balances by id: what a
     * posting capped at the balance reads before it posts (the seamless wallet's debit adjustments, ADR 0018).
     */
    async lockBalances(accountIds: readonly number[], tx: Db): Promise<Map<number, number>> {
      const { rows } = await tx.query<{ id: unknown; balance: unknown }>(
        'SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE',
        [[...accountIds]],
      );
      return new Map(rows.map((r) => [toMinor(r.id), toMinor(r.balance)]));
    },

    /** Balances of the member's vendor wallets (transfer mode) by vendor code. */
    async vendorBalances(merchantId: number, memberId: number, currency: string, tx: Db = db) {
      const { rows } = await tx.query<{ vendor: string; balance: unknown }>(
        `SELECT vendor, balance FROM ledger_accounts
         WHERE merchant_id = $1 AND kind = 'MEMBER_VENDOR' AND member_id = $2 AND currency = $3`,
        [merchantId, memberId, currency],
      );
      return new Map(rows.map((r) => [r.vendor, toMinor(r.balance)]));
    },

    /** Whether a transaction with this key exists (a cheap check before an idempotent posting). */
    async hasTransaction(merchantId: number, idempotencyKey: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'SELECT 1 FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2',
        [merchantId, idempotencyKey],
      );
      return rows.length > 0;
    },

    /**
     * postTransaction: applies a balanced posting once. In one database transaction (a savepoint inside
     * the caller's): claims the idempotency key (a concurrent claimer waits for this one to finish, then
     * sees it), locks the touched accounts in id order (no deadlocks) with `FOR NO KEY UPDATE` — not
     * `FOR UPDATE`, which would also wait for the `FOR KEY SHARE` locks that rows referencing an account
     * take (a seamless call's row, entries): two calls of one member that each inserted such a row and
     * then asked `FOR UPDATE` would wait for each other (the property test found it) —, refuses to take a
     * non-house account below zero (`INSUFFICIENT_FUNDS`, nothing written), moves the balances and writes
     * the entries with each account's balance after. The same key again: the stored balances
     * (`replayed: true`) for the same request, `IDEMPOTENCY_CONFLICT` for another one. A failed posting
     * leaves nothing behind, so its key may be used again. `opts.withCaller`: the caller's transaction `tx` rolls
     * back whenever this throws (it never catches the error to go on), so the posting needs no savepoint of its own
     * — two round trips fewer while the accounts are locked (the seamless calls).
     */
    async post(p: Posting, tx: Db = db, opts: PostOptions = {}): Promise<Posted> {
      assertBalanced(p.entries);
      const entries = [...p.entries].sort((a, b) => a.accountId - b.accountId);
      const hash = postingHash(p);
      const atomically = <T>(fn: (t: Db) => Promise<T>): Promise<T> =>
        opts.withCaller && tx !== db ? fn(tx) : tx.transaction(fn);
      const posted = await atomically(async (t): Promise<Posted> => {
        const claimed = await t.query<{ id: unknown }>(
          `INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, request_hash, member_id, vendor, reference)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (merchant_id, idempotency_key) DO NOTHING RETURNING id`,
          [p.merchantId, p.kind, p.idempotencyKey, hash, p.memberId ?? null, p.vendor ?? null, p.reference ?? null],
        );
        if (!claimed.rows[0]) {
          const { rows } = await t.query<{ id: unknown; request_hash: string; balances: Record<string, number> }>(
            'SELECT id, request_hash, balances FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2',
            [p.merchantId, p.idempotencyKey],
          );
          const prior = rows[0];
          if (!prior) throw new Error(`idempotency key ${p.idempotencyKey} neither claimed nor found`);
          if (prior.request_hash !== hash) throw walletError('IDEMPOTENCY_CONFLICT');
          return { transactionId: toMinor(prior.id), replayed: true, balances: prior.balances };
        }
        const transactionId = toMinor(claimed.rows[0].id);
        const ids = entries.map((e) => e.accountId);
        const { rows: accounts } = await t.query<AccountRow>(
          `SELECT id, merchant_id, currency, balance, allow_negative FROM ledger_accounts
           WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE`,
          [ids],
        );
        if (accounts.length !== ids.length) throw new Error('ledger posting names an unknown account');
        const currencies = new Set(accounts.map((a) => a.currency));
        if (currencies.size !== 1) throw new Error('ledger posting mixes currencies');
        if (accounts.some((a) => a.merchant_id !== p.merchantId)) throw new Error('ledger posting crosses merchants');
        const balances: Record<string, number> = {};
        entries.forEach((e, i) => {
          const account = accounts[i]!;
          const after = toMinor(account.balance) + e.amount;
          if (after < 0 && !account.allow_negative) throw walletError('INSUFFICIENT_FUNDS');
          balances[String(e.accountId)] = after;
        });
        const afters = entries.map((e) => balances[String(e.accountId)]);
        const amounts = entries.map((e) => e.amount);
        // One statement for the balances, the entries and the stored balances: the accounts stay locked until the
        // commit, and the house account is in nearly every posting, so each round trip saved here is saved for all.
        await t.query(
          `WITH moved AS (
             UPDATE ledger_accounts a SET balance = a.balance + e.amount
             FROM unnest($2::bigint[], $3::bigint[]) AS e(id, amount) WHERE a.id = e.id RETURNING a.id
           ), written AS (
             INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
             SELECT $1, e.account_id, e.amount, e.balance_after
             FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS e(account_id, amount, balance_after) RETURNING id
           )
           UPDATE ledger_transactions SET balances = $5::jsonb WHERE id = $1`,
          [transactionId, ids, amounts, afters, JSON.stringify(balances)],
        );
        return { transactionId, replayed: false, balances };
      });
      if (!posted.replayed) onPosted(p.kind);
      return posted;
    },

    /** Many postings at once, all or nothing, with every guarantee of `post` (ledger-bulk.ts `postMany`). */
    async postMany(postings: readonly Posting[], tx: Db = db): Promise<Posted[]> {
      const out = await postMany(postings, tx);
      out.forEach((posted, i) => {
        if (!posted.replayed) onPosted(postings[i]!.kind);
      });
      return out;
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
