import type { LotteryResult } from 'shared-contracts/lottery';
import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';
import type { DrawStatus } from './draw-repository';

/** A draw as the console lists it (the seed included: the caller decides when it shows), with a brand's stakes. */
export interface OpsDrawRow {
  id: number;
  gameCode: string;
  numero: string;
  status: DrawStatus;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  seed: string;
  seedHash: string;
  result: LotteryResult | null;
  drawnAt: Date | null;
  cancelReason: string | null;
  stakes: number;
  payouts: number;
  bets: number;
}

interface Stored extends Omit<OpsDrawRow, 'stakes' | 'payouts' | 'bets'> {
  id: number;
}

/** The console's reads of lottery_draws and lottery_bets (issue 29): draws by game and status with a brand's stakes. */
export function createOpsDrawRepository(db: Db) {
  return {
    /**
     * Draws of `gameCode` (null: every game) and `status` (null: any): the OPEN ones first, soonest first, then the
     * others newest first; at most `limit`. Each with merchant `merchantId`'s stakes, payouts and line count.
     */
    async list(
      q: { merchantId: number; gameCode: string | null; status: DrawStatus | null; limit: number },
      tx: Db = db,
    ): Promise<OpsDrawRow[]> {
      const { rows } = await tx.query<Stored>(
        `SELECT id, game_code AS "gameCode", numero, status, opens_at AS "opensAt", closes_at AS "closesAt",
                draw_at AS "drawAt", seed, seed_hash AS "seedHash", result, drawn_at AS "drawnAt",
                cancel_reason AS "cancelReason"
           FROM lottery_draws
          WHERE ($1::text IS NULL OR game_code = $1) AND ($2::text IS NULL OR status = $2)
          ORDER BY (status = 'OPEN') DESC, CASE WHEN status = 'OPEN' THEN draw_at END ASC, draw_at DESC, id DESC
          LIMIT $3`,
        [q.gameCode, q.status, q.limit],
      );
      const ids = rows.map((r) => toMinor(r.id));
      const totals = new Map<number, { stakes: number; payouts: number; bets: number }>();
      if (ids.length) {
        const sums = await tx.query<{ drawId: unknown; stakes: unknown; payouts: unknown; bets: number }>(
          `SELECT draw_id AS "drawId", sum(stake) AS stakes, sum(payout) AS payouts, count(*)::int AS bets
             FROM lottery_bets WHERE merchant_id = $1 AND draw_id = ANY($2::bigint[]) GROUP BY draw_id`,
          [q.merchantId, ids],
        );
        for (const s of sums.rows)
          totals.set(toMinor(s.drawId), { stakes: toMinor(s.stakes), payouts: toMinor(s.payouts), bets: s.bets });
      }
      return rows.map((r) => {
        const id = toMinor(r.id);
        return {
          ...r,
          id,
          opensAt: new Date(r.opensAt),
          closesAt: new Date(r.closesAt),
          drawAt: new Date(r.drawAt),
          drawnAt: r.drawnAt && new Date(r.drawnAt),
          ...(totals.get(id) ?? { stakes: 0, payouts: 0, bets: 0 }),
        };
      });
    },
  };
}
