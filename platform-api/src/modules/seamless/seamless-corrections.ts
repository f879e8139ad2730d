import type { Db } from '../../infra/db';
import type { BetsService } from '../bets';
import type { GamesService } from '../games';
import { requestHash, type WalletMerchant, type WalletService } from '../wallet';
import type { LaunchSession } from './launch-session-repository';
import { moneyHash, roundKey, type Leg, type Move } from './seamless-move';
import type { MoveKind, ResettleRequest, RoundRequest, SeamlessResult } from './seamless-types';

export interface CorrectionDeps {
  move: (m: Move, touch: (t: Db) => Promise<Leg | null>) => Promise<SeamlessResult>;
  bets: Pick<BetsService, 'resettle' | 'voidRound' | 'close'>;
  games: Pick<GamesService, 'describe'>;
  wallet: Pick<WalletService, 'betAccounts'>;
  /** The launch session of memberRef at the merchant and vendor, its currency checked (live or not). */
  sessionOf: (
    m: WalletMerchant,
    vendor: string,
    memberRef: string,
    currency: string | undefined,
  ) => Promise<LaunchSession>;
}

/** What identifies a void or a round close (the game and currency are echoes: they may differ on a retry). */
const roundHash = (kind: MoveKind, r: RoundRequest): string =>
  requestHash({ kind, transactionId: r.transactionId, roundId: r.roundId, memberRef: r.memberRef });

/**
 * The calls after a round's result (ADR 0018): resettle, void and round close. None needs a live launch session
 * (they come after logout or expiry); each is one `move` (claim the id, the bet record, the accounts), so replays,
 * conflicts and the lock order are those of debit and credit. A debit adjustment takes at most the balance; the
 * rest is the call's shortfall, absorbed by the house.
 */
export function createSeamlessCorrections(d: CorrectionDeps) {
  /** The call and its round: the game is the request's, or the launch's when the request names none. */
  const prepare = async (kind: MoveKind, m: WalletMerchant, vendor: string, r: RoundRequest, hash: string) => {
    const session = await d.sessionOf(m, vendor, r.memberRef, r.currency);
    const accounts = await d.wallet.betAccounts(m, session);
    const gameCode = r.gameCode ?? session.gameCode;
    const game = await d.games.describe(m.id, vendor, gameCode);
    const amount = kind === 'RESETTLE' ? (r as ResettleRequest).amount : 0;
    const { transactionId, roundId } = r;
    const call: Move = { kind, merchantId: m.id, vendor, transactionId, hash, session, accounts, roundId, amount };
    return { call, round: roundKey(call, roundId, gameCode, game) };
  };

  return {
    /**
     * Sets a settled round's payout to `amount` (the corrected total) and closes it; posts the difference from the
     * payout before (ledger kind ADJUSTMENT): credit when up, debit (capped at the balance) when down.
     */
    async resettle(m: WalletMerchant, vendor: string, r: ResettleRequest): Promise<SeamlessResult> {
      const { call, round } = await prepare('RESETTLE', m, vendor, r, moneyHash('RESETTLE', r));
      return d.move(call, async (t) => {
        const before = await d.bets.resettle(round, r.amount, t);
        const amount = r.amount - before.payout;
        return { accountId: call.accounts.accountId, amount, reference: r.roundId, kind: 'ADJUSTMENT', cap: true };
      });
    },

    /**
     * Cancels the round: its stake back, its payout taken back (one ROLLBACK posting of stake − payout, a debit
     * capped at the balance); the round becomes ROLLED_BACK and closed. A rolled-back round moves nothing.
     */
    async void(m: WalletMerchant, vendor: string, r: RoundRequest): Promise<SeamlessResult> {
      const { call, round } = await prepare('VOID', m, vendor, r, roundHash('VOID', r));
      return d.move(call, async (t) => {
        const before = await d.bets.voidRound(round, t);
        if (before.status === 'ROLLED_BACK') return null;
        const amount = before.stake - before.payout;
        return { accountId: call.accounts.accountId, amount, reference: r.roundId, kind: 'ROLLBACK', cap: true };
      });
    },

    /** Closes the round: no debit or credit after it (ROUND_CLOSED); an OPEN round settles as lost. Moves nothing. */
    async closeRound(m: WalletMerchant, vendor: string, r: RoundRequest): Promise<SeamlessResult> {
      const { call, round } = await prepare('CLOSE', m, vendor, r, roundHash('CLOSE', r));
      return d.move(call, async (t) => {
        await d.bets.close(round, t);
        return null;
      });
    },
  };
}
