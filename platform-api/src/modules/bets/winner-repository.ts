import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';

/** The winners board looks this many days back. */
export const WINNERS_WINDOW_DAYS = 7;

/**
 * A username as the public board shows it: the first two and last two characters around `***`
 * (`demo_player` → `de***er`); 3–4 characters keep one at each end, shorter ones only the first.
 */
export function maskAccount(username: string): string {
  const chars = Array.from(username);
  if (chars.length >= 5) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars[0] ?? ''}***`;
}

/** One win on the board, before the member's name is masked in (the service adds it). */
export interface WinRow {
  memberId: number;
  displayName: string;
  vassalage: string;
  gameCategory: string;
  /** The round's payout (what the player was paid, minor units). */
  winAmount: number;
  time: string;
}

/**
 * The winners board (SPEC §7, §9): the merchant's biggest wins of the last WINNERS_WINDOW_DAYS days from
 * the bet records — settled real-money rounds (fun rounds never) whose payout beat the stake — biggest
 * first, then newest, with the game as the round recorded it.
 */
export function createWinnerRepository(db: Db) {
  return {
    async list(merchantId: number, category: string | null, limit: number, tx: Db = db): Promise<WinRow[]> {
      const { rows } = await tx.query<Omit<WinRow, 'winAmount' | 'time'> & { winAmount: unknown; time: Date | string }>(
        `SELECT b.member_id AS "memberId", b.game_name AS "displayName", b.vendor AS vassalage,
                b.game_category AS "gameCategory", b.payout AS "winAmount", b.settled_at AS time
         FROM bet_records b
         WHERE b.merchant_id = $1 AND b.status = 'SETTLED' AND NOT b.fun AND b.payout > b.stake
           AND b.settled_at > now() - make_interval(days => $2)
           AND ($3::text IS NULL OR b.game_category = $3)
         ORDER BY b.payout DESC, b.settled_at DESC, b.id DESC
         LIMIT $4`,
        [merchantId, WINNERS_WINDOW_DAYS, category, limit],
      );
      return rows.map((r) => ({ ...r, winAmount: toMinor(r.winAmount), time: new Date(r.time).toISOString() }));
    },
  };
}
export type WinnerRepository = ReturnType<typeof createWinnerRepository>;
