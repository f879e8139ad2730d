import type { Db } from '../../../infra/db';
import { apiError } from '../../../infra/errors/api-errors';
import { walletError } from '../../../modules/wallet';
import { HttpError } from '../../../infra/errors/http-error';
import type { BetsService, RoundKey } from '../../../modules/bets';
import type { LaunchSession, LaunchSessionRepository } from './launch-session-repository';
import type { LedgerRepository } from '../../../modules/wallet/ledger-repository';
import { requestHash, toMinor } from '../../../modules/wallet/money';
import type { WalletMerchant, WalletService } from '../../../modules/wallet/wallet-service';

/** `POST /seamless/v1/balance`. */
export interface BalanceRequest {
  memberRef: string;
  currency?: string;
}

/** `POST /seamless/v1/debit` and `/credit` (amount in minor units; a credit of 0 settles a lost round). */
export interface MoneyRequest {
  transactionId: string;
  roundId: string;
  memberRef: string;
  amount: number;
  gameCode: string;
  currency: string;
}

/** `POST /seamless/v1/rollback`: reverses the debit `refTransactionId` (its own id is `transactionId`). */
export interface RollbackRequest {
  transactionId: string;
  refTransactionId: string;
  memberRef: string;
  roundId?: string;
  gameCode?: string;
  currency?: string;
  amount?: number;
}

export interface BalanceReply {
  balance: number;
  currency: string;
}

/** What debit, credit and rollback answer (and answer again, unchanged, to a replay). */
export interface SeamlessResult extends BalanceReply {
  transactionId: string;
  status: 'OK';
}

type Kind = 'DEBIT' | 'CREDIT' | 'ROLLBACK';

interface PriorRow {
  kind: Kind;
  request_hash: string | null;
  result: SeamlessResult | null;
  tombstone: boolean;
  rolled_back_by: string | null;
}

interface TargetRow {
  id: unknown;
  kind: Kind;
  member_id: number | null;
  round_id: string | null;
  account_id: unknown;
  amount: unknown;
  tombstone: boolean;
  rolled_back_by: string | null;
}

export interface SeamlessDeps {
  db: Db;
  ledger: LedgerRepository;
  launchSessions: LaunchSessionRepository;
  betRecords: BetsService;
  wallet: WalletService;
}

/** The request fields a replay must repeat exactly (vendors may add fields of their own: not compared). */
const moneyHash = (kind: Kind, r: MoneyRequest): string =>
  requestHash({
    kind,
    transactionId: r.transactionId,
    roundId: r.roundId,
    memberRef: r.memberRef,
    amount: r.amount,
    gameCode: r.gameCode,
    currency: r.currency,
  });

const validation = (field: string, message: string): HttpError => new HttpError(400, 'VALIDATION', message, { field });

/**
 * The seamless-wallet operations (ADR 0002) for one vendor of one merchant, called by the signed
 * `/seamless/v1/*` routes. Every money-moving call is one database transaction that first claims
 * (merchant, vendor, transactionId) in `seamless_transactions`, then touches the round's bet record, then
 * posts to the ledger — always in that order, so concurrent calls cannot deadlock. A call that fails
 * leaves nothing behind (its id may be sent again); a call that succeeded is answered again, unchanged.
 */
