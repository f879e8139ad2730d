import type { Winner } from 'shared-contracts';
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

interface Row {
  account: string;
  displayName: string;
  vassalage: string;
  gameCategory: string;
  winAmount: unknown;
  time: Date | string;
}

/**
 * The winners board (SPEC §7, §9): the merchant's biggest wins of the last WINNERS_WINDOW_DAYS days from
 * the bet records — settled real-money rounds (fun rounds never) whose payout beat the stake — biggest
 * first, then newest. `winAmount` is the round's payout (what the player was paid, minor units). The game
 * is the catalogue game of the round, or the vendor card for vendors that start one game directly.
 */
export function createWinnerRepository(db: Db) {
  return {
    async list(merchantId: number, category: string | null, limit: number, tx: Db = db): Promise<Winner[]> {
      const { rows } = await tx.query<Row>(
        `SELECT m.username AS account, coalesce(g.display_name, v.display_name, b.game_code) AS "displayName",
                b.vendor AS vassalage, coalesce(g.game_type, v.game_category, '') AS "gameCategory",
                b.payout AS "winAmount", b.settled_at AS time
         FROM bet_records b
         JOIN members m ON m.id = b.member_id
         LEFT JOIN games g ON g.vendor = b.vendor AND g.game_code = b.game_code
         LEFT JOIN LATERAL (
           SELECT v.display_name, v.game_category FROM vendors v
           WHERE v.merchant_id = b.merchant_id AND v.code = b.vendor ORDER BY v.sort LIMIT 1
         ) v ON true
         WHERE b.merchant_id = $1 AND b.status = 'SETTLED' AND NOT b.fun AND b.payout > b.stake
           AND b.settled_at > now() - make_interval(days => $2)
           AND ($3::text IS NULL OR coalesce(g.game_type, v.game_category) = $3)
         ORDER BY b.payout DESC, b.settled_at DESC, b.id DESC
         LIMIT $4`,
        [merchantId, WINNERS_WINDOW_DAYS, category, limit],
      );
      return rows.map((r) => ({
        vo: {
          account: maskAccount(r.account),
          displayName: r.displayName,
          vassalage: r.vassalage,
          gameCategory: r.gameCategory,
          winAmount: toMinor(r.winAmount),
          time: new Date(r.time).toISOString(),
        },
      }));
    },
  };
}
export type WinnerRepository = ReturnType<typeof createWinnerRepository>;
