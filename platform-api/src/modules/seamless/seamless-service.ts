import { TRIAL_TYPE } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { invalidField } from '../../infra/errors/common-errors';
import type { BetsService } from '../bets';
import type { GamesService } from '../games';
import type { MembersService } from '../members';
import type { MerchantsService } from '../merchants';
import type { ResponsibleGamingService } from '../responsible-gaming';
import { FUN_CURRENCY, requestHash, type LedgerKind, type WalletMerchant, type WalletService } from '../wallet';
import { seamlessError } from './errors';
import {
  createLaunchSessionRepository,
  type CreatedLaunchSession,
  type LaunchSession,
  type NewLaunchSession,
} from './launch-session-repository';
import { createSeamlessCorrections } from './seamless-corrections';
import { createMover, moneyHash, roundKey, type Move } from './seamless-move';
import { createSeamlessTransactionRepository } from './seamless-transaction-repository';
import type {
  BalanceReply,
  BalanceRequest,
  MoneyRequest,
  ResettleRequest,
  RollbackRequest,
  RoundRequest,
  SeamlessResult,
} from './seamless-types';
import { createVendorSecretRepository } from './vendor-secret-repository';

export interface SeamlessDeps {
  db: Db;
  wallet: WalletService;
  bets: BetsService;
  /** Which vendors the merchant has (only they get a signing secret). */
  games: Pick<GamesService, 'hasVendor' | 'describe'>;
  merchants: Pick<MerchantsService, 'findById'>;
  members: Pick<MembersService, 'findById' | 'findActiveById'>;
  /** Responsible gaming: SELF_EXCLUDED for a real-money stake of a self-excluded member. */
  exclusions: Pick<ResponsibleGamingService, 'assertNotExcluded'>;
}

const LEDGER_KIND: Record<'DEBIT' | 'CREDIT', LedgerKind> = { DEBIT: 'BET', CREDIT: 'WIN' };

/**
 * The seamless-wallet domain (ADR 0002): launch sessions, vendor secrets and the calls of the signed
 * `/seamless/v1/*` routes. Every money call takes one path, `move` (seamless-move.ts): one database transaction
 * that claims (merchant, vendor, transactionId) in `seamless_transactions`, touches the round's bet
 * record (bets service), posts to the ledger (wallet service) and stores the result — always in that
 * order, so concurrent calls cannot deadlock. A call that fails leaves nothing behind (its id may be
 * sent again); a call that succeeded is answered again, unchanged.
 */
