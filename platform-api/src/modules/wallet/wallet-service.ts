import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import { invalidField } from '../../infra/errors/common-errors';
import { createLedgerDailyRepository, type DailyQuery } from './ledger-daily-repository';
import { createLedgerHistoryRepository, type StatementQuery } from './ledger-history-repository';
import { createLedgerRepository, type PostOptions } from './ledger-repository';
import type { LedgerKind, Posted, Posting } from './ledger-types';
import { FUN_CURRENCY, houseShard, POINTS_CURRENCY } from './money';
import { moneyPostings, type MoneyAccounts } from './money-postings';

/** Fun chips a member gets for fun-mode play (trials, or anyone in fun mode): 100,000.00 FUN. */
export const FUN_CHIPS = 10_000_000;

/** What the wallet needs of a merchant. */
export interface WalletMerchant {
  id: number;
  currency: string;
  isSingleWallet: boolean;
}

/** Which of the member's accounts a bet uses, and the house account on the other side. */
export interface BetAccounts {
  accountId: number;
  houseId: number;
  currency: string;
}

export interface TransferRequest {
  direction: 'IN' | 'OUT';
  vassalage: string;
  amount: number;
  requestId: string;
}

export interface WalletDeps {
  db: Db;
  /** The merchant's vendor codes (enabled cards) in menu order: the vendor wallets of transfer mode. */
  vendorCodes: (merchantId: number) => Promise<string[]>;
  /** Hears of every posting written (its kind): the metrics module's counter. */
  onPosted?: (kind: LedgerKind) => void;
}

const funChipsKey = (memberId: number) => `fun-chips:${memberId}`;

/**
 * The wallet domain over the double-entry ledger (ADR 0002): funding, fun chips, balances, transfers,
 * which accounts a bet moves, and the postings of the seamless-wallet API. Every money movement is one
 * `ledger.post`; other modules reach the ledger only here.
 */
