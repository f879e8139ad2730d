import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import type { BetsService } from '../bets';
import type { WalletService } from '../wallet';
import { AccountsChanged, houseToMember, perMember, resolveAccounts } from './settlement-accounts';
import { lotteryError } from './errors';
import type { SettlementDraw, SettlementRepository } from './settlement-repository';

export interface CancelOptions {
  /** Runs in the cancellation's transaction once it is done (the operator's audit entry, written exactly when it happens). */
  audit?: (tx: Db, done: { draw: SettlementDraw; refunded: number; reason: string }) => Promise<void>;
}

interface CancelDeps {
  db: Db;
  wallet: WalletService;
  bets: BetsService;
  now: () => Date;
  repo: SettlementRepository;
}

/**
 * Cancels an OPEN draw (locked FOR UPDATE, so no line is placed or drawn meanwhile): CANCELLED with the
 * reason, every OPEN line REFUNDED, its round ROLLED_BACK in the bets module, and one ROLLBACK posting per
 * member of its open stakes from the house back to its main wallet, key `lottery-refund:<draw>:<member>`
 * — all in one transaction. A CANCELLED draw answers 0 refunded (idempotent); DRAWN or SETTLED is
 * DRAW_NOT_CANCELLABLE, an unknown draw NOT_FOUND.
 */
export async function cancelDrawWith(
  deps: CancelDeps,
  drawId: number,
  reason: string,
  options: CancelOptions,
): Promise<{ refunded: number }> {
  const { db, wallet, bets, now, repo } = deps;
  for (let attempt = 0; ; attempt += 1) {
    // Accounts first (PGlite: one connection); a line placed before the lock below is caught and retried.
    const accounts = await resolveAccounts(wallet, await repo.openMembers(drawId));
    try {
      return await db.transaction(async (tx) => {
        const draw = await repo.draw(drawId, tx, true);
        if (!draw) throw commonError('NOT_FOUND', { detail: `no lottery draw ${drawId}` });
        if (draw.status === 'CANCELLED') return { refunded: 0 };
        if (draw.status !== 'OPEN')
          throw lotteryError('DRAW_NOT_CANCELLABLE', { detail: `draw ${drawId} is ${draw.status}` });
        const lines = await repo.openLines(drawId, null, tx);
        const postings = [...perMember(lines, (l) => l.stake).entries()].map(([memberId, m]) =>
          houseToMember(accounts, m.line, {
            kind: 'ROLLBACK',
            key: `lottery-refund:${drawId}:${memberId}`,
            drawId,
            numero: draw.numero,
            amount: m.amount,
          }),
        );
        const at = now();
        await repo.markCancelled(drawId, reason, tx);
        await repo.closeLines(
          lines.map((l) => ({ id: l.id, status: 'REFUNDED' as const, payout: 0 })),
          at,
          tx,
        );
        await bets.rollBackRounds(
          lines.map((l) => l.betRecordId),
          at,
          tx,
        );
        await wallet.postMany(postings, tx);
        await options.audit?.(tx, { draw, refunded: lines.length, reason });
        return { refunded: lines.length };
      });
    } catch (e) {
      if (!(e instanceof AccountsChanged) || attempt >= 3) throw e;
    }
  }
}
