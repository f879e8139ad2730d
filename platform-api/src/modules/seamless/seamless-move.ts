import type { Db } from '../../infra/db';
import type { RoundKey } from '../bets';
import type { GameLabel } from '../games';
import type { LaunchSession } from './launch-session-repository';
import type { CallKey, SeamlessTransactionRepository } from './seamless-transaction-repository';
import { requestHash, type BetAccounts, type LedgerKind, type WalletService } from '../wallet';
import type { MoneyRequest, MoveKind, SeamlessResult } from './seamless-types';

/** One money-moving call after its session and accounts are known. */
export interface Move extends CallKey {
  kind: MoveKind;
  hash: string;
  session: LaunchSession;
  accounts: BetAccounts;
  roundId: string | null;
  /** What the claimed row records as the call's amount (a rollback, void or close records 0). */
  amount: number;
}

/**
 * What a move posts between `accountId` and the house: `amount` signed (+ into the member's account, − out of it;
 * 0: nothing moves), under the ledger kind `kind`. `cap`: a debit adjustment takes at most the balance, the rest
 * is the call's shortfall (ADR 0018); without it a short balance refuses the call (INSUFFICIENT_FUNDS).
 */
export interface Leg {
  accountId: number;
  amount: number;
  reference: string;
  kind: LedgerKind;
  cap?: boolean;
}

/** The request fields a replay must repeat exactly (vendors may add fields of their own: not compared). */
export const moneyHash = (kind: MoveKind, r: MoneyRequest): string =>
  requestHash({
    kind,
    transactionId: r.transactionId,
    roundId: r.roundId,
    memberRef: r.memberRef,
    amount: r.amount,
    gameCode: r.gameCode,
    currency: r.currency,
    ...(r.rake !== undefined ? { rake: r.rake } : {}),
  });

/** The round of a call (the game described before the call's transaction: the cache may query). */
export const roundKey = (m: Move, roundId: string, gameCode: string, game: GameLabel): RoundKey => ({
  merchantId: m.merchantId,
  memberId: m.session.memberId,
  vendor: m.vendor,
  roundId,
  gameCode,
  game,
  currency: m.session.currency,
  fun: m.session.fun,
});

/**
 * The one path of every seamless call but balance: one database transaction that claims the id (a replay answers
 * the stored result), lets `touch` update the bet record (answering what to post), posts it to the ledger and
 * stores the result with the balance after — always in that order (call row, bet record, accounts in id order),
 * so concurrent calls cannot deadlock. A call that fails leaves nothing behind (its id may be sent again).
 */
export function createMover(db: Db, wallet: WalletService, calls: SeamlessTransactionRepository) {
  /** A capped debit: what the account can give (its balance, the accounts locked in id order) and the shortfall. */
  const capped = async (t: Db, leg: Leg, houseId: number): Promise<{ amount: number; shortfall: number }> => {
    if (!leg.cap || leg.amount >= 0) return { amount: leg.amount, shortfall: 0 };
    const balances = await wallet.lockBalances([leg.accountId, houseId], t);
    const take = Math.min(-leg.amount, Math.max(0, balances.get(leg.accountId) ?? 0));
    return { amount: -take, shortfall: -leg.amount - take };
  };

  return (m: Move, touch: (t: Db) => Promise<Leg | null>): Promise<SeamlessResult> =>
    db.transaction(async (t) => {
      const { session: s, accounts: a } = m;
      const claimed = await calls.claim(t, {
        ...m,
        memberId: s.memberId,
        accountId: m.kind === 'ROLLBACK' ? null : a.accountId,
      });
      if (!claimed.claimed) return claimed.result;
      const leg = await touch(t);
      const accountId = leg?.accountId ?? a.accountId;
      const { amount, shortfall } = leg ? await capped(t, leg, a.houseId) : { amount: 0, shortfall: 0 };
      let balance: number;
      let ledgerId: number | null = null;
      if (leg && amount !== 0) {
        const posted = await wallet.post(
          {
            merchantId: m.merchantId,
            kind: leg.kind,
            idempotencyKey: `seamless:${m.vendor}:${m.transactionId}`,
            memberId: s.memberId,
            vendor: m.vendor,
            reference: leg.reference,
            entries: [
              { accountId: leg.accountId, amount },
              { accountId: a.houseId, amount: -amount },
            ],
          },
          t,
          // Any refusal (INSUFFICIENT_FUNDS …) fails the whole call: its claim goes too, so the id may come again.
          { withCaller: true },
        );
        balance = posted.balances[String(accountId)] ?? 0;
        ledgerId = posted.transactionId;
      } else balance = await wallet.accountBalance(accountId, t);
      const result: SeamlessResult = { balance, currency: a.currency, transactionId: m.transactionId, status: 'OK' };
      if (shortfall > 0) result.shortfall = shortfall;
      const correction = m.kind === 'RESETTLE' || m.kind === 'VOID';
      await calls.finish(t, m, result, ledgerId, correction ? { net: amount, shortfall } : undefined);
      return result;
    });
}