export function createSeamlessService({ db, wallet, bets, games, merchants, members, exclusions }: SeamlessDeps) {
  const launches = createLaunchSessionRepository(db);
  const secrets = createVendorSecretRepository(db);
  const calls = createSeamlessTransactionRepository();
  const move = createMover(db, wallet, calls);
  const sessions = {
    /** The launch session of a `memberRef`; live only while its member is still ACTIVE. */
    async findByRef(memberRef: string): Promise<LaunchSession | null> {
      const s = await launches.findByRef(memberRef);
      return s && { ...s, live: s.live && (await members.findActiveById(s.memberId)) !== null };
    },
    /**
     * A new launch, live for `ttlSeconds`: the currency is the merchant's, or FUN in fun mode; a trial
     * member always gets fun mode. Throws when the member is not an active member of the merchant (a
     * caller bug: the launch checks the session first).
     */
    async create(s: NewLaunchSession, tx?: Db): Promise<CreatedLaunchSession> {
      const member = await members.findById(s.merchantId, s.memberId, tx);
      const merchant = await merchants.findById(s.merchantId, tx);
      if (!member || member.status !== 'ACTIVE' || !merchant)
        throw new Error(`member ${s.memberId} is not an active member of merchant ${s.merchantId}`);
      const fun = s.fun || member.type === TRIAL_TYPE;
      return launches.create({ ...s, fun, currency: fun ? FUN_CURRENCY : merchant.currency }, tx);
    },
  };

  /** The launch session of memberRef at this merchant and vendor (UNKNOWN_MEMBER_REF otherwise), its currency checked. */
  const sessionOf = async (m: WalletMerchant, vendor: string, memberRef: string, currency: string | undefined) => {
    const s = await sessions.findByRef(memberRef);
    if (!s || s.merchantId !== m.id || s.vendor !== vendor) throw seamlessError('UNKNOWN_MEMBER_REF');
    if (currency !== undefined && currency !== s.currency)
      throw invalidField('currency', `currency must be ${s.currency}`);
    return s;
  };
  const corrections = createSeamlessCorrections({ move, bets, games, wallet, sessionOf });

  /**
   * A stake (DEBIT) or a payout (CREDIT, 0 allowed). A debit needs a live launch session
   * (LAUNCH_SESSION_EXPIRED) and, with real money, a member who is not self-excluded (SELF_EXCLUDED,
   * checked after the id is claimed: a replay of an earlier debit is still answered its result), and
   * opens or adds to the round (ROUND_CLOSED once settled or rolled back);
   * a credit settles the round (a credit without a debit is a settled round with no stake) and works after
   * logout or expiry; a rolled-back round is ROUND_CLOSED. A credit's `rake` (PVP) is recorded on the member's bet
   * record, once (the call's id): VALIDATION `rake` when the round's rakes would pass its stakes at the brand.
   */
  const money = async (kind: 'DEBIT' | 'CREDIT', m: WalletMerchant, vendor: string, r: MoneyRequest) => {
    const session = await sessionOf(m, vendor, r.memberRef, r.currency);
    if (kind === 'DEBIT' && !session.live) throw seamlessError('LAUNCH_SESSION_EXPIRED');
    const accounts = await wallet.betAccounts(m, session);
    const call: Move = {
      kind,
      merchantId: m.id,
      vendor,
      transactionId: r.transactionId,
      hash: moneyHash(kind, r),
      session,
      accounts,
      roundId: r.roundId,
      amount: r.amount,
    };
    const game = await games.describe(m.id, vendor, r.gameCode);
    return move(call, async (t) => {
      if (kind === 'DEBIT' && !session.fun) await exclusions.assertNotExcluded(session.memberId, t);
      const round = roundKey(call, r.roundId, r.gameCode, game);
      const rake = kind === 'CREDIT' ? (r.rake ?? 0) : 0;
      await (kind === 'DEBIT' ? bets.stake(round, r.amount, t) : bets.settle(round, r.amount, t, rake));
      // A hand's rake comes out of its pot: never more than the round's stakes at this brand (a shared PVP hand's
      // other seats may be other brands' members, so the payout itself can exceed what this brand staked).
      if (rake > 0) {
        const pot = await bets.roundPot(round, t);
        if (pot.rake > pot.stake) throw invalidField('rake', "rake exceeds the round's stakes");
      }
      const out = kind === 'DEBIT' ? -r.amount : r.amount;
      return { accountId: accounts.accountId, amount: out, reference: r.roundId, kind: LEDGER_KIND[kind] };
    });
  };

  return {
    /** The balance the session plays with (funding the member first, like any balance read). */
    async balance(m: WalletMerchant, vendor: string, r: BalanceRequest): Promise<BalanceReply> {
      const s = await sessionOf(m, vendor, r.memberRef, r.currency);
      const a = await wallet.betAccounts(m, s);
      return { balance: await wallet.accountBalance(a.accountId), currency: a.currency };
    },

    /** A stake: see `money`. INSUFFICIENT_FUNDS when the wallet is short; an id a rollback named is TRANSACTION_ROLLED_BACK. */
    debit: (m: WalletMerchant, vendor: string, r: MoneyRequest): Promise<SeamlessResult> =>
      money('DEBIT', m, vendor, r),

    /** A payout: see `money`. */
    credit: (m: WalletMerchant, vendor: string, r: MoneyRequest): Promise<SeamlessResult> =>
      money('CREDIT', m, vendor, r),

    /**
     * Reverses the debit `refTransactionId` once: its stake goes back to the account it came from and the
     * round becomes ROLLED_BACK when none of its debits is left (a settled round is ROUND_CLOSED). A debit
     * already rolled back answers OK and moves nothing. An id never debited gets a tombstone and answers
     * OK, so the debit arriving late is refused. Only debits can be rolled back (VALIDATION otherwise).
     */
    async rollback(m: WalletMerchant, vendor: string, r: RollbackRequest): Promise<SeamlessResult> {
      const session = await sessionOf(m, vendor, r.memberRef, r.currency);
      if (r.refTransactionId === r.transactionId)
        throw invalidField('refTransactionId', 'refTransactionId must differ from transactionId');
      const accounts = await wallet.betAccounts(m, session);
      // What identifies a rollback; the optional echo fields (round, game, amount) may differ on a retry.
      const hash = requestHash({
        kind: 'ROLLBACK',
        transactionId: r.transactionId,
        refTransactionId: r.refTransactionId,
        memberRef: r.memberRef,
      });
      const call: Move = {
        kind: 'ROLLBACK',
        merchantId: m.id,
        vendor,
        transactionId: r.transactionId,
        hash,
        session,
        accounts,
        roundId: r.roundId ?? null,
        amount: 0,
      };
      return move(call, async (t) => {
        const ref = { merchantId: m.id, vendor, transactionId: r.refTransactionId };
        if (await calls.tombstone(t, { ...ref, memberId: session.memberId, roundId: r.roundId ?? null })) return null;
        const target = await calls.lock(t, ref);
        if (!target) throw new Error(`seamless transaction ${r.refTransactionId} neither tombstoned nor found`);
        if (target.kind !== 'DEBIT' || target.memberId !== session.memberId)
          throw invalidField('refTransactionId', "refTransactionId must name a debit of this member's session");
        if (target.tombstone || target.rolledBackBy !== null) return null;
        if (target.accountId === null) throw new Error(`seamless debit ${r.refTransactionId} has no account`);
        const roundId = target.roundId ?? '';
        const own = { merchantId: m.id, vendor, roundId, memberId: session.memberId };
        const live = await calls.liveDebits(t, own, target.id);
        // The debit opened the member's row of the round, so it exists and keeps its game.
        const round = await bets.find(own, t);
        const gameCode = round?.gameCode ?? r.gameCode ?? '';
        const game = round ? { name: round.gameName, category: round.gameCategory } : { name: gameCode, category: '' };
        // A voided round gave every stake back already (ADR 0018): the debit stays as it was, nothing moves.
        if (!(await bets.unstake(roundKey(call, roundId, gameCode, game), target.amount, live, t))) return null;
        await calls.markRolledBack(t, target.id, r.transactionId);
        return { accountId: target.accountId, amount: target.amount, reference: roundId, kind: 'ROLLBACK' };
      });
    },

    /** A corrected result of a settled round (ADR 0018): see seamless-corrections. */
    resettle: (m: WalletMerchant, vendor: string, r: ResettleRequest): Promise<SeamlessResult> =>
      corrections.resettle(m, vendor, r),
    /** The round cancelled (ADR 0018): see seamless-corrections. */
    void: (m: WalletMerchant, vendor: string, r: RoundRequest): Promise<SeamlessResult> =>
      corrections.void(m, vendor, r),
    /** The round closed (ADR 0018): see seamless-corrections. */
    closeRound: (m: WalletMerchant, vendor: string, r: RoundRequest): Promise<SeamlessResult> =>
      corrections.closeRound(m, vendor, r),

    /** A new launch session (the `memberRef` the vendor sends), in `tx` when given; see launch-session-repository. */
    createLaunchSession: (s: NewLaunchSession, tx?: Db) => sessions.create(s, tx),
    /** The launch session of a `memberRef` (live or not), or null. */
    findLaunchSession: (memberRef: string): Promise<LaunchSession | null> => sessions.findByRef(memberRef),
    /** Ends a launch session early (no more debits); returns whether it was live. */
    revokeLaunchSession: (memberRef: string): Promise<boolean> => launches.revoke(memberRef),
    /** The vendor's signing secret at the merchant (created on first use); null when the merchant has no such vendor. */
    vendorSecret: (merchantId: number, vendor: string): Promise<string | null> =>
      secrets.get(merchantId, vendor, () => games.hasVendor(merchantId, vendor)),
  };
}
export type SeamlessService = ReturnType<typeof createSeamlessService>;