export function createWalletService({ db, vendorCodes, onPosted }: WalletDeps) {
  const ledger = createLedgerRepository(db, onPosted);
  const history = createLedgerHistoryRepository(db);
  const daily = createLedgerDailyRepository(db);
  /** The house row of the member's postings (`houseShard`; none: row 0). */
  const house = (merchantId: number, currency: string, memberId?: number | null) =>
    ledger.accountId({ merchantId, kind: 'HOUSE', currency, shard: houseShard(memberId) });
  const main = (m: WalletMerchant, memberId: number) =>
    ledger.accountId({ merchantId: m.id, kind: 'MEMBER_MAIN', memberId, currency: m.currency });
  const fun = (merchantId: number, memberId: number) =>
    ledger.accountId({ merchantId, kind: 'VENDOR_FUN', memberId, currency: FUN_CURRENCY });
  const vendorAccount = (m: WalletMerchant, memberId: number, vendor: string) =>
    ledger.accountId({ merchantId: m.id, kind: 'MEMBER_VENDOR', memberId, vendor, currency: m.currency });

  /** The member's fun chips (FUN_CHIPS from the merchant's FUN house account), once per member. */
  const funChipsOnce = async (merchantId: number, memberId: number) => {
    const key = funChipsKey(memberId);
    // The common case (already given) costs one indexed read and writes nothing.
    if (await ledger.hasTransaction(merchantId, key)) return;
    const [houseId, accountId] = await Promise.all([
      house(merchantId, FUN_CURRENCY, memberId),
      fun(merchantId, memberId),
    ]);
    const amount = FUN_CHIPS;
    await ledger.post({
      merchantId,
      kind: 'FUNDING',
      idempotencyKey: key,
      memberId,
      request: { amount },
      entries: [
        { accountId: houseId, amount: -amount },
        { accountId, amount },
      ],
    });
  };

  const moneyAccounts = async (m: WalletMerchant, memberId: number, channel: string): Promise<MoneyAccounts> => {
    const [mainId, held, clearing, houseId] = await Promise.all([
      main(m, memberId),
      ledger.accountId({ merchantId: m.id, kind: 'MEMBER_HELD', memberId, currency: m.currency }),
      ledger.accountId({ merchantId: m.id, kind: 'CLEARING', vendor: channel, currency: m.currency }),
      house(m.id, m.currency, memberId),
    ]);
    return { merchantId: m.id, memberId, main: mainId, held, clearing, channel, house: houseId };
  };

  return {
    /** Gives the member its fun chips (FUN_CHIPS from the merchant's FUN house account) once — key `fun-chips:<member id>`. */
    ensureFunChips: (merchantId: number, memberId: number): Promise<void> => funChipsOnce(merchantId, memberId),

    /**
     * An operator's adjustment of a member's main wallet (ADR 0006), in its own transaction: `amount` > 0
     * credits it from the merchant's HOUSE account, < 0 debits it back (never below zero:
     * INSUFFICIENT_FUNDS); once per `key`. To audit it in the same transaction, post
     * `moneyPostings.adjustment` with `moneyAccounts` yourself.
     */
    async adjust(m: WalletMerchant, memberId: number, a: { amount: number; key: string; note: string }) {
      const accounts = await moneyAccounts(m, memberId, 'BANK');
      const posted = await ledger.post(moneyPostings.adjustment(accounts, a.key, a.amount, a.note));
      return { balance: posted.balances[String(accounts.main)] ?? 0, transactionId: posted.transactionId };
    },

    /** The main wallet's balance (0 before the first deposit). */
    mainBalance: (m: WalletMerchant, memberId: number): Promise<number> =>
      ledger.balanceOf({ merchantId: m.id, kind: 'MEMBER_MAIN', memberId, currency: m.currency }),

    /** The fun-chip balance (0 before the chips are given). */
    funBalance: (merchantId: number, memberId: number): Promise<number> =>
      ledger.balanceOf({ merchantId, kind: 'VENDOR_FUN', memberId, currency: FUN_CURRENCY }),

    /** Transfer mode: every vendor of the merchant with the member's wallet there (0 when never used); single wallet: none. */
    async vendorWallets(m: WalletMerchant, memberId: number): Promise<{ vassalage: string; balance: number }[]> {
      if (m.isSingleWallet) return [];
      const [codes, balances] = await Promise.all([
        vendorCodes(m.id),
        ledger.vendorBalances(m.id, memberId, m.currency),
      ]);
      return codes.map((vassalage) => ({ vassalage, balance: balances.get(vassalage) ?? 0 }));
    },

    /**
     * Wallet transfer (transfer mode only, else NOT_ENABLED): IN main → vendor wallet, OUT back. An
     * unknown vendor is VALIDATION (field vassalage), too little money INSUFFICIENT_FUNDS. `requestId` is
     * the idempotency key (per member): a replay answers the first transfer's balances, another request
     * under the same id is IDEMPOTENCY_CONFLICT.
     */
    async transfer(m: WalletMerchant, memberId: number, r: TransferRequest) {
      if (m.isSingleWallet) throw commonError('NOT_ENABLED');
      if (!(await vendorCodes(m.id)).includes(r.vassalage))
        throw invalidField('vassalage', 'vassalage is not a vendor of this merchant');
      const mainId = await main(m, memberId);
      const vendorId = await vendorAccount(m, memberId, r.vassalage);
      const [from, to] = r.direction === 'IN' ? [mainId, vendorId] : [vendorId, mainId];
      const posted = await ledger.post({
        merchantId: m.id,
        kind: r.direction === 'IN' ? 'TRANSFER_IN' : 'TRANSFER_OUT',
        idempotencyKey: `transfer:${memberId}:${r.requestId}`,
        memberId,
        vendor: r.vassalage,
        reference: r.requestId,
        request: { direction: r.direction, vassalage: r.vassalage, amount: r.amount },
        entries: [
          { accountId: from, amount: -r.amount },
          { accountId: to, amount: r.amount },
        ],
      });
      return { balance: posted.balances[String(mainId)] ?? 0, vendorBalance: posted.balances[String(vendorId)] ?? 0 };
    },

    /**
     * The accounts a bet of a launch session moves: fun mode (chips given first) → the member's fun chips
     * against the FUN house account; real money → the main wallet (single wallet) or the vendor wallet
     * (transfer mode) against the house account. The wallet mode is read at each call: switching a
     * merchant's mode with rounds still open is an operator's mistake.
     */
    async betAccounts(m: WalletMerchant, s: { memberId: number; vendor: string; fun: boolean }): Promise<BetAccounts> {
      if (s.fun) {
        await funChipsOnce(m.id, s.memberId);
        return {
          accountId: await fun(m.id, s.memberId),
          houseId: await house(m.id, FUN_CURRENCY),
          currency: FUN_CURRENCY,
        };
      }
      const accountId = m.isSingleWallet ? await main(m, s.memberId) : await vendorAccount(m, s.memberId, s.vendor);
      return { accountId, houseId: await house(m.id, m.currency, s.memberId), currency: m.currency };
    },

    /**
     * The accounts of a member's money in and out through `channel` (main, held, the channel's clearing
     * account, the house), created when missing. Call before opening the transaction that posts (ADR 0006).
     */
    moneyAccounts,

    /**
     * The merchant's HOUSE account id of `currency` for the postings of `memberId` (its shard; none: row 0), created
     * when missing: resolve it before opening a transaction.
     */
    houseAccount: (merchantId: number, currency: string, memberId?: number | null): Promise<number> =>
      house(merchantId, currency, memberId),

    /**
     * The points ledger's accounts of a member (migration 038): its points, its points held by redemptions
     * in process and the merchant's PTS house (the issuer), created when missing. Points are whole numbers
     * in currency POINTS_CURRENCY; resolve them before opening the transaction that posts.
     */
    pointsAccounts: async (merchantId: number, memberId: number) => {
      const [points, held, issuer] = await ledger.accountIds([
        { merchantId, kind: 'MEMBER_POINTS', memberId, currency: POINTS_CURRENCY },
        { merchantId, kind: 'MEMBER_POINTS_HELD', memberId, currency: POINTS_CURRENCY },
        { merchantId, kind: 'HOUSE', currency: POINTS_CURRENCY, shard: houseShard(memberId) },
      ]);
      return { points: points!, held: held!, house: issuer! };
    },

    /** The member's points balance (0 before the first points). */
    pointsBalance: (merchantId: number, memberId: number): Promise<number> =>
      ledger.balanceOf({ merchantId, kind: 'MEMBER_POINTS', memberId, currency: POINTS_CURRENCY }),

    /** The member's points held by redemptions in process (0 when none). */
    pointsHeld: (merchantId: number, memberId: number): Promise<number> =>
      ledger.balanceOf({ merchantId, kind: 'MEMBER_POINTS_HELD', memberId, currency: POINTS_CURRENCY }),

    /** The points details: a page of the member's points entries (of one kind when `type`), newest first, with the total. */
    pointsStatement: (
      q: { merchantId: number; memberId: number; type?: LedgerKind | null },
      page: { limit: number; offset: number },
    ) => history.pointsStatement(q, page),

    /** The member's MEMBER_MAIN account id (created when missing): resolve it before opening a transaction. */
    mainAccount: (m: WalletMerchant, memberId: number): Promise<number> => main(m, memberId),

    /**
     * The MEMBER_MAIN account ids of many members (each in its merchant and currency), in order, created
     * when missing: resolve them before opening the transaction that posts (PGlite has one connection).
     */
    mainAccountIds: (
      owners: readonly { merchantId: number; memberId: number; currency: string }[],
    ): Promise<number[]> => ledger.accountIds(owners.map((o) => ({ ...o, kind: 'MEMBER_MAIN' as const }))),

    /** The house row of each member's postings (its shard, in the member's currency), created when missing; in order. */
    houseAccountIds: (
      owners: readonly { merchantId: number; memberId: number; currency: string }[],
    ): Promise<number[]> =>
      ledger.accountIds(
        owners.map((o) => ({
          merchantId: o.merchantId,
          kind: 'HOUSE' as const,
          currency: o.currency,
          shard: houseShard(o.memberId),
        })),
      ),

    /** The member's money in withdrawals awaiting the operator (MEMBER_HELD; 0 when none). */
    heldBalance: (m: WalletMerchant, memberId: number): Promise<number> =>
      ledger.balanceOf({ merchantId: m.id, kind: 'MEMBER_HELD', memberId, currency: m.currency }),

    /** Applies a balanced posting once (inside the caller's transaction `tx` when given); see ledger-repository `post`. */
    post: (p: Posting, tx?: Db, opts?: PostOptions): Promise<Posted> => ledger.post(p, tx, opts),

    /** Many balanced postings at once in `tx`, all or nothing, with every guarantee of `post` (settlements). */
    postMany: (postings: readonly Posting[], tx: Db): Promise<Posted[]> => ledger.postMany(postings, tx),

    /** The balance of one ledger account by id (0 when it does not exist), read in `tx` when given. */
    accountBalance: (accountId: number, tx?: Db): Promise<number> => ledger.balanceById(accountId, tx),

    /** Locks accounts in id order in `tx` and answers their balances by id (a posting capped at the balance). */
    lockBalances: (accountIds: readonly number[], tx: Db): Promise<Map<number, number>> =>
      ledger.lockBalances(accountIds, tx),

    /** The account record: a page of the member's main-wallet and held entries in [from, to), newest first, with the total. */
    statement: (q: StatementQuery, page: { limit: number; offset: number }) => history.statement(q, page),

    /** Deposits credited and withdrawals paid in [from, to) (the profit and loss page). */
    moneyInOut: (q: Omit<StatementQuery, 'type'>) => history.moneyInOut(q),

    /** The dashboard's money per merchant and day of [from, to): deposits, withdrawals, bonuses, agent payouts, first depositors. */
    dailyTotals: (q: DailyQuery) => daily.dailyMoney(q),

    /** The main-wallet balances of these members (0 for a member without one), by member id. */
    mainBalances: (m: WalletMerchant, memberIds: readonly number[]) =>
      history.mainBalances(m.id, m.currency, memberIds),
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
