import type { Db } from '../../infra/db';
import type { BetsService } from '../bets';
import type { WalletService } from '../wallet';

export interface LotterySettlementDeps {
  db: Db;
  wallet: WalletService;
  bets: BetsService;
  now: () => Date;
}

export interface LotterySettlement {
  /** Settles every OPEN line of a DRAWN draw exactly once (chunks by member), marks it SETTLED. Idempotent. */
  settleDraw(drawId: number): Promise<{ settled: number; paid: number }>;
  /** Cancels an OPEN draw and refunds every line. */
  cancelDraw(drawId: number, reason: string): Promise<{ refunded: number }>;
}

/**
 * PLACEHOLDER: the settlement is built on another branch and replaces this file when merged; until
 * then both calls refuse, so nothing is settled or refunded by halves.
 */
export function createLotterySettlement(_deps: LotterySettlementDeps): LotterySettlement {
  return {
    settleDraw: () => Promise.reject(new Error('settlement not merged yet')),
    cancelDraw: () => Promise.reject(new Error('settlement not merged yet')),
  };
}