export function createSeamlessService(deps: SeamlessDeps) {
  const { db, ledger, launchSessions, betRecords, wallet } = deps;

  /** The launch session of memberRef at this merchant and vendor (live or not), else UNKNOWN_MEMBER_REF. */
  const sessionOf = async (m: WalletMerchant, vendor: string, memberRef: string): Promise<LaunchSession> => {
    const s = await launchSessions.findByRef(memberRef);
    if (!s || s.merchantId !== m.id || s.vendor !== vendor) throw apiError('UNKNOWN_MEMBER_REF');
    return s;
  };
  const checkCurrency = (s: LaunchSession, currency: string | undefined) => {
    if (currency !== undefined && currency !== s.currency)
      throw validation('currency', `currency must be ${s.currency}`);
  };

  /** Claims the transaction id, or answers the earlier call with it (replay) or refuses (conflict, rolled back). */
  const claim = async (
    t: Db,
    c: { merchantId: number; vendor: string; transactionId: string; kind: Kind; hash: string },
    row: { memberId: number; roundId: string | null; accountId: number | null; amount: number },
  ): Promise<{ claimed: true } | { claimed: false; result: SeamlessResult }> => {
    const { rows } = await t.query(
      `INSERT INTO seamless_transactions (merchant_id, vendor, transaction_id, kind, request_hash, member_id, round_id, account_id, amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (merchant_id, vendor, transaction_id) DO NOTHING RETURNING id`,
      [c.merchantId, c.vendor, c.transactionId, c.kind, c.hash, row.memberId, row.roundId, row.accountId, row.amount],
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
    if (prior.tombstone || prior.rolled_back_by !== null) throw apiError('TRANSACTION_ROLLED_BACK');
    if (prior.kind !== c.kind || prior.request_hash !== c.hash || !prior.result)
      throw walletError('IDEMPOTENCY_CONFLICT');
    return { claimed: false, result: prior.result };
  };

  const finish = async (
    t: Db,
    c: { merchantId: number; vendor: string; transactionId: string },
    result: SeamlessResult,
    ledgerTransactionId: number | null,
  ): Promise<SeamlessResult> => {
    await t.query(
      `UPDATE seamless_transactions SET result = $4::jsonb, ledger_transaction_id = $5
       WHERE merchant_id = $1 AND vendor = $2 AND transaction_id = $3`,
      [c.merchantId, c.vendor, c.transactionId, JSON.stringify(result), ledgerTransactionId],
    );
    return result;
  };

  const roundKey = (
    m: WalletMerchant,
    vendor: string,
    s: LaunchSession,
    roundId: string,
    gameCode: string,
  ): RoundKey => ({
    merchantId: m.id,
    memberId: s.memberId,
    vendor,
    roundId,
    gameCode,
    currency: s.currency,
    fun: s.fun,
  });

  const balanceIn = async (t: Db, accountId: number): Promise<number> => {
    const { rows } = await t.query<{ balance: unknown }>('SELECT balance FROM ledger_accounts WHERE id = $1', [
      accountId,
    ]);
    return toMinor(rows[0]?.balance ?? 0);
  };

  return {
    /** The balance the session plays with (funding the member first, like any balance read). */
    async balance(m: WalletMerchant, vendor: string, r: BalanceRequest): Promise<BalanceReply> {
      const s = await sessionOf(m, vendor, r.memberRef);
      checkCurrency(s, r.currency);
      const a = await wallet.betAccounts(m, s);
      return { balance: await balanceIn(db, a.accountId), currency: a.currency };
    },

    /**
     * A stake: needs a live launch session (LAUNCH_SESSION_EXPIRED otherwise), opens or adds to the
     * round's bet record (ROUND_CLOSED once settled or rolled back), moves the stake to the house
     * (INSUFFICIENT_FUNDS when the wallet is short). An id a rollback already named is TRANSACTION_ROLLED_BACK.
     */
    async debit(m: WalletMerchant, vendor: string, r: MoneyRequest): Promise<SeamlessResult> {
      const s = await sessionOf(m, vendor, r.memberRef);
      checkCurrency(s, r.currency);
      if (!s.live) throw apiError('LAUNCH_SESSION_EXPIRED');
      const a = await wallet.betAccounts(m, s);
      const c = { merchantId: m.id, vendor, transactionId: r.transactionId, kind: 'DEBIT' as const };
      const hash = moneyHash(c.kind, r);
      return db.transaction(async (t) => {
        const claimed = await claim(
          t,
          { ...c, hash },
          { memberId: s.memberId, roundId: r.roundId, accountId: a.accountId, amount: r.amount },
        );
        if (!claimed.claimed) return claimed.result;
        await betRecords.stake(roundKey(m, vendor, s, r.roundId, r.gameCode), r.amount, t);
        let balance: number;
        let ledgerId: number | null = null;
        if (r.amount > 0) {
          const posted = await ledger.post(
            {
              merchantId: m.id,
              kind: 'BET',
              idempotencyKey: `seamless:${vendor}:${r.transactionId}`,
              memberId: s.memberId,
              vendor,
              reference: r.roundId,
              entries: [
                { accountId: a.accountId, amount: -r.amount },
                { accountId: a.houseId, amount: r.amount },
              ],
            },
            t,
          );
          balance = posted.balances[String(a.accountId)] ?? 0;
          ledgerId = posted.transactionId;
        } else balance = await balanceIn(t, a.accountId);
        const result: SeamlessResult = { balance, currency: a.currency, transactionId: r.transactionId, status: 'OK' };
        return finish(t, c, result, ledgerId);
      });
    },

    /**
     * A payout (0 allowed): no live session needed (settlement may come after logout or expiry). Settles
     * the round (a credit without a debit is a settled round with no stake); a rolled-back round is ROUND_CLOSED.
     */
    async credit(m: WalletMerchant, vendor: string, r: MoneyRequest): Promise<SeamlessResult> {
      const s = await sessionOf(m, vendor, r.memberRef);
      checkCurrency(s, r.currency);
      const a = await wallet.betAccounts(m, s);
      const c = { merchantId: m.id, vendor, transactionId: r.transactionId, kind: 'CREDIT' as const };
      const hash = moneyHash(c.kind, r);
      return db.transaction(async (t) => {
        const claimed = await claim(
          t,
          { ...c, hash },
          { memberId: s.memberId, roundId: r.roundId, accountId: a.accountId, amount: r.amount },
        );
        if (!claimed.claimed) return claimed.result;
        await betRecords.settle(roundKey(m, vendor, s, r.roundId, r.gameCode), r.amount, t);
        let balance: number;
        let ledgerId: number | null = null;
        if (r.amount > 0) {
          const posted = await ledger.post(
            {
              merchantId: m.id,
              kind: 'WIN',
              idempotencyKey: `seamless:${vendor}:${r.transactionId}`,
              memberId: s.memberId,
              vendor,
              reference: r.roundId,
              entries: [
                { accountId: a.houseId, amount: -r.amount },
                { accountId: a.accountId, amount: r.amount },
              ],
            },
            t,
          );
          balance = posted.balances[String(a.accountId)] ?? 0;
          ledgerId = posted.transactionId;
        } else balance = await balanceIn(t, a.accountId);
        const result: SeamlessResult = { balance, currency: a.currency, transactionId: r.transactionId, status: 'OK' };
        return finish(t, c, result, ledgerId);
      });
    },

    /**
     * Reverses the debit `refTransactionId` once: its stake goes back to the account it came from and the
     * round becomes ROLLED_BACK when none of its debits is left (a settled round is ROUND_CLOSED). A debit
     * already rolled back answers OK and moves nothing. An id never debited gets a tombstone and answers
     * OK, so the debit arriving late is refused. Only debits can be rolled back (VALIDATION otherwise).
     */
    async rollback(m: WalletMerchant, vendor: string, r: RollbackRequest): Promise<SeamlessResult> {
      const s = await sessionOf(m, vendor, r.memberRef);
      checkCurrency(s, r.currency);
      if (r.refTransactionId === r.transactionId)
        throw validation('refTransactionId', 'refTransactionId must differ from transactionId');
      const a = await wallet.betAccounts(m, s);
      const c = { merchantId: m.id, vendor, transactionId: r.transactionId, kind: 'ROLLBACK' as const };
      // What identifies a rollback; the optional echo fields (round, game, amount) may differ on a retry.
      const hash = requestHash({
        kind: c.kind,
        transactionId: r.transactionId,
        refTransactionId: r.refTransactionId,
        memberRef: r.memberRef,
      });
      return db.transaction(async (t) => {
        const claimed = await claim(
          t,
          { ...c, hash },
          { memberId: s.memberId, roundId: r.roundId ?? null, accountId: null, amount: 0 },
        );
        if (!claimed.claimed) return claimed.result;
        const done = async (accountId: number, ledgerId: number | null, balance?: number) =>
          finish(
            t,
            c,
            {
              balance: balance ?? (await balanceIn(t, accountId)),
              currency: a.currency,
              transactionId: r.transactionId,
              status: 'OK',
            },
            ledgerId,
          );
        // An unknown id: leave the tombstone (waits for a concurrent debit with that id, then finds it).
        const tomb = await t.query(
          `INSERT INTO seamless_transactions (merchant_id, vendor, transaction_id, kind, member_id, round_id, tombstone)
           VALUES ($1, $2, $3, 'DEBIT', $4, $5, true) ON CONFLICT (merchant_id, vendor, transaction_id) DO NOTHING
           RETURNING id`,
          [m.id, vendor, r.refTransactionId, s.memberId, r.roundId ?? null],
        );
        if (tomb.rows[0]) return done(a.accountId, null);
        const target = (
          await t.query<TargetRow>(
            `SELECT id, kind, member_id, round_id, account_id, amount, tombstone, rolled_back_by FROM seamless_transactions
             WHERE merchant_id = $1 AND vendor = $2 AND transaction_id = $3 FOR UPDATE`,
            [m.id, vendor, r.refTransactionId],
          )
        ).rows[0];
        if (!target) throw new Error(`seamless transaction ${r.refTransactionId} neither tombstoned nor found`);
        if (target.kind !== 'DEBIT' || target.member_id !== s.memberId)
          throw validation('refTransactionId', "refTransactionId must name a debit of this member's session");
        if (target.tombstone || target.rolled_back_by !== null) return done(a.accountId, null);
        const accountId = toMinor(target.account_id);
        const amount = toMinor(target.amount);
        const roundId = target.round_id ?? '';
        const { rows: live } = await t.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM seamless_transactions
           WHERE merchant_id = $1 AND vendor = $2 AND round_id = $3 AND kind = 'DEBIT' AND NOT tombstone
             AND rolled_back_by IS NULL AND id <> $4`,
          [m.id, vendor, roundId, target.id],
        );
        const round = await betRecords.find(m.id, vendor, roundId, t);
        await betRecords.unstake(
          roundKey(m, vendor, s, roundId, round?.gameCode ?? r.gameCode ?? ''),
          amount,
          live[0]?.n ?? 0,
          t,
        );
        await t.query('UPDATE seamless_transactions SET rolled_back_by = $2 WHERE id = $1', [
          target.id,
          r.transactionId,
        ]);
        if (amount === 0) return done(accountId, null);
        const posted = await ledger.post(
          {
            merchantId: m.id,
            kind: 'ROLLBACK',
            idempotencyKey: `seamless:${vendor}:${r.transactionId}`,
            memberId: s.memberId,
            vendor,
            reference: roundId,
            entries: [
              { accountId: a.houseId, amount: -amount },
              { accountId, amount },
            ],
          },
          t,
        );
        return done(accountId, posted.transactionId, posted.balances[String(accountId)]);
      });
    },
  };
}
export type SeamlessService = ReturnType<typeof createSeamlessService>;
