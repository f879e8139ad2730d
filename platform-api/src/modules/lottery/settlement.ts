import { linePayout } from 'shared-contracts/lottery';
import type { Db } from '../../infra/db';
import type { BetsService, RoundPayout } from '../bets';
import type { WalletService } from '../wallet';
import { cancelDrawWith, type CancelOptions } from './cancel-draw';
import { AccountsChanged, houseToMember, perMember, resolveAccounts, type DrawAccounts } from './settlement-accounts';
import { createSettlementRepository } from './settlement-repository';

export interface SettlementDeps {
  db: Db;
  wallet: WalletService;
  bets: BetsService;
  now: () => Date;
}

export interface SettlementOptions {
  /** Members settled per database transaction (default 500). */
  chunkMembers?: number;
  /**
   * Chunks settled at once, each in its own transaction on its own connection (default 1). They share the work
   * like concurrent settlers do (SKIP LOCKED); the HOUSE account's lock orders only their last step.
   */
  workers?: number;
  /** Runs inside each chunk's transaction after its writes; a throw rolls that chunk back (tests simulate a crash). */
  onChunk?: (chunk: { index: number; memberIds: readonly number[] }) => void | Promise<void>;
}

/**
 * Settlement of the lottery's draws (ADR 0007). `settleDraw` pays a DRAWN draw: one database transaction
 * per chunk of members (claimed with SKIP LOCKED, so concurrent settlers share the work and never split a
 * member); each chunk's lines close WON/LOST with their payouts (`linePayout`), their rounds settle in the
 * bets module, and each winning member gets one WIN posting, key `lottery-win:<draw>:<member>`. A crash
 * leaves whole chunks settled; running again settles exactly the rest. `cancelDraw` refunds an OPEN draw.
 */
export function createLotterySettlement(deps: SettlementDeps, opts: SettlementOptions = {}) {
  const { db, wallet, bets, now } = deps;
  const repo = createSettlementRepository(db);
  const chunkMembers = opts.chunkMembers ?? 500;
  const workers = Math.max(1, opts.workers ?? 1);

  /** Settles one chunk of members in its own transaction; null when no member is left to claim. */
  const settleChunk = async (
    drawId: number,
    numero: string,
    result: Record<string, string[]>,
    accounts: DrawAccounts,
    index: number,
  ) =>
    db.transaction(async (tx) => {
      const memberIds = await repo.claimMembers(drawId, chunkMembers, tx);
      if (memberIds.length === 0) return null;
      const lines = await repo.openLines(drawId, memberIds, tx);
      const at = now();
      const payouts = lines.map((l) => linePayout(l, l.odds, result));
      const closes = lines.map((l, i) => ({
        id: l.id,
        status: payouts[i]! > 0 ? ('WON' as const) : ('LOST' as const),
        payout: payouts[i]!,
      }));
      const rounds: RoundPayout[] = lines.map((l, i) => ({ id: l.betRecordId, payout: payouts[i]! }));
      const payoutOf = new Map(lines.map((l, i) => [l.id, payouts[i]!]));
      const postings = [...perMember(lines, (l) => payoutOf.get(l.id)!).entries()]
        .filter(([, w]) => w.amount > 0)
        .map(([memberId, w]) =>
          houseToMember(accounts, w.line, {
            kind: 'WIN',
            key: `lottery-win:${drawId}:${memberId}`,
            drawId,
            numero,
            amount: w.amount,
          }),
        );
      await repo.closeLines(closes, at, tx);
      // Postings first: every real-money writer takes the house account before the team rollups that settling
      // rounds writes (ADR 0008), so two writers never wait for each other in opposite orders.
      await wallet.postMany(postings, tx);
      await bets.settleRounds(rounds, at, tx);
      await opts.onChunk?.({ index, memberIds });
      return { settled: lines.length, paid: payouts.reduce((a, b) => a + b, 0) };
    });

  return {
    /**
     * Settles every OPEN line of a DRAWN draw exactly once (chunks by member), marks it SETTLED. Idempotent:
     * a SETTLED draw is a no-op. Answers the lines settled and the minor units paid by this call.
     */
    async settleDraw(drawId: number): Promise<{ settled: number; paid: number }> {
      const draw = await repo.draw(drawId);
      if (!draw) throw new Error(`no lottery draw ${drawId}`);
      if (draw.status === 'SETTLED') return { settled: 0, paid: 0 };
      if (draw.status !== 'DRAWN' || !draw.result)
        throw new Error(`lottery draw ${drawId} is ${draw.status}, not DRAWN`);
      const total = { settled: 0, paid: 0 };
      let accounts = await resolveAccounts(wallet, await repo.openMembers(drawId));
      let next = 0;
      let failed = false;
      let retries = 0;
      // Each worker claims chunks until none is left; a failure stops every worker from claiming more.
      const work = async () => {
        while (!failed) {
          const index = next++;
          let done: { settled: number; paid: number } | null;
          try {
            done = await settleChunk(drawId, draw.numero, draw.result!, accounts, index);
          } catch (e) {
            // Lines cannot be added to a drawn draw; still, never settle without the member's accounts.
            if (!(e instanceof AccountsChanged) || ++retries > 3) {
              failed = true;
              throw e;
            }
            accounts = await resolveAccounts(wallet, await repo.openMembers(drawId));
            continue;
          }
          if (!done) return;
          total.settled += done.settled;
          total.paid += done.paid;
        }
      };
      const results = await Promise.allSettled(Array.from({ length: workers }, work));
      const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (rejected) throw rejected.reason;
      // Another settler may still hold a chunk: then it marks the draw when it finishes.
      await repo.markSettled(drawId, now());
      return total;
    },

    /** Cancels an OPEN draw and refunds every line (idempotent: a CANCELLED draw refunds nothing more). */
    cancelDraw: (drawId: number, reason: string, options: CancelOptions = {}): Promise<{ refunded: number }> =>
      cancelDrawWith({ db, wallet, bets, now, repo }, drawId, reason, options),
  };
}
export type LotterySettlement = ReturnType<typeof createLotterySettlement>;
